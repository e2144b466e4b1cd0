// The money-out reports as the package offers them (re-exported by projections/src/index.ts):
// card-reader transactions, settlements, the accounting export and the food marketplace.
export { posTransactionsProjection } from '../pos-transactions/pos-transactions.projection.ts';
export type { PosTransactionFilter } from '../pos-transactions/pos-transactions.queries.ts';
export { settlementsLedger } from './settlements.ledger.ts';
export { marketplaceSalesLedger, type MarketplaceDayRow } from './marketplace-sales.ledger.ts';
export { createMoneyOutQueries, moneyOutReads, type MoneyOutQueries } from './money-out.queries.ts';
export { marketplaceDiscountReport, marketplaceStatisticsReport } from './marketplace-views.ts';
export { CONTRACT_FEE_BASIS_POINTS, PLATFORM_GATEWAYS } from './settlement-terms.ts';
export { weekOfDay, type SettlementWeek } from './settlement-weeks.ts';
export { posTransactionsSheet, settlementOrdersSheet } from './money-out.sheets.ts';
