// One open bill in the POS list: the table (number and name), the order, when it was opened (a
// Jalali date as well when not today) and for how long, the guests when known, the total, what
// was paid and what is still due. The row opens the bill in the order drawer; its two buttons open
// the drawer straight into editing the bill's items or taking the payment.
import { Button, Group, Stack, Table, Text } from '@mantine/core';
import type { DiningTableView, OrderListRow } from '@sofre/engine/contracts';
import {
  StatusBadge,
  formatDateTime,
  formatNumber,
  formatTime,
  toPersianDigits,
  useMoney,
} from '@sofre/web-shared';
import type { MouseEvent } from 'react';
import type { DrawerIntent } from '../order-drawer/order.drawer.tsx';
import { tehranDay } from '../order-list/tehran-day.ts';
import { openBillsMessages as m } from './open-bills.messages.ts';
import { dueOf, durationText, guestsAt, minutesOpen } from './open-bills.ts';

export interface OpenBillRowProps {
  readonly bill: OrderListRow;
  readonly table: DiningTableView | undefined;
  readonly now: Date;
  readonly onOpen: (orderId: string, intent?: DrawerIntent) => void;
}

/** Today's bills by their time; an older one (left open past midnight) by its Jalali date too. */
const openedAt = (submittedAt: string, now: Date) =>
  tehranDay(new Date(submittedAt)) === tehranDay(now)
    ? formatTime(submittedAt)
    : formatDateTime(submittedAt);

export function OpenBillRow({ bill, table, now, onOpen }: OpenBillRowProps) {
  const money = useMoney();
  const guests = guestsAt(table, bill);
  const tableNumber = toPersianDigits(bill.tableNumber ?? '');
  const act = (intent: DrawerIntent) => (e: MouseEvent) => {
    e.stopPropagation();
    onOpen(bill.orderId, intent);
  };
  return (
    <Table.Tr
      data-testid={`open-bill-${bill.orderId}`}
      data-table={bill.tableNumber}
      data-due={dueOf(bill)}
      tabIndex={0}
      style={{ cursor: 'pointer' }}
      onClick={() => onOpen(bill.orderId)}
      onKeyDown={(e) => {
        if (e.target === e.currentTarget && (e.key === 'Enter' || e.key === ' ')) {
          e.preventDefault();
          onOpen(bill.orderId);
        }
      }}
    >
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Text fw={800} fz="xl" lh={1}>
            {tableNumber}
          </Text>
          {table && (
            <Text size="sm" lineClamp={1}>
              {toPersianDigits(table.name)}
            </Text>
          )}
        </Group>
      </Table.Td>
      <Table.Td>
        <Stack gap={2} align="flex-start">
          <Text fw={700}>{m.number(formatNumber(bill.number))}</Text>
          <StatusBadge status={bill.status} size="xs" />
        </Stack>
      </Table.Td>
      <Table.Td>
        <Stack gap={0}>
          <Text size="sm">{openedAt(bill.submittedAt, now)}</Text>
          <Text size="xs" c="dimmed" data-testid="open-bill-duration">
            {durationText(minutesOpen(bill.submittedAt, now))}
          </Text>
        </Stack>
      </Table.Td>
      <Table.Td data-testid="open-bill-guests">
        {guests ? m.guests(toPersianDigits(guests)) : m.unknown}
      </Table.Td>
      <Table.Td>{formatNumber(bill.itemCount)}</Table.Td>
      <Table.Td className="tabular-nums" data-testid="open-bill-total">
        {money(bill.finalPrice)}
      </Table.Td>
      <Table.Td className="tabular-nums">{money(bill.amountPaid)}</Table.Td>
      <Table.Td className="tabular-nums" fw={700} c="red.9" data-testid="open-bill-due">
        {money(dueOf(bill))}
      </Table.Td>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          <Button
            size="compact-sm"
            variant="light"
            onClick={act('edit')}
            data-testid="open-bill-edit"
          >
            {m.edit}
          </Button>
          <Button size="compact-sm" color="teal" onClick={act('pay')} data-testid="open-bill-pay">
            {m.settle}
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
