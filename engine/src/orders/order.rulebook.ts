// decide asks the machine through these: can the order make this move, and where does it land?
import { transition } from 'xstate';
import { domainError } from '../shared/domain-error.ts';
import type { OrderStatus } from '../shared/enums.ts';
import {
  orderMachine,
  orderSnapshot,
  type OrderMachineContext,
  type OrderMachineEvent,
} from './order.machine.ts';
import { machineContext, type ExistingOrder } from './order.state.ts';

function askMachine(
  status: OrderStatus,
  context: OrderMachineContext,
  move: OrderMachineEvent,
): OrderStatus | undefined {
  const snapshot = orderSnapshot(status, context);
  // transition() answers an unhandled event with the same snapshot, so can() comes first.
  if (!snapshot.can(move)) return undefined;
  return transition(orderMachine, snapshot, move)[0].value as OrderStatus;
}

// The machine is a pure function of a few small values (status, context flags, the move), and
// building its snapshot is most of an order's decide: each answer is kept (a few hundred at most).
const answers = new Map<string, OrderStatus | null>();

/** The status after the move, or undefined when the rulebook refuses it. */
export function nextStatus(order: ExistingOrder, move: OrderMachineEvent): OrderStatus | undefined {
  const context = machineContext(order);
  const { deliveryType, prepaid, balanceDue, beforeCall } = context;
  const key = `${order.status}|${deliveryType}|${prepaid}|${balanceDue}|${beforeCall}|${JSON.stringify(move)}`;
  let answer = answers.get(key);
  if (answer === undefined) {
    answer = askMachine(order.status, context, move) ?? null;
    answers.set(key, answer);
  }
  return answer ?? undefined;
}

/** The status after the move; a refused move answers INVALID_ORDER_STATE. */
export function allowMove(order: ExistingOrder, move: OrderMachineEvent): OrderStatus {
  const next = nextStatus(order, move);
  if (next === undefined) {
    throw domainError('INVALID_ORDER_STATE', { status: order.status, move: move.type });
  }
  return next;
}
