// What the settlement routes ask: the vendor's weeks (a row each), one week, and the orders inside
// a week (a page; a search reads the week's rows). Every query filters on the vendor.
import type { SettlementOrderView, SettlementView } from '@sofre/engine/contracts';
import { PROJECTION } from '../../all.projections.ts';
import type { ReadModelStore, StoredRow } from '../../read-models/read-model.store.ts';
import { daysWindow } from '../report-periods.ts';
import { ordersOf } from './order-join.ts';
import {
  matchesSearch,
  pageOfMatches,
  pageOfRows,
  scanRows,
  type Page,
  type PageRequest,
} from './row-scan.ts';
import { emptySettlement, settlementOrderView, settlementView } from './settlement-views.ts';
import { weekOfDay } from './settlement-weeks.ts';
import {
  settlementKey,
  type SettlementOrderRow,
  type SettlementRow,
} from './settlements.ledger.ts';

export interface SettlementQueries {
  /** Settlements newest first, a page: every week, or the weeks overlapping fromDay..toDay. */
  settlements(
    vendorId: string,
    request: { readonly fromDay?: string; readonly toDay?: string; readonly page: PageRequest },
    now: Date,
  ): Promise<Page<SettlementView>>;
  /** One week's settlement (all zero when nothing moved online in it). */
  settlement(vendorId: string, settlementId: string, now: Date): Promise<SettlementView>;
  /** The orders with online money in the week, latest first, a page. */
  settlementOrders(
    vendorId: string,
    settlementId: string,
    request: { readonly search?: string; readonly page: PageRequest },
  ): Promise<Page<SettlementOrderView>>;
  /** The same orders, oldest first, a chunk at a time (the Excel file). */
  settlementOrderChunks(
    vendorId: string,
    settlementId: string,
    search?: string,
  ): AsyncIterable<SettlementOrderView[]>;
}

const docs = <T>(rows: readonly StoredRow[]) => rows.map((r) => r.doc as T);

export function createSettlementQueries(readModels: ReadModelStore): SettlementQueries {
  const projection = PROJECTION.settlements;
  const ordersWindow = (vendorId: string, settlementId: string) => {
    const week = weekOfDay(settlementId);
    const kind = ['SETTLEMENT_ORDER'];
    return { projection, vendorId, kind, sortFrom: week.startsAt, sortTo: week.endsAt };
  };
  const withOrders = async (vendorId: string, rows: readonly SettlementOrderRow[]) => {
    const orders = await ordersOf(
      readModels,
      vendorId,
      rows.map((r) => r.orderId),
    );
    return rows.map((r) => settlementOrderView(r, orders.get(r.orderId)));
  };
  async function* chunks(vendorId: string, settlementId: string, search?: string) {
    for await (const rows of scanRows(readModels, ordersWindow(vendorId, settlementId))) {
      const views = await withOrders(vendorId, docs<SettlementOrderRow>(rows));
      const found = views.filter((v) =>
        matchesSearch(search, [v.orderId, v.orderNumber, v.customerName]),
      );
      if (found.length > 0) yield found;
    }
  }
  return {
    async settlements(vendorId, { fromDay, toDay, page }, now) {
      // A week is found by its start: from the start of fromDay's week to the end of toDay.
      const query = {
        projection,
        vendorId,
        kind: ['SETTLEMENT'],
        sortFrom: fromDay === undefined ? undefined : weekOfDay(fromDay).startsAt,
        sortTo: toDay === undefined ? undefined : daysWindow(toDay, toDay).sortTo,
      };
      const { rows, total } = await pageOfRows(readModels, query, page);
      return { rows: docs<SettlementRow>(rows).map((r) => settlementView(r, now)), total };
    },
    async settlement(vendorId, settlementId, now) {
      const stored = await readModels.getRow(
        projection,
        settlementKey(vendorId, settlementId),
        vendorId,
      );
      const row = (stored?.doc as SettlementRow | undefined) ?? emptySettlement(settlementId);
      return settlementView(row, now);
    },
    async settlementOrders(vendorId, settlementId, { search, page }) {
      if (search !== undefined) return pageOfMatches(chunks(vendorId, settlementId, search), page);
      const found = await pageOfRows(readModels, ordersWindow(vendorId, settlementId), page);
      return {
        rows: await withOrders(vendorId, docs<SettlementOrderRow>(found.rows)),
        total: found.total,
      };
    },
    settlementOrderChunks: chunks,
  };
}
