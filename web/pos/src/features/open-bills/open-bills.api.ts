// The orders open in the salon: every page of GET /api/orders in the open statuses (any day: a
// bill may outlive midnight), with the order list's live topic laid over it the way the order
// list does — a bill opened, a round added, a payment or a finish shows at once, without reload.
import { OrderListPage, type OrderListRow } from '@sofre/engine/contracts';
import { apiRequest, useLiveTopic } from '@sofre/web-shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { orderListSearch, overlayLive } from '../order-list/order-filter.ts';
import { isAtTable, openInSalon } from './open-bills.ts';

export const openOrdersKey = ['orders', 'open-in-salon'] as const;

/** The API's largest page; a restaurant has far fewer orders open at once. */
const PAGE_SIZE = 100;
/** A bound on the pages read, should an old vendor have thousands of orders never finished. */
const MAX_PAGES = 20;

async function openOrders(signal: AbortSignal): Promise<OrderListRow[]> {
  const rows: OrderListRow[] = [];
  for (let pageNumber = 1; pageNumber <= MAX_PAGES; pageNumber++) {
    const page = await apiRequest({
      path: `/api/orders?${orderListSearch(openInSalon, pageNumber, PAGE_SIZE)}`,
      response: OrderListPage,
      signal,
    });
    rows.push(...page.data);
    if (page.data.length < PAGE_SIZE || rows.length >= page.totalCount) break;
  }
  return rows;
}

export interface OpenOrders {
  /** The orders at tables now (open bills and paid ones not finished yet), newest first. */
  readonly rows: readonly OrderListRow[];
  readonly isPending: boolean;
}

/** The orders open at tables, kept live; needs orders.view. */
export function useOpenTableOrders(enabled = true): OpenOrders {
  const fetched = useQuery({
    queryKey: openOrdersKey,
    enabled,
    queryFn: ({ signal }) => openOrders(signal),
  });
  const live = useLiveTopic<OrderListRow>(enabled ? 'order-list' : undefined).rows;
  const rows = useMemo(
    () =>
      overlayLive(
        // Every open order was read: a live one that fits is new, whenever it was taken.
        { rows: fetched.data ?? [], firstPage: true, complete: true },
        live.values(),
        openInSalon,
      ).filter(isAtTable),
    [fetched.data, live],
  );
  return { rows, isPending: fetched.isPending };
}
