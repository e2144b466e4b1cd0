// The operations reports (tables, staff, items and products, delivery, kitchen): read models,
// queries and what the gateway needs of them.
export {
  createOperationsReportQueries,
  operationsReportQueriesOf,
  type OperationsReportQueries,
  type ProductsRequest,
} from './operations.queries.ts';
export { operationsDayLedger } from './operations-day.ledger.ts';
export { kitchenTimesLedger } from './kitchen-times.ledger.ts';
