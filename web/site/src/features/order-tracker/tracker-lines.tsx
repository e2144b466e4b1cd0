// What was ordered and what it costs, in the vendor's currency.
import { Badge, Divider, Group, Stack, Text } from '@mantine/core';
import type { OrderTracker } from '@sofre/engine/contracts';
import { formatNumber, useMoney } from '@sofre/web-shared';
import { siteMessages } from '../../messages/site.messages.ts';
import { PriceBreakdownRows } from '../../common/price-breakdown.tsx';

const text = siteMessages.tracker;

export function TrackerLines({ order }: { order: OrderTracker }) {
  const money = useMoney();
  return (
    <Stack gap="xs">
      <Text fw={700}>{text.items}</Text>
      {order.lines.map((line, i) => (
        <Group key={i} justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={0}>
            <Group gap={6}>
              <Text>
                {formatNumber(line.count)} × {line.title}
              </Text>
              {line.isFreeItem && (
                <Badge size="xs" color="grape">
                  {text.free}
                </Badge>
              )}
            </Group>
            {line.toppings.length > 0 && (
              <Text size="xs" c="dimmed">
                {line.toppings.map((t) => t.title).join('، ')}
              </Text>
            )}
          </Stack>
          <Text className="tabular-nums">{money(line.unitPrice * line.count)}</Text>
        </Group>
      ))}
      <Divider />
      <PriceBreakdownRows price={order.price} />
      <Group justify="space-between">
        <Text fw={700}>{text.total}</Text>
        <Text fw={800} size="lg" c="sofre.9" className="tabular-nums" data-testid="tracker-total">
          {money(order.finalPrice)}
        </Text>
      </Group>
      {(order.amountRefunded ?? 0) > 0 && (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {text.refunded}
          </Text>
          <Text size="sm" className="tabular-nums">
            {money(order.amountRefunded ?? 0)}
          </Text>
        </Group>
      )}
      {order.amountPaid > 0 && (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {text.paid}
          </Text>
          <Text size="sm" className="tabular-nums">
            {money(order.amountPaid)}
          </Text>
        </Group>
      )}
    </Stack>
  );
}
