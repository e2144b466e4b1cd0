// What one food-marketplace (SNAPPFOOD) order adds to its Tehran day (marketplace-sales.ledger.ts):
// counts, sales and every kind of discount. Worked out from the order's document after each event;
// a day takes the difference between the order's tally after and before the event.
import type { OrderLine, PriceBreakdown } from '@sofre/engine/pricing';

export interface CountAndAmount {
  readonly count: number;
  readonly amount: number;
}

/** Integer Rial and counts. */
export interface MarketplaceTotals {
  readonly orders: number;
  readonly rejected: number;
  /** finalPrice of the orders still counted, less what was refunded of them. */
  readonly sale: number;
  readonly refunded: number;
  readonly deliveryCost: number;
  readonly packaging: number;
  readonly tax: number;
  /** Orders counted that carry any discount. */
  readonly discountedOrders: number;
  /** finalPrice plus every discount: what the goods cost before discounts. */
  readonly grossSale: number;
  readonly itemDiscount: number;
  readonly freeItems: number;
  readonly orderDiscount: number;
  readonly packagingDiscount: number;
  readonly byDeliveryType: Readonly<Record<string, CountAndAmount>>;
}

/** One marketplace order, as the report reads it off the order's document. */
export interface MarketplaceOrderMark {
  readonly kind: 'order';
  readonly deliveryType: string;
  readonly price: PriceBreakdown;
  /** The menu items' own discounts over the paid lines. */
  readonly itemDiscount: number;
  /** What the free lines (a FREEITEM code) were worth. */
  readonly freeItems: number;
  readonly refunded: number;
  readonly rejected: boolean;
}

type Money = Exclude<keyof MarketplaceTotals, 'byDeliveryType'>;
const MONEY: readonly Money[] = [
  'orders',
  'rejected',
  'sale',
  'refunded',
  'deliveryCost',
  'packaging',
  'tax',
  'discountedOrders',
  'grossSale',
  'itemDiscount',
  'freeItems',
  'orderDiscount',
  'packagingDiscount',
];

export const emptyMarketplaceTotals: MarketplaceTotals = {
  ...(Object.fromEntries(MONEY.map((m) => [m, 0])) as Record<Money, number>),
  byDeliveryType: {},
};

/** The lines' discounts: the items' own, and what free lines were worth. */
export function lineDiscounts(lines: readonly OrderLine[]) {
  let itemDiscount = 0;
  let freeItems = 0;
  for (const l of lines) {
    if (l.isFreeItem) freeItems += (l.price - l.discount) * l.count;
    else itemDiscount += l.discount * l.count;
  }
  return { itemDiscount, freeItems };
}

export const totalDiscountOf = (
  t: Pick<MarketplaceTotals, 'itemDiscount' | 'freeItems' | 'orderDiscount' | 'packagingDiscount'>,
) => t.itemDiscount + t.freeItems + t.orderDiscount + t.packagingDiscount;

/** What the order adds to its day now: only its count once rejected. */
export function marketplaceTallyOf(mark: MarketplaceOrderMark | undefined): MarketplaceTotals {
  if (mark === undefined) return emptyMarketplaceTotals;
  if (mark.rejected)
    return { ...emptyMarketplaceTotals, orders: 1, rejected: 1, refunded: mark.refunded };
  const p = mark.price;
  const discounts = {
    itemDiscount: mark.itemDiscount,
    freeItems: mark.freeItems,
    orderDiscount: p.finalDiscountAmount,
    packagingDiscount: p.discountPackagingCost,
  };
  const total = totalDiscountOf(discounts);
  const sale = p.finalPrice - mark.refunded;
  return {
    orders: 1,
    rejected: 0,
    sale,
    refunded: mark.refunded,
    deliveryCost: p.deliveryCost,
    packaging: p.totalPackagingCost,
    tax: p.tax,
    discountedOrders: total > 0 ? 1 : 0,
    grossSale: p.finalPrice + total,
    ...discounts,
    byDeliveryType: { [mark.deliveryType]: { count: 1, amount: sale } },
  };
}

/** a + sign × b, field by field (a mix entry that comes to nothing is dropped). */
export function addMarketplaceTotals(
  a: MarketplaceTotals,
  b: MarketplaceTotals,
  sign: 1 | -1 = 1,
): MarketplaceTotals {
  const money = Object.fromEntries(MONEY.map((m) => [m, a[m] + sign * b[m]]));
  const byDeliveryType: Record<string, CountAndAmount> = { ...a.byDeliveryType };
  for (const [key, v] of Object.entries(b.byDeliveryType)) {
    const was = byDeliveryType[key] ?? { count: 0, amount: 0 };
    const next = { count: was.count + sign * v.count, amount: was.amount + sign * v.amount };
    if (next.count === 0 && next.amount === 0) delete byDeliveryType[key];
    else byDeliveryType[key] = next;
  }
  return { ...(money as Record<Money, number>), byDeliveryType };
}
