// One station's part of an order on its wall screen: the head in ageing colours (the station's
// thresholds, or red once past its own expected ready time), the lines to tap done, the expected
// ready time, and the big bump button.
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { formatNumber, formatTime } from '@sofre/web-shared';
import { kdsMessages } from '../../messages/kds.messages.ts';
import { useKitchenMove } from './kitchen-stations.api.ts';
import { OrderRemarks, PartLines } from './part-lines.tsx';
import { expectedReadyAt, partAgeLevel, type StationTicket } from './station-parts.ts';
import { TicketHeader, levelColors } from './ticket-header.tsx';

const text = kdsMessages.stations;

export function StationTicketCard({
  ticket,
  now,
  showStation,
  index,
}: {
  ticket: StationTicket;
  now: Date;
  showStation: boolean;
  /** Its place on the screen (1…9): the bump bar's key for it. */
  index: number;
}) {
  const { order, station, lines } = ticket;
  const move = useKitchenMove();
  const ids = { orderId: order.orderId, stationId: station.id };
  const ageMs = Math.max(0, now.getTime() - Date.parse(order.sentAt));
  const expected = expectedReadyAt(order, lines);
  const level = partAgeLevel(ageMs, station, expected, now);
  return (
    <Card
      data-testid={`station-ticket-${station.id}-${order.orderId}`}
      data-age={level}
      data-index={index}
      withBorder
      padding="md"
      radius="md"
      style={{ borderColor: `var(--mantine-color-${levelColors[level].border})`, borderWidth: 3 }}
    >
      <TicketHeader
        order={order}
        level={level}
        ageMs={ageMs}
        {...(showStation ? { station: station.title } : {})}
      />
      <Stack gap="sm" mt="sm">
        <PartLines
          order={order}
          stationId={station.id}
          lines={lines}
          onToggle={(line, done) =>
            move.mutate({ ...ids, kind: done ? 'reopen' : 'done', lineId: line.lineId })
          }
        />
        <OrderRemarks order={order} />
        <Group justify="space-between">
          {expected ? (
            <Text fz={22} fw={700} data-testid="expected-ready">
              {text.expectedAt(formatTime(expected))}
            </Text>
          ) : (
            <span />
          )}
          <Text fz={20} fw={800} className="tabular-nums">
            {index <= 9 ? `⌨ ${formatNumber(index)}` : ''}
          </Text>
        </Group>
        <Button
          data-testid={`bump-${station.id}-${order.orderId}`}
          size="xl"
          fz={26}
          h={72}
          fullWidth
          color="green.9"
          loading={move.isPending}
          onClick={() => move.mutate({ ...ids, kind: 'bump' })}
        >
          {text.bump}
        </Button>
      </Stack>
    </Card>
  );
}
