// The operations reports (tables, staff, items and products, delivery, kitchen): read models,
// queries and what the gateway needs of them.
export {
  createOperationsReportQueries,
  operationsReportQueriesOf,
  type OperationsReportQueries,
  type ProductsRequest,
} from './operations.queries.ts';
export { diningTablesLedger } from './dining-tables.ledger.ts';
export { staffOrdersLedger } from './staff-orders.ledger.ts';
export { orderDeliveryLedger } from './order-delivery.ledger.ts';
export { kitchenTimesLedger } from './kitchen-times.ledger.ts';
