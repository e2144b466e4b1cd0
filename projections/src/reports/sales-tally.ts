// What one order adds to the sales report, and how hour and day rows add orders up. An order's
// tally is worked out from its helper row (OrderSalesMark) after each event; a period row takes
// the difference between the order's tally after and before the event (hourly-sales.ledger.ts).
import type { OrderEvent } from '@sofre/engine/orders';
import type { PriceBreakdown } from '@sofre/engine/pricing';

export interface CountAndAmount {
  readonly count: number;
  readonly amount: number;
}

/** Money of the sales report, all integer Rial. */
export interface SalesTotals {
  /** Orders counted as sales (counts-as-sale.ts). */
  readonly orders: number;
  /** Of those, orders rejected (they left the sales). */
  readonly rejected: number;
  /** finalPrice of the orders still counted, less what was refunded of them. */
  readonly sale: number;
  readonly refunded: number;
  /** Tips of the orders still counted; a fully refunded order's went back with it. */
  readonly tip: number;
  /** The platform's service fee (totalServiceFee). */
  readonly serviceFee: number;
  /** The salon's service charge (serviceChargeFinalPrice). */
  readonly serviceCharge: number;
  readonly packaging: number;
  readonly discount: number;
  readonly tax: number;
  readonly deliveryCost: number;
  /** By source, delivery type ('NONE' when not given) and payment method: orders and sale. */
  readonly bySource: Readonly<Record<string, CountAndAmount>>;
  readonly byDeliveryType: Readonly<Record<string, CountAndAmount>>;
  readonly byPaymentMethod: Readonly<Record<string, CountAndAmount>>;
}

type OrderSubmittedData = Extract<OrderEvent, { type: 'OrderSubmitted' }>['data'];

/** One order, as the sales report remembers it (an unlisted helper row). */
export interface OrderSalesMark {
  readonly kind: 'order';
  readonly source: OrderSubmittedData['source'];
  readonly deliveryType: string;
  readonly paymentMethod: OrderSubmittedData['paymentMethod'];
  readonly price: PriceBreakdown;
  readonly amountPaid: number;
  readonly refunded: number;
  readonly rejected: boolean;
  /** It counts as a sale (counts-as-sale.ts); until then it adds nothing, not even a rejection. */
  readonly sale: boolean;
}

type Money = Exclude<keyof SalesTotals, `by${string}`>;
const MONEY: readonly Money[] = [
  'orders',
  'rejected',
  'sale',
  'refunded',
  'tip',
  'serviceFee',
  'serviceCharge',
  'packaging',
  'discount',
  'tax',
  'deliveryCost',
];

/** All of its price was given back: its tip went back with the rest. */
const isFullyRefunded = (mark: OrderSalesMark) =>
  mark.refunded > 0 && mark.refunded >= mark.price.finalPrice;

export const emptyTotals: SalesTotals = {
  ...(Object.fromEntries(MONEY.map((m) => [m, 0])) as Record<Money, number>),
  bySource: {},
  byDeliveryType: {},
  byPaymentMethod: {},
};

/** What the order adds to the report now: nothing before it is a sale, no money once rejected. */
export function tallyOf(mark: OrderSalesMark | undefined): SalesTotals {
  if (mark === undefined || !mark.sale) return emptyTotals;
  const rejected = mark.rejected ? 1 : 0;
  if (mark.rejected) return { ...emptyTotals, orders: 1, rejected, refunded: mark.refunded };
  const p = mark.price;
  const sale = p.finalPrice - mark.refunded;
  const one = { count: 1, amount: sale };
  return {
    orders: 1,
    rejected,
    sale,
    refunded: mark.refunded,
    tip: isFullyRefunded(mark) ? 0 : p.tip,
    serviceFee: p.totalServiceFee,
    serviceCharge: p.serviceChargeFinalPrice,
    packaging: p.totalPackagingCost,
    discount: p.finalDiscountAmount,
    tax: p.tax,
    deliveryCost: p.deliveryCost,
    bySource: { [mark.source]: one },
    byDeliveryType: { [mark.deliveryType]: one },
    byPaymentMethod: { [mark.paymentMethod]: one },
  };
}

