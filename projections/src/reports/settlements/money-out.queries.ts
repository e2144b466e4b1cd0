// The money-out reports' queries in one place, for the read side: card-reader transactions,
// settlements, the accounting export and the food marketplace's days. Every query takes the vendor
// and filters on it.
import { PROJECTION } from '../../all.projections.ts';
import type { ReadModelStore } from '../../read-models/read-model.store.ts';
import {
  createPosTransactionQueries,
  type PosTransactionQueries,
} from '../pos-transactions/pos-transactions.queries.ts';
import { daysWindow } from '../report-periods.ts';
import type { ReportDays } from '../reports.queries.ts';
import { createAccountingQueries, type AccountingQueries } from './accounting-orders.queries.ts';
import type { MarketplaceDayRow } from './marketplace-sales.ledger.ts';
import { createSettlementQueries, type SettlementQueries } from './settlements.queries.ts';

export interface MoneyOutQueries
  extends PosTransactionQueries, SettlementQueries, AccountingQueries {
  /** The food marketplace's orders per Tehran day, oldest first. */
  marketplaceDays(vendorId: string, days: ReportDays): Promise<MarketplaceDayRow[]>;
}

const MAX_DAYS = 10_000;

export function createMoneyOutQueries(readModels: ReadModelStore): MoneyOutQueries {
  return {
    ...createPosTransactionQueries(readModels),
    ...createSettlementQueries(readModels),
    ...createAccountingQueries(readModels),
    async marketplaceDays(vendorId, days) {
      const { rows } = await readModels.findRows({
        projection: PROJECTION.marketplaceSales,
        vendorId,
        kind: ['DAY'],
        ...daysWindow(days.fromDay, days.toDay),
        order: 'sortAt asc',
        limit: MAX_DAYS,
      });
      return rows.map((r) => r.doc as MarketplaceDayRow);
    },
  };
}

/** The same queries, each passed on to `queries` (for a read side that lists what it offers). */
export const moneyOutReads = (queries: MoneyOutQueries): MoneyOutQueries => ({
  posTransactions: (vendorId, request) => queries.posTransactions(vendorId, request),
  posTransactionChunks: (vendorId, filter) => queries.posTransactionChunks(vendorId, filter),
  settlements: (vendorId, request, now) => queries.settlements(vendorId, request, now),
  settlement: (vendorId, id, now) => queries.settlement(vendorId, id, now),
  settlementOrders: (vendorId, id, request) => queries.settlementOrders(vendorId, id, request),
  settlementOrderChunks: (vendorId, id, search) =>
    queries.settlementOrderChunks(vendorId, id, search),
  accountingOrders: (vendorId, days, page) => queries.accountingOrders(vendorId, days, page),
  marketplaceDays: (vendorId, days) => queries.marketplaceDays(vendorId, days),
});
