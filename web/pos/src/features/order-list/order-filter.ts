// What the cashier narrows the order list to, and how a live row is judged against it. The page
// comes from GET /api/orders; the live topic's rows are laid over it, so a new order or a status
// change shows at once and a row that no longer fits leaves, without reading the page again.
import type { DeliveryType, OrderSource, OrderStatus } from '@sofre/engine';
import { comparePositions, type OrderListRow } from '@sofre/engine/contracts';
import { tehranDayBounds } from './tehran-day.ts';

export interface OrderFilter {
  readonly statuses: readonly OrderStatus[];
  readonly source: OrderSource | undefined;
  /** Not a query parameter of GET /api/orders: applied to the rows the page brings. */
  readonly deliveryType: DeliveryType | undefined;
  /** Tehran days, YYYY-MM-DD; undefined leaves that end open. */
  readonly fromDay: string | undefined;
  readonly toDay: string | undefined;
}

/** Today's orders, any status. */
export const todayFilter = (today: string): OrderFilter => ({
  statuses: [],
  source: undefined,
  deliveryType: undefined,
  fromDay: today,
  toDay: today,
});

/** The query string of GET /api/orders: status repeated once per status (status=A&status=B). */
export function orderListSearch(filter: OrderFilter, pageNumber: number, pageSize: number) {
  const search = new URLSearchParams();
  for (const status of filter.statuses) search.append('status', status);
  if (filter.source) search.set('source', filter.source);
  const { fromDate, toDate } = tehranDayBounds(filter.fromDay, filter.toDay);
  if (fromDate) search.set('fromDate', fromDate);
  if (toDate) search.set('toDate', toDate);
  search.set('pageNumber', String(pageNumber));
  search.set('pageSize', String(pageSize));
  return search;
}

export function matchesFilter(row: OrderListRow, filter: OrderFilter): boolean {
  const { fromDate, toDate } = tehranDayBounds(filter.fromDay, filter.toDay);
  const at = Date.parse(row.submittedAt);
  return (
    (filter.statuses.length === 0 || filter.statuses.includes(row.status)) &&
    (filter.source === undefined || row.source === filter.source) &&
    (filter.deliveryType === undefined || row.deliveryType === filter.deliveryType) &&
    (fromDate === undefined || at >= Date.parse(fromDate)) &&
    (toDate === undefined || at <= Date.parse(toDate))
  );
}

/** Newest first. */
export const sortOrders = (rows: Iterable<OrderListRow>): OrderListRow[] =>
  [...rows].sort((a, b) => b.submittedAt.localeCompare(a.submittedAt) || b.number - a.number);

export interface PageSlice {
  readonly rows: readonly OrderListRow[];
  /** The first page is where new orders arrive. */
  readonly firstPage: boolean;
  /** The page holds every row there is (no older page to push new arrivals past). */
  readonly complete: boolean;
}

/**
 * The page with the live rows laid over it: a row the live topic has newer replaces the page's,
 * a row that no longer fits the filter leaves, and on the first page a live row that fits and is
 * not older than the page's oldest comes in (a new order, or one whose status now fits).
 */
export function overlayLive(
  page: PageSlice,
  live: Iterable<OrderListRow>,
  filter: OrderFilter,
): OrderListRow[] {
  const rows = new Map(page.rows.map((r) => [r.orderId, r]));
  const oldest = page.rows.at(-1)?.submittedAt;
  for (const row of live) {
    const known = rows.get(row.orderId);
    if (known) {
      // Positions that cannot be ordered: the live row is taken (a change is never dropped).
      if ((comparePositions(row.position, known.position) ?? 1) > 0) rows.set(row.orderId, row);
    } else if (
      page.firstPage &&
      (page.complete || oldest === undefined || row.submittedAt >= oldest)
    ) {
      rows.set(row.orderId, row);
    }
  }
  return sortOrders([...rows.values()].filter((r) => matchesFilter(r, filter)));
}
