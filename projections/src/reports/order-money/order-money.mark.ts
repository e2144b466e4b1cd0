// One order as the order-money reports remember it (an unlisted helper row): what it costs, what
// was paid by which method, what was given back, and when it was settled. The lists (paid, unpaid,
// credit) and the day ledger are worked out from this row before and after each event. Payments
// and refunds are money that moved whatever the order; what it still owes and its rejection
// count only once it is a sale (counts-as-sale.ts).
import type { OrderSource, PaymentMethod } from '@sofre/engine';
import type { OrderCustomer, OrderEvent } from '@sofre/engine/orders';
import { utcInstant } from '../../tehran-day.ts';
import { isSaleAfter } from '../counts-as-sale.ts';

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

const isCovered = (mark: OrderMoneyMark): boolean =>
  mark.amountPaid > 0 && mark.amountPaid >= mark.finalPrice;

const plus = (byMethod: ByMethod, shares: ByMethod): ByMethod => {
  const out: Partial<Record<PaymentMethod, number>> = { ...byMethod };
  for (const [method, amount] of Object.entries(shares) as [PaymentMethod, number][])
    out[method] = (out[method] ?? 0) + amount;
  return out;
};

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

function submitted(
  event: Extract<OrderEvent, { type: 'OrderSubmitted' }>,
  number: number,
  at: string,
) {
  const d = event.data;
  const mark: OrderMoneyMark = {
    kind: 'order',
    orderId: d.orderId,
    number,
    source: d.source,
    deliveryType: d.deliveryType,
    paymentMethod: d.paymentMethod,
    tableNumber: d.tableNumber,
    customer: d.customer,
    submittedAt: at,
    finalPrice: d.price.finalPrice,
    amountPaid: 0,
    amountRefunded: 0,
    paidByMethod: {},
    refundedByMethod: {},
    rejected: false,
    sale: isSaleAfter(false, event),
  };
  return mark;
}

function changed(mark: OrderMoneyMark, event: OrderEvent, at: string): OrderMoneyMark {
  switch (event.type) {
    case 'OrderPaid': {
      const { amount, paymentMethod: method } = event.data;
      const paymentMethod =
        mark.amountPaid === 0 || mark.paymentMethod === method ? method : 'MULTI';
      return {
        ...mark,
        paymentMethod,
        amountPaid: mark.amountPaid + amount,
        paidByMethod: plus(mark.paidByMethod, { [method]: amount }),
        creditAt: mark.creditAt ?? (method === 'CREDIT' ? at : undefined),
      };
    }
    case 'OrderEdited':
      return { ...mark, finalPrice: event.data.price.finalPrice };
    case 'OrderDeliveryMethodChanged':
      return {
        ...mark,
        deliveryType: event.data.deliveryType,
        finalPrice: event.data.price.finalPrice,
      };
    case 'OrderPaymentMethodChanged':
      return { ...mark, paymentMethod: event.data.paymentMethod };
    case 'OrderTableChanged':
      return { ...mark, tableNumber: event.data.tableNumber };
    case 'OrderRejected':
      return { ...mark, rejected: true };
    case 'OrderRefunded': {
      const { paymentMethod, amount } = event.data;
      const shares = refundShares(mark, paymentMethod, amount);
      return {
        ...mark,
        amountRefunded: mark.amountRefunded + amount,
        refundedByMethod: plus(mark.refundedByMethod, shares),
      };
    }
    default:
      return mark;
  }
}

/** The order after the event; `number` is the order's number of the day (for OrderSubmitted). */
export function markAfter(
  mark: OrderMoneyMark | undefined,
  event: OrderEvent & { readonly metadata: { readonly occurredAt: string } },
  number: number,
): OrderMoneyMark | undefined {
  const at = utcInstant(event.metadata.occurredAt);
  if (event.type === 'OrderSubmitted') return submitted(event, number, at);
  if (mark === undefined) return undefined;
  const sale = isSaleAfter(mark.sale, event);
  const after = changed(sale === mark.sale ? mark : { ...mark, sale }, event, at);
  // Settled once, the first time its payments cover its price (a payment, or an edit that lowers it).
  return after.paidAt === undefined && isCovered(after) ? { ...after, paidAt: at } : after;
}
