// The draft's price, from the engine's priceDraft: the same numbers the server will compute.
import { Divider, Group, Stack, Text } from '@mantine/core';
import { priceDraft, type PosDraft } from '@sofre/engine/pos-draft';
import { usePricingSettings, useMoney } from '@sofre/web-shared';
import { posMessages } from '../../messages/pos.messages.ts';

const text = posMessages.totals;

function Row({ label, value, color }: { label: string; value: string; color?: string }) {
  return (
    <Group justify="space-between" gap="xs">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" c={color} className="tabular-nums">
        {value}
      </Text>
    </Group>
  );
}

export function DraftTotals({ draft }: { draft: PosDraft }) {
  const money = useMoney();
  const price = priceDraft(draft, usePricingSettings());
  // Items and the final amount always show; the other charges only when there are any.
  // The discount is the one amount taken off: shown in red rather than with a minus sign,
  // which the bidi algorithm would put on the wrong side of Persian digits.
  const optional: [string, number, string?][] = [
    [text.toppings, price.sumOfItemToppingsPrice],
    [text.discount, price.finalDiscountAmount, 'red'],
    [text.packaging, price.totalPackagingCost],
    [text.tax, price.tax],
    [text.service, price.serviceChargeFinalPrice],
    [text.serviceFee, price.totalServiceFee],
    [text.tip, price.tip],
    [text.delivery, price.deliveryCost],
  ];
  return (
    <Stack gap={4} data-testid="draft-totals">
      <Row label={text.items} value={money(price.sumOfItemsPrice)} />
      {optional
        .filter(([, amount]) => amount > 0)
        .map(([label, amount, color]) => (
          <Row key={label} label={label} value={money(amount)} color={color} />
        ))}
      <Divider my={4} />
      <Group justify="space-between">
        <Text fw={700}>{text.final}</Text>
        <Text
          fw={800}
          size="xl"
          c="sofre.9"
          className="tabular-nums"
          data-testid="draft-final-price"
        >
          {money(price.finalPrice)}
        </Text>
      </Group>
    </Stack>
  );
}
