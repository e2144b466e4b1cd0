// Day rows of the operations read models, summed over a period, as the report routes answer them
// (engine contracts reports-operations.contract.ts).
import type {
  DeliveryRow,
  DiningTableOrdersReport,
  ItemSaleView,
  KitchenTimesReport,
  OrderItemSalesRow,
  PrepTimesView,
  ProductSortBy,
  ProductsReportRow,
  StaffOrdersRow,
  StationTimesView,
} from '@sofre/engine/contracts';
import type { ItemPeriodRow, ProductSalesTotals } from '../hourly-item-sales.ledger.ts';
import { addItems, rankItems, type ItemTally } from '../item-tally.ts';
import type { DiningTableTotals } from './dining-tables.ledger.ts';
import { addEntries, type Entries, type Entry } from './entries.ts';
import {
  addKitchenTimes,
  noKitchenTimes,
  type KitchenTimesDay,
  type KitchenTimesTotals,
} from './kitchen-times.ledger.ts';
import { NO_STATION } from './kitchen-setup.ts';
import type { DeliveryTotals, OrderDeliveryTotals } from './order-delivery.ledger.ts';
import { averageMinutes, percentileMinutes, type PrepTimes } from './prep-times.ts';
import type { StaffOrdersTotals } from './staff-orders.ledger.ts';

/** What the kitchen report calls lines no kitchen station prints. */
export const NO_STATION_TITLE = 'بدون ایستگاه آشپزخانه';

const sumEntries = <E extends Entry>(days: readonly Entries<E>[]): Entries<E> =>
  days.reduce<Entries<E>>((sum, day) => addEntries(sum, day), {});

const byNumber = new Intl.Collator('fa', { numeric: true });
const ratio = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);

export function diningTableOrders(
  days: readonly DiningTableTotals[],
): Omit<DiningTableOrdersReport, 'fromDate' | 'toDate'> {
  const tables = sumEntries(days.map((d) => d.tables));
  const figures = (t: { orders: number; guests: number; sale: number }) => ({
    orderCount: t.orders,
    guests: t.guests,
    totalSale: t.sale,
    averageTicket: Math.round(ratio(t.sale, t.orders)),
  });
  const rows = Object.entries(tables).sort(([a], [b]) => byNumber.compare(a, b));
  const sum = rows.reduce(
    (s, [, t]) => ({
      orders: s.orders + t.orders,
      guests: s.guests + t.guests,
      sale: s.sale + t.sale,
    }),
    { orders: 0, guests: 0, sale: 0 },
  );
  return {
    summary: figures(sum),
    data: rows.map(([tableNumber, t]) => ({ tableNumber, ...figures(t) })),
  };
}

export function staffOrders(
  days: readonly StaffOrdersTotals[],
  nameOf: (userId: string) => string,
): { summary: Omit<StaffOrdersRow, 'userId' | 'name'>; data: StaffOrdersRow[] } {
  const staff = sumEntries(days.map((d) => d.staff));
  const data = Object.entries(staff)
    .map(([userId, s]) => ({
      userId,
      name: nameOf(userId),
      orderCount: s.orders - s.rejected,
      rejectedCount: s.rejected,
      totalSale: s.sale,
      totalRefund: s.refunded,
    }))
    .sort((a, b) => b.totalSale - a.totalSale || b.orderCount - a.orderCount);
  const summary = data.reduce(
    (s, r) => ({
      orderCount: s.orderCount + r.orderCount,
      rejectedCount: s.rejectedCount + r.rejectedCount,
      totalSale: s.totalSale + r.totalSale,
      totalRefund: s.totalRefund + r.totalRefund,
    }),
    { orderCount: 0, rejectedCount: 0, totalSale: 0, totalRefund: 0 },
  );
  return { summary, data };
}

/** Items and toppings of hourly-item-sales day rows, summed and most sold first. */
export const itemSalesOver = (rows: readonly ItemPeriodRow[]): ItemSaleView[] =>
  rankItems(rows.reduce<ItemTally>((sum, r) => addItems(sum, r.items), {}));

export function orderItemSales(sales: readonly ItemSaleView[]) {
  const items = sales.filter((s) => s.kind === 'ITEM');
  const totalAmount = items.reduce((s, i) => s + i.amount, 0);
  const totalCount = items.reduce((s, i) => s + i.count, 0);
  const data: OrderItemSalesRow[] = items.map((i) => ({
    menuItemId: i.id,
    title: i.title,
    count: i.count,
    amount: i.amount,
    share: ratio(i.amount, totalAmount),
  }));
  return { totalCount, totalAmount, data };
}

export interface MenuPlace {
  readonly categoryId: string;
  readonly categoryTitle: string;
}

