// @sofre/projections: the read models (kitchen stations, order list, order tracker, menu,
// vendors), the stores that hold them (SQLite, PostgreSQL), the runner that keeps them up to date,
// change feeds for live pushes, the queries the gateway asks, and rebuild from zero. Node only.

// Projections: what a read model is, and Sofre's read models.
export {
  anyProjection,
  defineProjection,
  type AnyProjection,
  type EvolveContext,
  type PositionedRow,
  type ProjectedEvent,
  type Projection,
  type RowIndex,
} from './projection.ts';
export {
  PROJECTION,
  rebuildThreads,
  reportLaneRowNames,
  reportProjections,
  screenProjections,
  sofreProjections,
} from './all.projections.ts';
export * from './kitchen/index.ts';
export { ordersProjection } from './orders/orders.projection.ts';
export {
  evolveOrderDocument,
  foldOrderDocument,
  type OrderDocument,
} from './orders/order-document/order-document.ts';
export { orderDocumentOf, orderDocumentsOf } from './orders/order-documents.read.ts';
export { menuProjection, type MenuRow, type MenuTagView } from './catalog/menu.projection.ts';
export { vendorDomainsProjection, vendorsProjection } from './vendors/vendors.projection.ts';
export { VendorView, type VendorDomainRow } from './vendors/vendor.view.ts';
export { userPhonesProjection, usersProjection } from './identity/users.projection.ts';
export { UserView, type UserPhoneRow } from './identity/user.view.ts';
export { staffMembersProjection, staffRolesProjection } from './staff/staff.projection.ts';
export { RoleView, StaffMemberView } from './staff/staff.view.ts';
export { recordsProjection, isRecordKind } from './records/records.projection.ts';
export { recordKinds } from './records/record-kinds.ts';
export { recordKey, type RecordView } from './records/record.view.ts';
export { tehranDay, utcInstant } from './tehran-day.ts';
export { customersProjection } from './customers/customers.projection.ts';
export { customerOrderOf, type CustomerOrderRow } from './customers/customer-order.view.ts';
export type { CustomerRow } from './customers/customer.view.ts';
export { customersReportWorkbook } from './customers/customers-report.excel.ts';
export {
  inUnit,
  onePage,
  pagesOf,
  TOTALS_LABEL,
  unitWords,
  writeReportWorkbook,
  type CellKind,
  type ReportSheet,
  type SheetColumn,
} from './reports/excel/report-workbook.ts';
export { jalaliDate, jalaliDateTime as jalaliInstant } from './reports/excel/jalali-cells.ts';
export { printQueueProjection } from './printing/print-queue.projection.ts';
export { printerHealthProjection } from './printing/printer-health.projection.ts';
export { contractRefundsByHandProjection } from './subscriptions/contract-refunds-by-hand.projection.ts';
export type { OwedTicketRow, QueuedJobRow } from './printing/print-queue.rows.ts';
export type {
  PrinterHealthRow,
  PrintProblem,
  PrintProblemsRow,
} from './printing/printer-health.view.ts';

// Read-model stores.
export {
  CheckpointConflictError,
  type ChangeQuery,
  type Checkpoint,
  type CheckpointMove,
  type ReadModelStore,
  type RowOrder,
  type RowQuery,
  type RowWrite,
  type StoredRow,
} from './read-models/read-model.store.ts';
export { createReadModels, type ReadModelsConfig } from './read-models/read-models.factory.ts';
export { routeReadModels } from './read-models/routed.read-models.ts';
export { startWorkerLane, type WorkerLane } from './runner/worker-lane.ts';
export type { WorkerLaneData } from './runner/worker-lane.protocol.ts';
export type { SqliteReadModelsConfig } from './read-models/sqlite.read-models.ts';
export type { PostgresReadModelsConfig } from './read-models/postgres.read-models.ts';

// The runner (embedded in the gateway, or alone in the projector process).
export {
  startProjections,
  type ProjectionRunner,
  type RunnerOptions,
} from './runner/projection.runner.ts';
export type { RowChange } from './runner/row-change.ts';

// Change feeds and progress for a gateway whose projector is another process.
export { pollChanges, type ChangeFeed, type PollChangesOptions } from './changes/poll-changes.ts';
export {
  watchCheckpoints,
  type CheckpointWatcher,
  type CheckpointWatcherOptions,
} from './changes/checkpoint-watcher.ts';

// Queries.
export { createProjectionQueries, type ProjectionQueries } from './queries/projection.queries.ts';
export type { OrderListQueryInput } from './queries/order-list.query.ts';
export type { OrderQueries } from './orders/order.queries.ts';
export type { DeliveryQueries } from './delivery/delivery.queries.ts';
export type { PaymentQueries } from './payments/payment.queries.ts';
export type { StaffQueries } from './queries/staff.queries.ts';
export type { RecordQueries } from './records/records.queries.ts';
export type { CatalogQueries, CatalogView } from './catalog/catalog.queries.ts';
export type { PrinterHealthView, PrintQueries, PrintWork } from './printing/print.queries.ts';
export type { ContractRefundQueries } from './subscriptions/contract-refunds.queries.ts';
export type {
  DiscountUsageCount,
  DiscountUsageQueries,
} from './discounts/discount-usage.queries.ts';
export type { CustomerPageRequest, CustomerQueries } from './customers/customers.queries.ts';
export type { ReportRange } from './customers/report-range.ts';
export type { ReportDays, ReportQueries } from './reports/reports.queries.ts';
export { daysOfRange, reportDays } from './reports/report-days.ts';
export { itemsReport, itemsOver, salesReport, totalsView } from './reports/report-views.ts';
export { hourOfDay } from './reports/report-periods.ts';
export * from './reports/order-money/index.ts';
export * from './reports/settlements/index.ts';
export * from './reports/operations/index.ts';
export {
  DASHBOARD_CANCELLED,
  dashboardDays,
  dashboardReport,
} from './reports/dashboard/dashboard.view.ts';
export type { LiveView } from './queries/live-views.ts';
export { hourlySalesLedger, type SalesPeriodRow } from './reports/hourly-sales.ledger.ts';
export { reportOrdersProjection } from './reports/report-document/report-order.document.ts';
export { hourlyItemSalesLedger, type ItemPeriodRow } from './reports/hourly-item-sales.ledger.ts';
export {
  cancelledOrdersLedger,
  type CancelledOrderRow,
} from './reports/cancelled-orders.ledger.ts';
export type { TopicSnapshot } from './queries/topic-snapshot.ts';
export {
  liveTopicProjections,
  topicsOfChange,
  topicTarget,
  type TopicTarget,
} from './queries/topics.ts';

// Rebuild from zero.
export {
  rebuildProjections,
  type RebuildOptions,
  type RebuildResult,
} from './rebuild/rebuild-projections.ts';
export {
  rebuildLanes,
  type RebuildLane,
  type RebuildThread,
  type ThreadRebuilt,
} from './rebuild/rebuild-lanes.ts';

// Health: how far the read models are behind the log (events, seconds).
export { LAG_COUNT_LIMIT, lagAfter, projectionLags } from './health/projection-lag.ts';
