// The order-money reports as the package offers them (re-exported by projections/src/index.ts).
export type { OrderHistoryRow } from './order-history.ts';
export { orderMoneyLedger, ORDER_MONEY_KIND, type OrderMoneyRow } from './order-money.ledger.ts';
export type { OrderMoneyDayRow } from './order-money.day.ts';
export {
  listView,
  type OrderListKind,
  type OrderListView,
  type OrderMoneyListRow,
} from './order-money.lists.ts';
export {
  createOrderMoneyQueries,
  orderMoneyQueriesOf,
  type OrderListPageRequest,
  type OrderMoneyQueries,
} from './order-money.queries.ts';
export {
  cancelledStatistics,
  creditSummary,
  orderHistoryReport,
  paidSummary,
  paymentMethodSales,
  refundOrderReport,
  type NameOf,
} from './order-money.views.ts';