export function productRows(
  days: readonly ProductSalesTotals[],
  placeOf: (menuItemId: string) => MenuPlace | undefined,
): ProductsReportRow[] {
  return Object.entries(sumEntries(days.map((d) => d.products))).map(([menuItemId, p]) => ({
    menuItemId,
    title: p.title,
    ...placeOf(menuItemId),
    count: p.count,
    amount: p.amount,
    refundedCount: p.refundedCount,
    refundedAmount: p.refundedAmount,
    netAmount: p.amount - p.refundedAmount,
  }));
}

const fa = new Intl.Collator('fa');
const PRODUCT_ORDER: Record<ProductSortBy, (a: ProductsReportRow, b: ProductsReportRow) => number> =
  {
    amount: (a, b) => b.amount - a.amount || b.count - a.count,
    count: (a, b) => b.count - a.count || b.amount - a.amount,
    refundedAmount: (a, b) => b.refundedAmount - a.refundedAmount || b.amount - a.amount,
    title: (a, b) => fa.compare(a.title, b.title),
  };

/** Arabic ي and ك typed for Persian ی and ک, and runs of spaces, do not make another word. */
const fold = (text: string) =>
  text.replaceAll('ي', 'ی').replaceAll('ك', 'ک').replace(/\s+/g, ' ').toLowerCase();

/** Products whose title or category holds the search, in the order asked for. */
export function selectProducts(
  rows: readonly ProductsReportRow[],
  search: string | undefined,
  sortBy: ProductSortBy,
): ProductsReportRow[] {
  const needle = fold(search?.trim() ?? '');
  const found = needle
    ? rows.filter((r) => fold(`${r.title} ${r.categoryTitle ?? ''}`).includes(needle))
    : [...rows];
  return found.sort(
    (a, b) => PRODUCT_ORDER[sortBy](a, b) || (a.menuItemId < b.menuItemId ? -1 : 1),
  );
}

export function orderDelivery(days: readonly OrderDeliveryTotals[]) {
  const pairs = Object.values(sumEntries(days.map((d) => d.deliveries)));
  const figures = (list: readonly DeliveryTotals[]) => ({
    orderCount: list.reduce((s, d) => s + d.orders, 0),
    totalSale: list.reduce((s, d) => s + d.sale, 0),
    deliveryCost: list.reduce((s, d) => s + d.deliveryCost, 0),
  });
  const groups = (keyOf: (d: DeliveryTotals) => string | undefined) => {
    const out = new Map<string, DeliveryTotals[]>();
    for (const d of pairs) {
      const key = keyOf(d);
      if (key !== undefined) out.set(key, [...(out.get(key) ?? []), d]);
    }
    return [...out];
  };
  const data: DeliveryRow[] = pairs
    .map((d) => ({
      deliveryType: d.deliveryType,
      ...(d.zoneId === undefined ? {} : { zoneId: d.zoneId, zoneTitle: d.zoneTitle ?? '' }),
      orderCount: d.orders,
      totalSale: d.sale,
      deliveryCost: d.deliveryCost,
    }))
    .sort((a, b) => b.orderCount - a.orderCount || b.totalSale - a.totalSale);
  return {
    summary: figures(pairs),
    byDeliveryType: groups((d) => d.deliveryType).map(([deliveryType, list]) => ({
      deliveryType,
      ...figures(list),
    })),
    byZone: groups((d) => d.zoneId).map(([zoneId, list]) => ({
      zoneId,
      zoneTitle: list.at(-1)?.zoneTitle ?? '',
      ...figures(list),
    })),
    data,
  };
}

const timesView = (t: PrepTimes): PrepTimesView => ({
  orderCount: t.count,
  averageMinutes: averageMinutes(t),
  p90Minutes: percentileMinutes(t, 0.9),
  minutes: { ...t.minutes },
});

function stationsView(totals: KitchenTimesTotals): StationTimesView[] {
  return Object.entries(totals.stations)
    .map(([stationId, s]) => ({
      stationId,
      title: stationId === NO_STATION ? NO_STATION_TITLE : s.title,
      ...timesView(s),
    }))
    .sort((a, b) => b.orderCount - a.orderCount || fa.compare(a.title, b.title));
}

export function kitchenTimes(
  days: readonly KitchenTimesDay[],
): Omit<KitchenTimesReport, 'fromDate' | 'toDate'> {
  const total = days.reduce((sum, d) => addKitchenTimes(sum, d), noKitchenTimes);
  return {
    kitchen: timesView(total.kitchen),
    stations: stationsView(total),
    data: days
      .filter((d) => d.kitchen.count !== 0)
      .map((d) => ({ day: d.day, kitchen: timesView(d.kitchen), stations: stationsView(d) })),
  };
}
