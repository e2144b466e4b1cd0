// Which salon tables have open orders (spec: an order at a table marks it RESERVED until it is
// finished or rejected). One row per vendor and table number, with the ids of its open orders;
// the floor shows such a table as taken and a move to it is refused. Events name the table they
// leave (OrderFinished / OrderRejected / OrderTableChanged carry it), so no order row is read.
import { orderEventCodec, type OrderEvent } from '@sofre/engine/orders';
import { defineProjection } from '../projection.ts';
import type { OrderProjectedEvent } from './order-projection.events.ts';

export interface TableOccupancyRow {
  readonly vendorId: string;
  readonly tableNumber: string;
  /** Open orders at the table, oldest first; the row goes when the last one leaves. */
  readonly orderIds: readonly string[];
  readonly position: string;
}

export const tableKey = (vendorId: string, tableNumber: string): string =>
  `${vendorId}:${tableNumber}`;

const EVENT_TYPES = [
  'OrderSubmitted',
  'OrderTableChanged',
  'OrderFinished',
  'OrderRejected',
] as const satisfies readonly OrderEvent['type'][];

/** The table the event seats the order at, and the one it leaves. */
function moves(event: OrderProjectedEvent): { to?: string; from?: string } {
  switch (event.type) {
    case 'OrderSubmitted':
      return event.data.deliveryType === 'SERVE' && event.data.tableNumber
        ? { to: event.data.tableNumber }
        : {};
    case 'OrderTableChanged':
      return { to: event.data.tableNumber, from: event.data.previousTableNumber };
    case 'OrderFinished':
    case 'OrderRejected':
      return { from: event.data.tableNumber };
    default:
      return {};
  }
}

export const tableOccupancyProjection = defineProjection<TableOccupancyRow, OrderEvent>({
  name: 'table-occupancy',
  version: 1,
  codec: orderEventCodec,
  eventTypes: EVENT_TYPES,
  keysOf: (event) => {
    const { to, from } = moves(event);
    const vendorId = event.metadata.vendorId;
    return [from, to].filter((t): t is string => !!t).map((t) => tableKey(vendorId, t));
  },
  evolve: (row, event, { id }) => {
    const { to, from } = moves(event);
    const vendorId = event.metadata.vendorId;
    const { orderId } = event.data;
    const others = (row?.orderIds ?? []).filter((o) => o !== orderId);
    const seated = to !== undefined && id === tableKey(vendorId, to);
    const orderIds = seated ? [...others, orderId] : others;
    if (orderIds.length === 0) return undefined;
    const tableNumber = (seated ? to : from) ?? row?.tableNumber ?? '';
    return { vendorId, tableNumber, orderIds, position: event.position };
  },
  index: (row) => ({ vendorId: row.vendorId }),
});
