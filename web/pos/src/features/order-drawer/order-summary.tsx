// The top of the drawer: how the order came and where it is (source, delivery, table, when, who)
// and its money (total, paid, refunded, still due), in the vendor's unit with Persian digits.
import { Badge, Card, Group, SimpleGrid, Text } from '@mantine/core';
import type { OrderTracker } from '@sofre/engine/contracts';
import {
  DeliveryBadge,
  SourceBadge,
  formatDateTime,
  paymentMethodLabels,
  toPersianDigits,
  useMoney,
} from '@sofre/web-shared';
import { balanceDueOf } from './order-moves.ts';
import { orderDrawerMessages as m } from './order-drawer.messages.ts';

export function OrderFacts({ order }: { order: OrderTracker }) {
  return (
    <Group gap="xs" data-testid="order-facts">
      <SourceBadge source={order.source} />
      {order.deliveryType && <DeliveryBadge deliveryType={order.deliveryType} />}
      {order.tableNumber && (
        <Badge variant="light" color="sofre" data-testid="order-table">
          {m.table(toPersianDigits(order.tableNumber))}
        </Badge>
      )}
      <Badge variant="outline" color="gray">
        {paymentMethodLabels[order.paymentMethod]}
      </Badge>
      <Text size="sm" c="dimmed" data-testid="order-submitted-at">
        {`${m.submittedAt}: ${formatDateTime(order.submittedAt)}`}
      </Text>
    </Group>
  );
}

function Amount({
  label,
  value,
  testId,
  color,
}: {
  label: string;
  value: string;
  testId: string;
  color?: string;
}) {
  return (
    <Card withBorder padding={8} radius="md">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} c={color} className="tabular-nums" data-testid={testId}>
        {value}
      </Text>
    </Card>
  );
}

export function MoneySummary({ order }: { order: OrderTracker }) {
  const money = useMoney();
  const due = balanceDueOf(order);
  return (
    <SimpleGrid cols={4} spacing="xs">
      <Amount label={m.money.total} value={money(order.finalPrice)} testId="order-total" />
      <Amount label={m.money.paid} value={money(order.amountPaid)} testId="order-paid" />
      <Amount
        label={m.money.refunded}
        value={money(order.amountRefunded ?? 0)}
        testId="order-refunded"
      />
      <Amount
        label={m.money.due}
        value={money(due)}
        testId="order-due"
        color={due > 0 ? 'red.8' : 'teal.8'}
      />
    </SimpleGrid>
  );
}
