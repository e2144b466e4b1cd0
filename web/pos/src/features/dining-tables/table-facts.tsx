// The top of a table card: number and state badge, name and seats, the orders open at it with
// their bill, and the reservation holding it. With an action it is one large button — the card's
// tap target (the table's bill, or a new order at it).
import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { DiningTableView, OrderListRow } from '@sofre/engine/contracts';
import { formatDateTime, toPersianDigits } from '@sofre/web-shared';
import type { ReactNode } from 'react';
import { TableBillSummary } from '../open-bills/table-bill.summary.tsx';
import { tableMessages as m } from './dining-tables.messages.ts';
import { floorLabel, stateColor } from './table-state.ts';

export interface TableFactsProps {
  readonly table: DiningTableView;
  /** The orders open at the table as the order list has them now (oldest first). */
  readonly bills: readonly OrderListRow[];
  readonly now: Date;
}

export function TableFacts({ table, bills, now }: TableFactsProps) {
  const { reservation } = table;
  return (
    <Stack gap={6}>
      <Group justify="space-between" wrap="nowrap">
        <Text fw={800} fz={28} lh={1}>
          {toPersianDigits(table.number)}
        </Text>
        <Badge color={stateColor[table.state]} variant="filled">
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
        <Stack gap={0}>
          <Text size="sm" fw={700} data-testid={`table-orders-${table.number}`}>
            {m.floor.openOrders(toPersianDigits(table.openOrderIds.length))}
          </Text>
          <TableBillSummary tableNumber={table.number} bills={bills} now={now} />
        </Stack>
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
    </Stack>
  );
}

export interface CardTopProps {
  readonly onClick: (() => void) | undefined;
  /** What tapping it does, for a screen reader («حساب میز», «ثبت سفارش برای میز ۳ در صندوق»). */
  readonly label: string;
  readonly testId: string;
  readonly children: ReactNode;
}

export function CardTop({ onClick, label, testId, children }: CardTopProps) {
  if (!onClick) return children;
  return (
    <UnstyledButton onClick={onClick} title={label} data-testid={testId}>
      {children}
    </UnstyledButton>
  );
}
