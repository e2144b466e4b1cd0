// One table on the floor: its number large, name and seats, a state badge, the orders open at it,
// the reservation that holds it (guest, party, Tehran time), and its actions — «سفارش جدید» opens
// the POS with the table chosen (a second order at a busy table is allowed). The card's colour is
// its state.
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { DiningTableView } from '@sofre/engine/contracts';
import { formatDateTime, toPersianDigits } from '@sofre/web-shared';
import type { MouseEvent } from 'react';
import { tableMessages as m } from './dining-tables.messages.ts';
import { posLinkFor } from './start-order.ts';
import { floorLabel, stateColor } from './table-state.ts';

export interface TableCardProps {
  readonly table: DiningTableView;
  readonly onReserve: () => void;
  readonly onFree: () => void;
  readonly onQr: () => void;
  /** Opens the POS with this table; absent for a user who may not take orders. */
  readonly onStartOrder?: (() => void) | undefined;
}

export function TableCard({ table, onReserve, onFree, onQr, onStartOrder }: TableCardProps) {
  const color = stateColor[table.state];
  const { reservation } = table;
  return (
    <Card
      withBorder
      padding="sm"
      radius="md"
      data-testid={`table-card-${table.number}`}
      data-state={table.state}
      style={{
        borderColor: `var(--mantine-color-${color}-5)`,
        backgroundColor: `var(--mantine-color-${color}-0)`,
        borderWidth: 2,
      }}
    >
      <Stack gap={6} h="100%">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={800} fz={28} lh={1}>
            {toPersianDigits(table.number)}
          </Text>
          <Badge color={color} variant="filled">
            {floorLabel(table)}
          </Badge>
        </Group>
        <Text fw={600} size="sm" lineClamp={1}>
          {toPersianDigits(table.name)}
        </Text>
        <Text size="xs" c="dimmed">
          {m.floor.seats(toPersianDigits(table.capacity))}
        </Text>
        {table.openOrderIds.length > 0 && (
          <Text size="sm" fw={700} data-testid={`table-orders-${table.number}`}>
            {m.floor.openOrders(toPersianDigits(table.openOrderIds.length))}
          </Text>
        )}
        {reservation && (
          <Stack gap={0} data-testid={`table-reservation-${table.number}`}>
            <Text size="sm" fw={600} lineClamp={1}>
              {reservation.guestName}
            </Text>
            <Text size="xs">{m.floor.party(toPersianDigits(reservation.partySize))}</Text>
            <Text size="xs">{formatDateTime(reservation.reservedFor)}</Text>
          </Stack>
        )}
        {onStartOrder && table.active && (
          <Button
            mt="auto"
            size="xs"
            variant="light"
            component="a"
            href={posLinkFor(table.number)}
            title={m.floor.newOrderHint(toPersianDigits(table.name))}
            onClick={(e: MouseEvent<HTMLAnchorElement>) => {
              // A plain click stays in the app; a middle or modified click opens a new tab.
              if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
              e.preventDefault();
              onStartOrder();
            }}
            data-testid={`table-new-order-${table.number}`}
          >
            {m.floor.newOrder}
          </Button>
        )}
        <Group gap={6} mt={onStartOrder && table.active ? undefined : 'auto'} wrap="nowrap">
          {table.state === 'FREE' ? (
            <Button
              size="xs"
              color="teal"
              flex={1}
              onClick={onReserve}
              data-testid={`table-reserve-${table.number}`}
            >
              {m.floor.reserve}
            </Button>
          ) : reservation ? (
            <Button
              size="xs"
              color="orange"
              variant="outline"
              flex={1}
              onClick={onFree}
              data-testid={`table-free-${table.number}`}
            >
              {m.floor.free}
            </Button>
          ) : (
            // Taken by an open order only: it frees itself when the order ends.
            <Text size="xs" c="dimmed" flex={1}>
              {m.floor.freesItself}
            </Text>
          )}
          <Button
            size="xs"
            variant="default"
            onClick={onQr}
            data-testid={`table-qr-${table.number}`}
          >
            {m.floor.qr}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
