// The dashboard's figures from its hour rows: one pure function for the gateway's answer and for
// the browser, which works them out again each time a live hour row arrives.
import type {
  Comparison,
  DashboardFigures,
  ItemsHourRow,
  ReportHourRow,
  SalesHourRow,
} from './reports-dashboard.contract.ts';
import type { ItemSaleView } from './reports.contract.ts';

type Mix = Readonly<Record<string, { readonly count: number; readonly amount: number }>>;

/** How many items and toppings the dashboard lists. */
export const DASHBOARD_TOP = 8;

/** The hour of day (0–23) of an hour row's period ('2025-03-21T14'). */
export const hourOfPeriod = (period: string): number => Number(period.slice(11, 13));

/** A live hour row's key in a topic: its report and its hour. */
export const reportRowKey = (row: ReportHourRow): string => `${row.report}:${row.period}`;

function addMix(into: Record<string, { count: number; amount: number }>, mix: Mix) {
  for (const [key, { count, amount }] of Object.entries(mix)) {
    const was = into[key] ?? { count: 0, amount: 0 };
    const next = { count: was.count + count, amount: was.amount + amount };
    // An order submitted in one hour and rejected in another comes to nothing: it leaves the mix.
    if (next.count === 0 && next.amount === 0) delete into[key];
    else into[key] = next;
  }
}

function sumHours(hours: readonly SalesHourRow[]) {
  const sum = { orders: 0, sale: 0, tips: 0, rejected: 0 };
  const bySource = {};
  const byDeliveryType = {};
  const byPaymentMethod = {};
  for (const h of hours) {
    sum.orders += h.orderCount;
    sum.sale += h.totalSale;
    sum.tips += h.totalTip;
    sum.rejected += h.rejectedCount;
    addMix(bySource, h.bySource);
    addMix(byDeliveryType, h.byDeliveryType);
    addMix(byPaymentMethod, h.byPaymentMethod);
  }
  return { ...sum, bySource, byDeliveryType, byPaymentMethod };
}

const average = (sale: number, orders: number) => (orders > 0 ? Math.round(sale / orders) : 0);

/** Items of many hours together, biggest amount (then count) first. */
export function itemsOfHours(hours: readonly ItemsHourRow[]): ItemSaleView[] {
  const byKey = new Map<string, ItemSaleView>();
  for (const item of hours.flatMap((h) => h.items)) {
    const key = `${item.kind}:${item.id}`;
    const was = byKey.get(key);
    byKey.set(
      key,
      was ? { ...was, count: was.count + item.count, amount: was.amount + item.amount } : item,
    );
  }
  return [...byKey.values()]
    .filter((i) => i.count !== 0 || i.amount !== 0)
    .sort((a, b) => b.amount - a.amount || b.count - a.count);
}

/**
 * Today's figures against the same weekday a week ago, counted up to the end of `hour` (a day
 * half over is not weighed against a whole one).
 */
export function dashboardFigures(input: {
  readonly hours: readonly SalesHourRow[];
  readonly weekAgoHours: readonly SalesHourRow[];
  readonly itemHours: readonly ItemsHourRow[];
  readonly hour: number;
}): DashboardFigures {
  const today = sumHours(input.hours);
  const weekAgo = sumHours(input.weekAgoHours.filter((h) => hourOfPeriod(h.period) <= input.hour));
  const compare = (pick: (s: typeof today) => number): Comparison => ({
    today: pick(today),
    weekAgo: pick(weekAgo),
  });
  const items = itemsOfHours(input.itemHours);
  return {
    sale: compare((s) => s.sale),
    orders: compare((s) => s.orders),
    averageTicket: compare((s) => average(s.sale, s.orders)),
    tips: compare((s) => s.tips),
    rejected: compare((s) => s.rejected),
    bySource: today.bySource,
    byDeliveryType: today.byDeliveryType,
    byPaymentMethod: today.byPaymentMethod,
    topItems: items.filter((i) => i.kind === 'ITEM').slice(0, DASHBOARD_TOP),
    topToppings: items.filter((i) => i.kind === 'TOPPING').slice(0, DASHBOARD_TOP),
  };
}
