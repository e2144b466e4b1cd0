// The total and where it comes from; while a change is on its way the total is an estimate and
// says so (the server prices every cart).
import { Group, Stack, Text } from '@mantine/core';
import type { PriceBreakdown } from '@sofre/engine/pricing';
import { useMoney } from '@sofre/web-shared';
import { cartMessages as text } from '../messages/ordering.messages.ts';
import { PriceBreakdownRows } from './price-breakdown.tsx';

export function PriceSummary({ price, exact }: { price: PriceBreakdown; exact: boolean }) {
  const money = useMoney();
  return (
    <Stack gap={6}>
      <PriceBreakdownRows price={price} />
      <Group justify="space-between">
        <Text fw={700}>{text.total}</Text>
        <Text fw={800} size="lg" c="sofre.9" className="tabular-nums" data-testid="cart-total">
          {money(price.finalPrice)}
        </Text>
      </Group>
      {!exact && (
        <Text size="xs" c="dimmed" data-testid="cart-estimate">
          {text.syncing}
        </Text>
      )}
    </Stack>
  );
}
