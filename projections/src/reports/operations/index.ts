// The operations reports (tables, staff, items and products, delivery, kitchen): read models,
// queries and what the gateway needs of them.
export {
  createOperationsReportQueries,
  operationsReportQueriesOf,
  type OperationsReportQueries,
  type ProductsRequest,
} from './operations.queries.ts';
export { operationsProjections } from './operations.projections.ts';
export { diningTablesLedger } from './dining-tables.ledger.ts';
export { staffOrdersLedger } from './staff-orders.ledger.ts';
export { orderDeliveryProjection } from './order-delivery.projection.ts';
export { kitchenTimesLedger } from './kitchen-times.ledger.ts';
