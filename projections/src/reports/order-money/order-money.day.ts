// The order-money ledger of one vendor and Tehran day: a change counts on the day it happens, like
// a till's day (as in hourly-sales.ledger.ts), so a day that is over never changes again and a
// range of days always sums right. What the day row adds up:
// - payments and refunds by method (a split bill's parts each under its own method);
// - orders settled (their payments first covered their price), what they had paid then and their
//   final price, plus any later payment on, or change of the price of, an order already settled;
// - money paid on credit and given back from credit, per customer;
// - orders rejected, per reason and per source, at their final price then: sales only, as in the
//   cancelled orders list (counts-as-sale.ts).
import type { PaymentMethod } from '@sofre/engine';
import type { OrderEvent } from '@sofre/engine/orders';
import type { Period } from '../report-periods.ts';
import { sameValue } from '../same-value.ts';
import { customerKeyOf, type ByMethod, type OrderMoneyMark } from './order-money.mark.ts';

export interface CountAndAmount {
  readonly count: number;
  readonly amount: number;
}

/** One customer's credit on a day. */
export interface CreditTally {
  readonly customerId?: string | undefined;
  readonly name?: string | undefined;
  readonly phone?: string | undefined;
  /** Orders whose first payment on credit was that day. */
  readonly orders: number;
  readonly amount: number;
  readonly refunded: number;
}

export interface DayTotals {
  readonly paidOrders: number;
  readonly paidAmount: number;
  /** The final prices of the orders settled that day (and later changes of a settled one's). */
  readonly paidPrice: number;
  /** Orders whose payments came by a second method that day. */
  readonly splitOrders: number;
  readonly payments: Readonly<Record<string, CountAndAmount>>;
  readonly refunds: Readonly<Record<string, CountAndAmount>>;
  readonly credit: Readonly<Record<string, CreditTally>>;
  readonly rejectedByReason: Readonly<Record<string, CountAndAmount>>;
  readonly rejectedBySource: Readonly<Record<string, CountAndAmount>>;
}

export interface OrderMoneyDayRow extends DayTotals {
  readonly kind: 'day';
  /** The Tehran day, YYYY-MM-DD. */
  readonly day: string;
  /** When the day begins (UTC): the row's sortAt. */
  readonly startsAt: string;
  readonly position: string;
}

export const emptyDay: DayTotals = {
  paidOrders: 0,
  paidAmount: 0,
  paidPrice: 0,
  splitOrders: 0,
  payments: {},
  refunds: {},
  credit: {},
  rejectedByReason: {},
  rejectedBySource: {},
};

const one = (amount: number): CountAndAmount => ({ count: 1, amount });

/** What each method gave back in the event: the order's refunds per method after less before. */
const givenBack = (was: ByMethod, now: ByMethod): Record<string, CountAndAmount> =>
  Object.fromEntries(
    (Object.entries(now) as [PaymentMethod, number][]).flatMap(([method, total]) => {
      const amount = total - (was[method] ?? 0);
      return amount > 0 ? [[method, one(amount)]] : [];
    }),
  );

