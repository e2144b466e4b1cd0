// decide asks the machine through these: can the order make this move, and where does it land?
import { transition } from 'xstate';
import { domainError } from '../shared/domain-error.ts';
import type { OrderStatus } from '../shared/enums.ts';
import { orderMachine, orderSnapshot, type OrderMachineEvent } from './order.machine.ts';
import { machineContext, type ExistingOrder } from './order.state.ts';

/** The status after the move, or undefined when the rulebook refuses it. */
export function nextStatus(order: ExistingOrder, move: OrderMachineEvent): OrderStatus | undefined {
  const snapshot = orderSnapshot(order.status, machineContext(order));
  // transition() answers an unhandled event with the same snapshot, so can() comes first.
  if (!snapshot.can(move)) return undefined;
  return transition(orderMachine, snapshot, move)[0].value as OrderStatus;
}

/** The status after the move; a refused move answers INVALID_ORDER_STATE. */
export function allowMove(order: ExistingOrder, move: OrderMachineEvent): OrderStatus {
  const next = nextStatus(order, move);
  if (next === undefined) {
    throw domainError('INVALID_ORDER_STATE', { status: order.status, move: move.type });
  }
  return next;
}
