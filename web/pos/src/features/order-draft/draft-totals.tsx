// The draft's price, from the engine's priceDraft: the same numbers the server will compute.
import { Divider, Group, Stack, Text } from '@mantine/core';
import type { PriceBreakdown } from '@sofre/engine/pricing';
import { useMoney } from '@sofre/web-shared';
import { posMessages } from '../../messages/pos.messages.ts';
import { priceRows } from './price-rows.ts';

export function DraftTotals({ price }: { price: PriceBreakdown }) {
  const money = useMoney();
  // The discount is shown in red rather than with a minus sign, which the bidi algorithm would
  // put on the wrong side of Persian digits.
  return (
    <Stack gap={0} data-testid="draft-totals">
      {priceRows(price).map(({ label, amount, off }) => (
        <Group key={label} justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <Text size="sm" c={off ? 'red' : undefined} className="tabular-nums">
            {money(amount)}
          </Text>
        </Group>
      ))}
      <Divider my={4} />
      <Group justify="space-between">
        <Text fw={700}>{posMessages.totals.final}</Text>
        <Text
          fw={800}
          size="xl"
          c="sofre.9"
          className="tabular-nums"
          data-testid="draft-final-price"
          data-rial={price.finalPrice}
        >
          {money(price.finalPrice)}
        </Text>
      </Group>
    </Stack>
  );
}
