// What the drawer offers for an order, asked of the engine's order machine (STYLE §5, §12): the
// UI never repeats the rulebook, it builds the machine's context from the order as the tracker
// shows it and asks `can(move)` — the same answer the server's decide gets.
import type { OrderStatus } from '@sofre/engine';
import type { OrderTracker } from '@sofre/engine/contracts';
import {
  isPrepaidOrder,
  orderMachine,
  orderSnapshot,
  type OrderMachineContext,
  type OrderMachineEvent,
} from '@sofre/engine/orders';
import { transition } from 'xstate';

/** What is still owed: the price less what was paid (a refund does not make money owed again). */
export const balanceDueOf = (order: OrderTracker): number =>
  Math.max(0, order.finalPrice - order.amountPaid);

/** What may still be given back: what was paid and not refunded yet. */
export const refundableOf = (order: OrderTracker): number =>
  Math.max(0, order.amountPaid - (order.amountRefunded ?? 0));

/** Why the signed-in staff member cannot refund the order now (undefined: they can). */
export type RefundBlock = 'permission' | 'nothingPaid' | 'allRefunded';

export function refundBlockOf(order: OrderTracker, mayRefund: boolean): RefundBlock | undefined {
  if (!mayRefund) return 'permission';
  if (order.amountPaid <= 0) return 'nothingPaid';
  return refundableOf(order) > 0 ? undefined : 'allRefunded';
}

/** Where a NEEDFORCALL order returns when the call is done: the status before it on the timeline. */
function beforeCall(order: OrderTracker): OrderStatus | undefined {
  if (order.status !== 'NEEDFORCALL') return undefined;
  const call = order.timeline.findLastIndex((t) => t.status === 'NEEDFORCALL');
  return order.timeline[call - 1]?.status;
}

export const machineContextOf = (order: OrderTracker): OrderMachineContext => ({
  deliveryType: order.deliveryType,
  prepaid: isPrepaidOrder(order),
  balanceDue: balanceDueOf(order) > 0,
  beforeCall: beforeCall(order),
});

/** The moves that change the status, in the order the drawer shows them (REJECT has its dialog). */
const STATUS_MOVES = [
  'CONFIRM',
  'MARK_READY',
  'DISPATCH',
  'DELIVER',
  'FINISH',
  'NEED_CALL',
  'RESUME',
] as const satisfies readonly OrderMachineEvent['type'][];
export type StatusMove = (typeof STATUS_MOVES)[number];

export interface StatusStep {
  readonly move: StatusMove;
  /** The status PATCH /api/orders/state is asked for. */
  readonly target: OrderStatus;
}

/**
 * How the lines may change: 'order' is an edit (PATCH /api/orders; counts may grow only while
 * SUBMITTED), 'bill' a round on an open salon bill (PUT /api/orders/editpostpaid; no cap until
 * paid). An open bill (an unpaid salon order) taken as UNPAID, one past the kitchen, or a salon
 * order already paid (dessert after the first round) is a bill.
 */
export type EditMode = 'order' | 'bill';

export interface OrderActions {
  readonly steps: readonly StatusStep[];
  readonly reject: boolean;
  readonly edit: EditMode | undefined;
  readonly pay: boolean;
  readonly changeTable: boolean;
  readonly callCustomer: boolean;
  /** A refund is money, not a move: possible in any status once something was paid. */
  readonly refund: boolean;
}

export function orderActions(order: OrderTracker): OrderActions {
  const snapshot = orderSnapshot(order.status, machineContextOf(order));
  const steps = STATUS_MOVES.filter((type) => snapshot.can({ type })).map((type) => ({
    move: type,
    target: transition(orderMachine, snapshot, { type })[0].value as OrderStatus,
  }));
  const edit = snapshot.can({ type: 'EDIT' });
  const bill = snapshot.can({ type: 'EDIT_BILL', adds: true });
  // A paid salon order takes another round as a bill (owed on its own), not as an edit.
  const settled = order.amountPaid >= order.finalPrice;
  return {
    steps,
    reject: snapshot.can({ type: 'REJECT' }),
    edit:
      bill && (order.paymentMethod === 'UNPAID' || !edit || settled)
        ? 'bill'
        : edit
          ? 'order'
          : undefined,
    pay: snapshot.can({ type: 'PAY', settles: true }),
    changeTable: snapshot.can({ type: 'CHANGE_TABLE' }),
    callCustomer: snapshot.can({ type: 'CALL_CUSTOMER' }),
    refund: refundableOf(order) > 0,
  };
}
