// Where the total comes from: the items, then each charge and the discount that is not zero, so
// the lines and the total visibly add up (items 710,000 − discount + tax … = total). The tracker
// shows an order's, the cart its server price (the same engine pricing).
import { Group, Stack, Text } from '@mantine/core';
import type { PriceBreakdown } from '@sofre/engine/pricing';
import { useMoney } from '@sofre/web-shared';
import { siteMessages } from '../messages/site.messages.ts';

const text = siteMessages.tracker.breakdown;

export function breakdownRows(price: PriceBreakdown) {
  const rows: { label: string; amount: number; minus?: boolean }[] = [
    { label: text.items, amount: price.sumOfItemsPrice },
    { label: text.toppings, amount: price.sumOfItemToppingsPrice },
    { label: text.packaging, amount: price.totalPackagingCost },
    { label: text.serviceCharge, amount: price.serviceChargeFinalPrice },
    { label: text.serviceFee, amount: price.totalServiceFee },
    { label: text.discount, amount: price.finalDiscountAmount, minus: true },
    { label: text.tax, amount: price.tax },
    { label: text.tip, amount: price.tip },
    { label: text.delivery, amount: price.deliveryCost },
  ];
  return rows.filter((r) => r.amount > 0 || r.label === text.items);
}

export function PriceBreakdownRows({ price }: { price: PriceBreakdown }) {
  const money = useMoney();
  return (
    <Stack gap={4} data-testid="price-breakdown">
      {breakdownRows(price).map((row) => (
        <Group key={row.label} justify="space-between">
          <Text size="sm" c="dimmed">
            {row.label}
          </Text>
          <Text size="sm" className="tabular-nums" c={row.minus ? 'red.8' : undefined}>
            {row.minus ? `− ${money(row.amount)}` : money(row.amount)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
