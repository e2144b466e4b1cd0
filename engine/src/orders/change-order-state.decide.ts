// ChangeOrderState: the caller names the status it wants; the machine says whether the order
// can get there from where it is, by which move.
import { domainError, isDomainError } from '../shared/domain-error.ts';
import { OrderStatus } from '../shared/enums.ts';
import type { ChangeOrderState } from './order.commands.ts';
import {
  OrderCallResolved,
  OrderConfirmed,
  OrderDelivered,
  OrderDispatched,
  OrderFinished,
  OrderMarkedReady,
  OrderNeedsCall,
  OrderRejected,
  type OrderEvent,
} from './order.events.ts';
import type { OrderMachineEvent } from './order.machine.ts';
import { nextStatus } from './order.rulebook.ts';
import type { ExistingOrder } from './order.state.ts';

/** Statuses that only make sense once the order knows how it leaves the kitchen. */
const NEEDS_DELIVERY_METHOD: readonly OrderStatus[] = [
  'READYTOSERVE',
  'READYTOPICKUP',
  'READYTOSHIPMENT',
  'DELIVERING',
];

function moveTowards(order: ExistingOrder, target: OrderStatus): OrderMachineEvent | undefined {
  if (order.status === 'NEEDFORCALL' && target === order.beforeCall) return { type: 'RESUME' };
  switch (target) {
    case 'CONFIRMED':
      return { type: 'CONFIRM' };
    case 'READYTOSERVE':
    case 'READYTOPICKUP':
    case 'READYTOSHIPMENT':
      return { type: 'MARK_READY' };
    case 'DELIVERING':
      return { type: 'DISPATCH' };
    case 'DELIVERED':
      return { type: 'DELIVER' };
    case 'FINISHED':
      return { type: 'FINISH' };
    case 'REJECTED':
      return { type: 'REJECT' };
    case 'NEEDFORCALL':
      return { type: 'NEED_CALL' };
    // Orders start in SUBMITTED, and PAID comes with money (PayOrder), never by decree.
    case 'SUBMITTED':
    case 'PAID':
      return undefined;
  }
}

const atTable = (order: ExistingOrder) =>
  order.deliveryType === 'SERVE' && order.tableNumber ? { tableNumber: order.tableNumber } : {};

function eventFor(
  order: ExistingOrder,
  move: OrderMachineEvent,
  target: OrderStatus,
  reason: string | undefined,
): OrderEvent {
  const { orderId } = order;
  if (move.type === 'RESUME') return OrderCallResolved({ orderId, status: target });
  switch (target) {
    case 'READYTOSERVE':
    case 'READYTOPICKUP':
    case 'READYTOSHIPMENT':
      return OrderMarkedReady({ orderId, status: target });
    case 'CONFIRMED':
      return OrderConfirmed({ orderId });
    case 'DELIVERING':
      return OrderDispatched({ orderId });
    case 'DELIVERED':
      return OrderDelivered({ orderId });
    // The table (if any) is named so the floor frees it without reading the order's history.
    case 'FINISHED':
      return OrderFinished({ orderId, ...atTable(order) });
    case 'REJECTED':
      return OrderRejected({ orderId, reason, ...atTable(order) });
    case 'NEEDFORCALL':
      return OrderNeedsCall({ orderId, reason, previousStatus: order.status });
    default:
      throw new Error(`no move leads to ${target}`);
  }
}

/** The one event that moves the order to the target, or the refusal. */
function moveTo(order: ExistingOrder, target: OrderStatus, reason?: string): OrderEvent {
  if (target === order.status) throw domainError('DUPLICATE_ORDER_STATE', { status: target });
  if (NEEDS_DELIVERY_METHOD.includes(target) && order.deliveryType === undefined) {
    throw domainError('ORDER_HAS_TO_HAVE_DELIVER_METHOD', { status: order.status, target });
  }
  const move = moveTowards(order, target);
  // MARK_READY lands on the ready status of the order's delivery type, which must be the target.
  if (move === undefined || nextStatus(order, move) !== target) {
    throw domainError('INVALID_ORDER_STATE', { status: order.status, target });
  }
  return eventFor(order, move, target, reason);
}

export const changeOrderState = (command: ChangeOrderState, order: ExistingOrder): OrderEvent[] => [
  moveTo(order, command.data.target, command.data.reason),
];

/** The statuses the order can be moved to now: the buttons the POS and the KDS show. */
export const allowedTargets = (order: ExistingOrder): OrderStatus[] =>
  OrderStatus.options.filter((target) => {
    try {
      moveTo(order, target);
      return true;
    } catch (e) {
      if (isDomainError(e)) return false;
      throw e;
    }
  });