/** What the event adds to its day, from the order before and after it. */
export function dayChange(
  was: OrderMoneyMark | undefined,
  now: OrderMoneyMark | undefined,
  event: OrderEvent,
): DayTotals {
  if (was === undefined || now === undefined) return emptyDay;
  const settles = was.paidAt === undefined && now.paidAt !== undefined;
  const paidAmount = settles
    ? now.amountPaid
    : was.paidAt !== undefined && event.type === 'OrderPaid'
      ? event.data.amount
      : 0;
  const paidPrice = settles
    ? now.finalPrice
    : was.paidAt !== undefined
      ? now.finalPrice - was.finalPrice
      : 0;
  const base = { ...emptyDay, paidOrders: settles ? 1 : 0, paidAmount, paidPrice };
  const customer = () => ({
    customerId: now.customer?.id,
    name: now.customer?.name,
    phone: now.customer?.phone,
  });
  switch (event.type) {
    case 'OrderPaid': {
      const { paymentMethod: method, amount } = event.data;
      const split = was.paymentMethod !== 'MULTI' && now.paymentMethod === 'MULTI';
      const credit =
        method === 'CREDIT'
          ? {
              [customerKeyOf(now)]: {
                ...customer(),
                orders: was.creditAt === undefined ? 1 : 0,
                amount,
                refunded: 0,
              },
            }
          : {};
      return { ...base, splitOrders: split ? 1 : 0, payments: { [method]: one(amount) }, credit };
    }
    case 'OrderRefunded': {
      const refunds = givenBack(was.refundedByMethod, now.refundedByMethod);
      const creditBack = (now.refundedByMethod.CREDIT ?? 0) - (was.refundedByMethod.CREDIT ?? 0);
      const credit =
        creditBack > 0
          ? {
              [customerKeyOf(now)]: { ...customer(), orders: 0, amount: 0, refunded: creditBack },
            }
          : {};
      return { ...base, refunds, credit };
    }
    case 'OrderRejected': {
      if (!was.sale) return base;
      const worth = one(now.finalPrice);
      return {
        ...base,
        rejectedByReason: { [event.data.reason ?? '']: worth },
        rejectedBySource: { [now.source]: worth },
      };
    }
    default:
      return base;
  }
}

function addCounts(
  a: Readonly<Record<string, CountAndAmount>>,
  b: Readonly<Record<string, CountAndAmount>>,
): Record<string, CountAndAmount> {
  const out: Record<string, CountAndAmount> = { ...a };
  for (const [key, v] of Object.entries(b)) {
    const was = out[key] ?? { count: 0, amount: 0 };
    out[key] = { count: was.count + v.count, amount: was.amount + v.amount };
  }
  return out;
}

function addCredit(
  a: Readonly<Record<string, CreditTally>>,
  b: Readonly<Record<string, CreditTally>>,
): Record<string, CreditTally> {
  const out: Record<string, CreditTally> = { ...a };
  for (const [key, v] of Object.entries(b)) {
    const was = out[key];
    // The later day's name and phone win: a customer may have corrected them.
    out[key] = {
      customerId: v.customerId ?? was?.customerId,
      name: v.name ?? was?.name,
      phone: v.phone ?? was?.phone,
      orders: (was?.orders ?? 0) + v.orders,
      amount: (was?.amount ?? 0) + v.amount,
      refunded: (was?.refunded ?? 0) + v.refunded,
    };
  }
  return out;
}

/** a + b, field by field. */
export const addDays = (a: DayTotals, b: DayTotals): DayTotals => ({
  paidOrders: a.paidOrders + b.paidOrders,
  paidAmount: a.paidAmount + b.paidAmount,
  paidPrice: a.paidPrice + b.paidPrice,
  splitOrders: a.splitOrders + b.splitOrders,
  payments: addCounts(a.payments, b.payments),
  refunds: addCounts(a.refunds, b.refunds),
  credit: addCredit(a.credit, b.credit),
  rejectedByReason: addCounts(a.rejectedByReason, b.rejectedByReason),
  rejectedBySource: addCounts(a.rejectedBySource, b.rejectedBySource),
});

/** Totals of many day rows. */
export const sumDays = (rows: readonly DayTotals[]): DayTotals => rows.reduce(addDays, emptyDay);

/** The day row after the event, or the row as it was when the event moves no money. */
export function evolveDay(
  row: OrderMoneyDayRow | undefined,
  change: DayTotals,
  period: Period,
  position: string,
): OrderMoneyDayRow | undefined {
  if (sameValue(change, emptyDay)) return row;
  const totals = addDays(row ?? emptyDay, change);
  return { kind: 'day', day: period.period, startsAt: period.startsAt, ...totals, position };
}
