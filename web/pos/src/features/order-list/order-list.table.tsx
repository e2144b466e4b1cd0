// Today's orders, live from the order-list topic: new orders and status changes appear as they
// happen, without reload.
import { Paper, ScrollArea, Table, Text } from '@mantine/core';
import type { OrderListRow } from '@sofre/engine/contracts';
import {
  DeliveryBadge,
  SourceBadge,
  StatusBadge,
  formatNumber,
  formatTime,
  toPersianDigits,
  useLiveTopic,
  useMoney,
} from '@sofre/web-shared';
import { posMessages } from '../../messages/pos.messages.ts';

const text = posMessages.orders;

/** Newest first. */
export const sortOrders = (rows: Iterable<OrderListRow>): OrderListRow[] =>
  [...rows].sort((a, b) => b.submittedAt.localeCompare(a.submittedAt) || b.number - a.number);

export function useOrderList(): OrderListRow[] {
  return sortOrders(useLiveTopic<OrderListRow>('order-list').rows.values());
}

export function OrderListTable({ orders }: { orders: readonly OrderListRow[] }) {
  const money = useMoney();
  if (orders.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {text.empty}
      </Text>
    );
  }
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
            {orders.map((order) => (
              <Table.Tr key={order.orderId} data-testid={`order-row-${order.orderId}`}>
                <Table.Td fw={700}>{formatNumber(order.number)}</Table.Td>
                <Table.Td>
                  <SourceBadge source={order.source} />
                </Table.Td>
                <Table.Td>
                  {order.deliveryType && <DeliveryBadge deliveryType={order.deliveryType} />}
                </Table.Td>
                <Table.Td>{order.tableNumber ? toPersianDigits(order.tableNumber) : '—'}</Table.Td>
                <Table.Td>{formatNumber(order.itemCount)}</Table.Td>
                <Table.Td className="tabular-nums">{money(order.finalPrice)}</Table.Td>
                <Table.Td>{formatTime(order.submittedAt)}</Table.Td>
                <Table.Td>
                  <StatusBadge status={order.status} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </Paper>
  );
}
