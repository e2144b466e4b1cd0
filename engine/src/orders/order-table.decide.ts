// Where a salon order sits, and telling a customer the food is ready. Whether the new table exists
// and is free is the floor's to say: the change-table workflow asks it before this is decided.
import { domainError } from '../shared/domain-error.ts';
import type { CallCustomer, ChangeOrderTable } from './order.commands.ts';
import { OrderCustomerCalled, OrderTableChanged, type OrderEvent } from './order.events.ts';
import { allowMove } from './order.rulebook.ts';
import type { ExistingOrder } from './order.state.ts';

export function changeTable(command: ChangeOrderTable, order: ExistingOrder): OrderEvent[] {
  const { tableNumber } = command.data;
  if (order.deliveryType !== 'SERVE') throw domainError('ORDER_NOT_AT_TABLE');
  if (tableNumber === order.tableNumber) return [];
  allowMove(order, { type: 'CHANGE_TABLE' });
  return [
    OrderTableChanged({
      orderId: order.orderId,
      tableNumber,
      previousTableNumber: order.tableNumber,
    }),
  ];
}

export function callCustomer(command: CallCustomer, order: ExistingOrder): OrderEvent[] {
  allowMove(order, { type: 'CALL_CUSTOMER' });
  const status = order.status as 'READYTOSERVE' | 'READYTOPICKUP';
  return [OrderCustomerCalled({ orderId: order.orderId, status, bySms: command.data.bySms })];
}
