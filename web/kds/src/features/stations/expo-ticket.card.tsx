// The expo's view of an order: every station's part with whether it is still cooking or done, so
// whoever hands the food over sees what is missing; and the whole order's ready button.
import { Badge, Card, Divider, Group, Stack, Text } from '@mantine/core';
import type { KitchenOrder, KitchenSetup } from '@sofre/engine/contracts';
import { formatTime } from '@sofre/web-shared';
import { kdsMessages } from '../../messages/kds.messages.ts';
import { TicketAction } from '../kitchen-board/ticket-action.tsx';
import { OrderRemarks, PartLines } from './part-lines.tsx';
import { isPartDone, linesOfStation, partAgeLevel, stationsOfOrder } from './station-parts.ts';
import { TicketHeader, levelColors } from './ticket-header.tsx';

const text = kdsMessages.stations;

export function ExpoTicketCard({
  order,
  setup,
  now,
}: {
  order: KitchenOrder;
  setup: KitchenSetup;
  now: Date;
}) {
  const ageMs = Math.max(0, now.getTime() - Date.parse(order.sentAt));
  const expected = order.expectedReadyAt ? new Date(order.expectedReadyAt) : undefined;
  const level = partAgeLevel(ageMs, undefined, expected, now);
  return (
    <Card
      data-testid={`ticket-${order.orderId}`}
      data-age={level}
      withBorder
      padding="md"
      radius="md"
      style={{ borderColor: `var(--mantine-color-${levelColors[level].border})`, borderWidth: 3 }}
    >
      <TicketHeader order={order} level={level} ageMs={ageMs} />
      <Stack gap="xs" mt="sm">
        {stationsOfOrder(setup, order).map((station) => {
          const done = isPartDone(setup, order, station.id);
          return (
            <Stack key={station.id} gap={4}>
              <Group justify="space-between">
                <Text fw={800} fz={22}>
                  {station.title}
                </Text>
                <Badge
                  size="xl"
                  h={36}
                  fz={20}
                  color={done ? 'green.9' : 'dark.4'}
                  data-testid={`expo-part-${order.orderId}-${station.id}`}
                  data-done={done}
                >
                  {done ? text.done : text.cooking}
                </Badge>
              </Group>
              <PartLines
                order={order}
                stationId={station.id}
                lines={linesOfStation(setup, order, station.id)}
              />
              <Divider />
            </Stack>
          );
        })}
        <OrderRemarks order={order} />
        {expected && (
          <Text fz={22} fw={700} data-testid="expected-ready">
            {text.expectedAt(formatTime(expected))}
          </Text>
        )}
        <TicketAction ticket={order} />
      </Stack>
    </Card>
  );
}
