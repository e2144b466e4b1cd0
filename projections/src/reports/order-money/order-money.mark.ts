// One order as the order-money reports read it off the reports' order document
// (order-money.of-document.ts): what it costs, what was paid by which method, what was given back,
// and when it was settled. The lists (paid, unpaid, credit) and the day ledger are worked out from
// it before and after each event. Payments and refunds are money that moved whatever the order;
// what it still owes and its rejection count only once it is a sale (counts-as-sale.ts).
import type { OrderSource, PaymentMethod } from '@sofre/engine';
import type { OrderCustomer } from '@sofre/engine/orders';

/** Amounts per payment method, integer Rial. */
export type ByMethod = Readonly<Partial<Record<PaymentMethod, number>>>;

export interface OrderMoneyMark {
  readonly kind: 'order';
  readonly orderId: string;
  readonly number: number;
  readonly source: OrderSource;
  readonly deliveryType?: string | undefined;
  /** As the order was paid: the first payment's method, MULTI once a second one differs. */
  readonly paymentMethod: PaymentMethod;
  readonly tableNumber?: string | undefined;
  readonly customer?: OrderCustomer | undefined;
  readonly submittedAt: string;
  readonly finalPrice: number;
  readonly amountPaid: number;
  readonly amountRefunded: number;
  readonly paidByMethod: ByMethod;
  readonly refundedByMethod: ByMethod;
  /** The first moment its payments covered its price. */
  readonly paidAt?: string | undefined;
  /** Its first payment on credit. */
  readonly creditAt?: string | undefined;
  readonly rejected: boolean;
  /** It counts as a sale (counts-as-sale.ts): before, nothing is due on it. */
  readonly sale: boolean;
}

/** The customer's id, else their phone; '' for an order without a customer. */
export const customerKeyOf = (mark: OrderMoneyMark): string =>
  mark.customer?.id ?? mark.customer?.phone ?? '';

export const amountDue = (mark: OrderMoneyMark): number =>
  Math.max(0, mark.finalPrice - mark.amountPaid);

// Which method a refund gives back from, after the method the refund names: credit first (the
// customer's tab shrinks before cash goes back), then the others in a fixed order.
const REFUND_ORDER: readonly PaymentMethod[] = [
  'CREDIT',
  'CASH',
  'CARD',
  'ONLINE',
  'FOODRO',
  'UNPAID',
  'MULTI',
];

/**
 * How a refund splits over the methods the order was paid by. The engine names the order's own
 * payment method on a counter refund (and ONLINE when it goes back through a gateway), which need
 * not be how it was paid (a bill meant for cash paid by card): the refund is taken from the money
 * each method paid and has not had back yet, the named method first.
 */
export function refundShares(
  mark: OrderMoneyMark,
  method: PaymentMethod,
  amount: number,
): ByMethod {
  if (method === 'ONLINE') return { ONLINE: amount };
  const shares: Partial<Record<PaymentMethod, number>> = {};
  let rest = amount;
  for (const m of new Set([method, ...REFUND_ORDER])) {
    const left = (mark.paidByMethod[m] ?? 0) - (mark.refundedByMethod[m] ?? 0);
    const take = Math.min(rest, Math.max(0, left));
    if (take > 0) shares[m] = take;
    rest -= take;
  }
  if (rest > 0) shares[method] = (shares[method] ?? 0) + rest;
  return shares;
}
