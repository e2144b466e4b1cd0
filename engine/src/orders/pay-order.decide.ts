// Money on an order: payments received and the way the customer means to pay. A postpaid order
// is paid whenever the money comes (at the table, at the counter, to the courier); only a
// SUBMITTED order changes status with it, to PAID, once the payment covers the price.
import { DomainError, domainError, errorMessages } from '../shared/domain-error.ts';
import type { ChangeOrderPaymentMethod, PayOrder } from './order.commands.ts';
import { OrderPaid, OrderPaymentMethodChanged, type OrderEvent } from './order.events.ts';
import { allowMove, nextStatus } from './order.rulebook.ts';
import { balanceDue, isPaid, type ExistingOrder } from './order.state.ts';

export function payOrder(command: PayOrder, order: ExistingOrder): OrderEvent[] {
  if (command.data.keepUpToBalance) return keepUpToBalance(command, order);
  if (isPaid(order)) throw domainError('ORDER_ALREADY_PAID', { orderId: order.orderId });
  if (command.data.parts) return paySplit(command, order);
  const due = balanceDue(order);
  const {
    amount = due,
    paymentMethod = order.paymentMethod,
    gateway,
    transactionId,
  } = command.data;
  // Change is given in cash, never recorded: a payment above the balance is a typing mistake.
  if (amount > due) throw domainError('PAYMENT_EXCEEDS_BALANCE', { amount, balanceDue: due });
  const status = allowMove(order, { type: 'PAY', settles: amount === due });
  return [
    OrderPaid({ orderId: order.orderId, amount, paymentMethod, gateway, transactionId, status }),
  ];
}

/**
 * Money the payer already gave (a verified online payment): the order keeps what it still owes of
 * it, up to its amount — nothing when settled, closed, or already paid by this transaction — and
 * never refuses, since the money is taken either way; what it does not keep is given back.
 */
function keepUpToBalance(command: PayOrder, order: ExistingOrder): OrderEvent[] {
  const { amount = 0, paymentMethod = order.paymentMethod, gateway, transactionId } = command.data;
  const { merchant } = command.data;
  if (transactionId !== undefined && order.paidTransactions.includes(transactionId)) return [];
  const due = balanceDue(order);
  const kept = Math.min(due, amount);
  if (kept === 0) return [];
  const status = nextStatus(order, { type: 'PAY', settles: kept === due });
  if (status === undefined) return [];
  return [
    OrderPaid({
      orderId: order.orderId,
      amount: kept,
      paymentMethod,
      gateway,
      transactionId,
      ...(merchant ? { merchant } : {}),
      status,
    }),
  ];
}

/**
 * A split bill (MULTI): card, cash, credit … in one go. The parts must add up to exactly the
 * balance due (a field error otherwise), and each is its own payment, so reports count each
 * method's money; the last one settles the order.
 */
function paySplit(command: PayOrder, order: ExistingOrder): OrderEvent[] {
  const parts = command.data.parts ?? [];
  const due = balanceDue(order);
  const total = parts.reduce((sum, p) => sum + p.amount, 0);
  if (total !== due || command.data.amount !== undefined) {
    const code = 'PAYMENT_PARTS_MISMATCH';
    throw new DomainError(code, [{ field: 'parts', code, message: errorMessages[code] }], {
      total,
      balanceDue: due,
    });
  }
  const events: OrderEvent[] = [];
  let paidSoFar = 0;
  for (const [i, part] of parts.entries()) {
    paidSoFar += part.amount;
    const status = allowMove(
      { ...order, amountPaid: order.amountPaid + paidSoFar - part.amount },
      { type: 'PAY', settles: i === parts.length - 1 },
    );
    const { gateway, transactionId } = command.data;
    events.push(OrderPaid({ orderId: order.orderId, ...part, gateway, transactionId, status }));
  }
  return events;
}

export function changePaymentMethod(
  command: ChangeOrderPaymentMethod,
  order: ExistingOrder,
): OrderEvent[] {
  const { paymentMethod } = command.data;
  if (paymentMethod === order.paymentMethod) return [];
  // Once settled, the method is history: reports count the money by it.
  if (isPaid(order)) throw domainError('ORDER_ALREADY_PAID', { orderId: order.orderId });
  allowMove(order, { type: 'CHANGE_PAYMENT_METHOD' });
  return [
    OrderPaymentMethodChanged({
      orderId: order.orderId,
      paymentMethod,
      previousPaymentMethod: order.paymentMethod,
    }),
  ];
}
