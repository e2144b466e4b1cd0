// What was ordered: each line with its toppings and note, count and price (units refunded marked,
// their amount struck through), then what the total is made of (only the parts the order has).
import { Badge, Divider, Group, Stack, Table, Text } from '@mantine/core';
import type { OrderTracker } from '@sofre/engine/contracts';
import { formatNumber, useMoney } from '@sofre/web-shared';
import { orderDrawerMessages as m } from './order-drawer.messages.ts';
import { lineAfterRefunds } from './refund-choice.ts';

type PricePart = keyof typeof m.price;
const PARTS: readonly PricePart[] = [
  'sumOfItemsPrice',
  'sumOfItemToppingsPrice',
  'totalPackagingCost',
  'finalDiscountAmount',
  'tax',
  'serviceChargeFinalPrice',
  'totalServiceFee',
  'tip',
  'deliveryCost',
];

export function LineTitle({ line }: { line: OrderTracker['lines'][number] }) {
  return (
    <Stack gap={0}>
      <Group gap={6}>
        <Text fw={600} size="sm">
          {line.title}
        </Text>
        {line.isFreeItem && (
          <Badge color="grape" size="xs">
            {m.lines.free}
          </Badge>
        )}
      </Group>
      {line.toppings.length > 0 && (
        <Text size="xs" c="dimmed">
          {line.toppings
            .map((t) => (t.count > 1 ? `${t.title} ×${formatNumber(t.count)}` : t.title))
            .join('، ')}
        </Text>
      )}
      {line.note && (
        <Text size="xs" c="orange.9">
          {line.note}
        </Text>
      )}
      {line.refundedCount > 0 && (
        <Text size="xs" c="grape.8" fw={600} data-testid="order-line-refunded">
          {m.lines.refunded(formatNumber(lineAfterRefunds(line).refunded))}
        </Text>
      )}
    </Stack>
  );
}

/** The line's amount; once units were refunded, struck through with what is kept beside it. */
function LineAmount({ line }: { line: OrderTracker['lines'][number] }) {
  const money = useMoney();
  const whole = money(line.unitPrice * line.count);
  if (line.refundedCount === 0) return whole;
  const { refunded, keptAmount } = lineAfterRefunds(line);
  return (
    <Stack gap={0} align="flex-end">
      <Text size="sm" td="line-through" c="dimmed" data-testid="order-line-struck">
        {whole}
      </Text>
      {refunded < line.count && <Text size="sm">{money(keptAmount)}</Text>}
    </Stack>
  );
}

function PriceBreakdown({ order }: { order: OrderTracker }) {
  const money = useMoney();
  const parts = PARTS.filter((part) => order.price[part] > 0);
  return (
    <Stack gap={2}>
      {parts.map((part) => (
        <Group key={part} justify="space-between">
          <Text size="sm" c="dimmed">
            {m.price[part]}
          </Text>
          <Text size="sm" className="tabular-nums">
            {part === 'finalDiscountAmount'
              ? `− ${money(order.price[part])}`
              : money(order.price[part])}
          </Text>
        </Group>
      ))}
      <Group justify="space-between">
        <Text fw={700}>{m.price.finalPrice}</Text>
        <Text fw={700} className="tabular-nums">
          {money(order.finalPrice)}
        </Text>
      </Group>
    </Stack>
  );
}

export function OrderLinesView({ order }: { order: OrderTracker }) {
  return (
    <Stack gap="sm">
      <Table verticalSpacing={6} data-testid="order-lines">
        <Table.Tbody>
          {order.lines.map((line) => (
            <Table.Tr
              key={line.id}
              data-testid="order-line"
              data-line={line.id}
              data-count={line.count}
              data-refunded={line.refundedCount}
            >
              <Table.Td>
                <LineTitle line={line} />
              </Table.Td>
              <Table.Td w={60} className="tabular-nums">
                {m.lines.count(formatNumber(line.count))}
              </Table.Td>
              <Table.Td w={130} ta="end" className="tabular-nums">
                <LineAmount line={line} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Divider />
      <PriceBreakdown order={order} />
    </Stack>
  );
}
