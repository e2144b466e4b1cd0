// The order list's table: one row per order, newest first; a row (click, Enter or Space) opens
// the order.
import { Badge, Group, Paper, ScrollArea, Table } from '@mantine/core';
import type { OrderListRow } from '@sofre/engine/contracts';
import {
  DeliveryBadge,
  SourceBadge,
  StatusBadge,
  formatNumber,
  formatTime,
  toPersianDigits,
  useMoney,
} from '@sofre/web-shared';
import { posMessages } from '../../messages/pos.messages.ts';
import { orderListMessages as m } from './order-list.messages.ts';

const text = posMessages.orders;

function OrderRow({ order, onOpen }: { order: OrderListRow; onOpen: (id: string) => void }) {
  const money = useMoney();
  const paid = order.amountPaid >= order.finalPrice;
  return (
    <Table.Tr
      data-testid={`order-row-${order.orderId}`}
      data-status={order.status}
      tabIndex={0}
      style={{ cursor: 'pointer' }}
      onClick={() => onOpen(order.orderId)}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') onOpen(order.orderId);
      }}
    >
      <Table.Td fw={700}>{formatNumber(order.number)}</Table.Td>
      <Table.Td>
        <SourceBadge source={order.source} />
      </Table.Td>
      <Table.Td>
        {order.deliveryType && <DeliveryBadge deliveryType={order.deliveryType} />}
      </Table.Td>
      <Table.Td>{order.tableNumber ? toPersianDigits(order.tableNumber) : '—'}</Table.Td>
      <Table.Td>{formatNumber(order.itemCount)}</Table.Td>
      <Table.Td className="tabular-nums">
        <Group gap={6} wrap="nowrap">
          {money(order.finalPrice)}
          {paid && order.finalPrice > 0 && (
            <Badge size="xs" color="teal" variant="light">
              {m.paid}
            </Badge>
          )}
        </Group>
      </Table.Td>
      <Table.Td>{formatTime(order.submittedAt)}</Table.Td>
      <Table.Td>
        <StatusBadge status={order.status} />
      </Table.Td>
    </Table.Tr>
  );
}

export function OrderRows({
  rows,
  onOpen,
}: {
  rows: readonly OrderListRow[];
  onOpen: (id: string) => void;
}) {
  return (
    <Paper withBorder radius="md">
      <ScrollArea>
        <Table striped highlightOnHover verticalSpacing="sm" data-testid="order-list">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{text.number}</Table.Th>
              <Table.Th>{text.source}</Table.Th>
              <Table.Th>{text.deliveryType}</Table.Th>
              <Table.Th>{text.table}</Table.Th>
              <Table.Th>{text.items}</Table.Th>
              <Table.Th>{text.total}</Table.Th>
              <Table.Th>{text.time}</Table.Th>
              <Table.Th>{text.status}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((order) => (
              <OrderRow key={order.orderId} order={order} onOpen={onOpen} />
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </Paper>
  );
}
