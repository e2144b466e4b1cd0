// Taking an order, every way one is taken, as one engine workflow over a read-only port of what it
// looks up (OrderFacts): the server answers the port from its read models, tests and the offline
// POS from memory.
export * from './order-facts.port.ts';
export * from './take-order.workflow.ts';
export { changeTable, type ChangeTableInputs } from './change-table.workflow.ts';
export {
  cartInLineWithMenu,
  type CartInLine,
  type CartInLineInputs,
  type CartRemoval,
} from './cart-in-line.ts';
export {
  cartCode,
  siteCode,
  siteCodeCustomerId,
  SITE_CODE_REFUSAL,
  type CartCode,
  type SiteVisitor,
} from './cart-code.ts';
export { usableCode, type CodeAsked, type UsableCode } from './order-code.ts';
export {
  openBillAtCartTable,
  type CartTableBill,
  type CartTableBillInputs,
} from './cart-table-bill.ts';
export { inMemoryOrderFacts, type OrderFactsData } from './in-memory-order-facts.ts';
export { courierTerms, goesByCourier, type CourierTerms } from './courier-terms.ts';
export { tableOnFloor, tableRefusal } from './table-on-floor.ts';
export { siteCustomer, checkedCartDetails, type SiteCustomer } from './site-customer.ts';
