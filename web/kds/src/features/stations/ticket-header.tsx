// A ticket's head: number, table, station, the ticking age in the ageing colour, and under them
// how the order leaves and where it came from (ticket-route.ts). Text is white on grey and red,
// near-black on yellow: readable from across the kitchen (WCAG AA contrast).
import { Card, Group, Text } from '@mantine/core';
import { formatElapsed, formatNumber, toPersianDigits } from '@sofre/web-shared';
import type { KitchenOrder } from '@sofre/engine/contracts';
import { kdsMessages } from '../../messages/kds.messages.ts';
import type { AgeLevel } from './station-parts.ts';
import { routeOf } from './ticket-route.ts';

export const levelColors: Record<AgeLevel, { bg: string; fg: string; border: string }> = {
  fresh: { bg: 'dark.5', fg: 'white', border: 'dark-3' },
  warning: { bg: 'yellow.4', fg: 'dark.9', border: 'yellow-4' },
  late: { bg: 'red.9', fg: 'white', border: 'red-7' },
};

export function TicketHeader({
  order,
  level,
  ageMs,
  station,
}: {
  order: KitchenOrder;
  level: AgeLevel;
  ageMs: number;
  station?: string;
}) {
  const { bg, fg } = levelColors[level];
  const route = routeOf(order);
  return (
    // Inside this component Card cannot see its section to mark it (Card clones only its direct
    // children): marked here, the head sits flush with the card's top edge as a first section.
    <Card.Section bg={bg} c={fg} px="md" py="xs" data-orientation="vertical">
      <Group justify="space-between" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <Text fw={900} fz={34} lh={1}>
            {kdsMessages.ticket.number(formatNumber(order.number))}
          </Text>
          {order.tableNumber && (
            <Text fw={800} fz={24}>
              {kdsMessages.ticket.table(toPersianDigits(order.tableNumber))}
            </Text>
          )}
          {station && (
            <Text fw={800} fz={22} data-testid="ticket-station">
              {station}
            </Text>
          )}
        </Group>
        <Text fw={900} fz={32} className="tabular-nums" data-testid="ticket-timer">
          {formatElapsed(ageMs)}
        </Text>
      </Group>
      {(route.delivery || route.source) && (
        <Text
          fw={800}
          fz={22}
          lh={1.3}
          data-testid="ticket-route"
          data-delivery={order.deliveryType}
          data-source={order.source}
        >
          {[route.delivery, route.source].filter(Boolean).join(' · ')}
        </Text>
      )}
    </Card.Section>
  );
}