function addBreakdown(
  a: Readonly<Record<string, CountAndAmount>>,
  b: Readonly<Record<string, CountAndAmount>>,
  sign: 1 | -1,
): Record<string, CountAndAmount> {
  const out: Record<string, CountAndAmount> = { ...a };
  addBreakdownInto(out, b, sign);
  return out;
}

function addBreakdownInto(
  out: Record<string, CountAndAmount>,
  b: Readonly<Record<string, CountAndAmount>>,
  sign: 1 | -1,
): void {
  for (const [key, v] of Object.entries(b)) {
    const was = out[key] ?? { count: 0, amount: 0 };
    const next = { count: was.count + sign * v.count, amount: was.amount + sign * v.amount };
    if (next.count === 0 && next.amount === 0) delete out[key];
    else out[key] = next;
  }
}

/**
 * a + sign × b, field by field: written out, because a rebuild adds totals twice per order event
 * and hour (a list of fields made into an object made three times the garbage).
 */
export function addTotals(a: SalesTotals, b: SalesTotals, sign: 1 | -1 = 1): SalesTotals {
  return {
    orders: a.orders + sign * b.orders,
    rejected: a.rejected + sign * b.rejected,
    sale: a.sale + sign * b.sale,
    refunded: a.refunded + sign * b.refunded,
    tip: a.tip + sign * b.tip,
    serviceFee: a.serviceFee + sign * b.serviceFee,
    serviceCharge: a.serviceCharge + sign * b.serviceCharge,
    packaging: a.packaging + sign * b.packaging,
    discount: a.discount + sign * b.discount,
    tax: a.tax + sign * b.tax,
    deliveryCost: a.deliveryCost + sign * b.deliveryCost,
    bySource: addBreakdown(a.bySource, b.bySource, sign),
    byDeliveryType: addBreakdown(a.byDeliveryType, b.byDeliveryType, sign),
    byPaymentMethod: addBreakdown(a.byPaymentMethod, b.byPaymentMethod, sign),
  };
}

type Draft = { -readonly [K in keyof SalesTotals]: SalesTotals[K] };

/** A copy of the totals whose records addTotalsInto may change in place. */
export const copyTotals = (t: SalesTotals): SalesTotals => ({
  orders: t.orders,
  rejected: t.rejected,
  sale: t.sale,
  refunded: t.refunded,
  tip: t.tip,
  serviceFee: t.serviceFee,
  serviceCharge: t.serviceCharge,
  packaging: t.packaging,
  discount: t.discount,
  tax: t.tax,
  deliveryCost: t.deliveryCost,
  bySource: { ...t.bySource },
  byDeliveryType: { ...t.byDeliveryType },
  byPaymentMethod: { ...t.byPaymentMethod },
});

/** addTotals into a copy of copyTotals, in place. */
export function addTotalsInto(draft: SalesTotals, b: SalesTotals, sign: 1 | -1): void {
  const a = draft as Draft;
  a.orders += sign * b.orders;
  a.rejected += sign * b.rejected;
  a.sale += sign * b.sale;
  a.refunded += sign * b.refunded;
  a.tip += sign * b.tip;
  a.serviceFee += sign * b.serviceFee;
  a.serviceCharge += sign * b.serviceCharge;
  a.packaging += sign * b.packaging;
  a.discount += sign * b.discount;
  a.tax += sign * b.tax;
  a.deliveryCost += sign * b.deliveryCost;
  addBreakdownInto(a.bySource as Record<string, CountAndAmount>, b.bySource, sign);
  addBreakdownInto(a.byDeliveryType as Record<string, CountAndAmount>, b.byDeliveryType, sign);
  addBreakdownInto(a.byPaymentMethod as Record<string, CountAndAmount>, b.byPaymentMethod, sign);
}

/** Totals of many period rows. */
export const sumTotals = (rows: readonly SalesTotals[]): SalesTotals =>
  rows.reduce((sum, row) => addTotals(sum, row), emptyTotals);
