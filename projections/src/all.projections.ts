// Every read model the platform runs, in the order the runner applies them to an event, in two
// lanes: the screens' and the reports'.
import { menuProjection } from './catalog/menu.projection.ts';
import { bikersProjection } from './delivery/bikers.projection.ts';
import { bikerDaysProjection } from './delivery/biker-days.projection.ts';
import { courierTrackerProjection } from './delivery/courier-tracker.projection.ts';
import { deliveryOrdersProjection } from './delivery/delivery-orders.projection.ts';
import { customersProjection } from './customers/customers.projection.ts';
import { revokedSessionsProjection } from './identity/revoked-sessions.projection.ts';
import { userPhonesProjection, usersProjection } from './identity/users.projection.ts';
import { kitchenStationsProjection } from './kitchen/kitchen-stations.projection.ts';
import { kitchenScreensProjection } from './health/kitchen-screens.projection.ts';
import { ordersProjection } from './orders/orders.projection.ts';
import { customerPaymentsProjection } from './payments/customer-payments.projection.ts';
import { paymentTransactionsProjection } from './payments/payment-transactions.projection.ts';
import { anyProjection, type AnyProjection } from './projection.ts';
import { rowNamesOf } from './runner/lane-document.ts';
import type { RebuildThread } from './rebuild/rebuild-lanes.ts';
import { printQueueProjection } from './printing/print-queue.projection.ts';
import { printerHealthProjection } from './printing/printer-health.projection.ts';
import { recordsProjection } from './records/records.projection.ts';
import { posTransactionsProjection } from './reports/pos-transactions/pos-transactions.projection.ts';
import { reportOrdersProjection } from './reports/report-document/report-order.document.ts';
import { staffMembersProjection, staffRolesProjection } from './staff/staff.projection.ts';
import { contractRefundsByHandProjection } from './subscriptions/contract-refunds-by-hand.projection.ts';
import { vendorDomainsProjection, vendorsProjection } from './vendors/vendors.projection.ts';

/**
 * The read models behind screens and commands: a command waits until they show its events. An
 * order is one document here (orders): the order list, the tracker, a customer's orders, an
 * order's money movements and a code's uses are its views (issue 31); the retired order-list,
 * order-tracker, customer-orders, order-transactions and discount-usage rows stay behind in old
 * databases, unread.
 */
export const screenProjections: readonly AnyProjection[] = [
  anyProjection(kitchenStationsProjection),
  anyProjection(kitchenScreensProjection),
  anyProjection(ordersProjection),
  anyProjection(menuProjection),
  anyProjection(vendorsProjection),
  anyProjection(vendorDomainsProjection),
  anyProjection(usersProjection),
  anyProjection(userPhonesProjection),
  anyProjection(revokedSessionsProjection),
  anyProjection(staffRolesProjection),
  anyProjection(staffMembersProjection),
  anyProjection(recordsProjection),
  anyProjection(customersProjection),
  anyProjection(paymentTransactionsProjection),
  anyProjection(customerPaymentsProjection),
  anyProjection(printQueueProjection),
  anyProjection(printerHealthProjection),
  anyProjection(bikersProjection),
  anyProjection(deliveryOrdersProjection),
  anyProjection(courierTrackerProjection),
  anyProjection(contractRefundsByHandProjection),
];

/**
 * The report read models: no command waits for them (a report route waits for them itself), so
 * they run in their own lane with bigger batches, off the order path (issue 13).
 */
export const reportProjections: readonly AnyProjection[] = [
  anyProjection(reportOrdersProjection),
  anyProjection(posTransactionsProjection),
  anyProjection(bikerDaysProjection),
];

export const sofreProjections: readonly AnyProjection[] = [
  ...screenProjections,
  ...reportProjections,
];

/** The projections behind the live topics and the queries, by name. */
export const PROJECTION = {
  kitchenStations: 'kitchen-stations',
  kitchenScreens: 'kitchen-screens',
  orders: 'orders',
  menu: 'menu',
  vendors: 'vendors',
  vendorDomains: 'vendor-domains',
  users: 'users',
  userPhones: 'user-phones',
  revokedSessions: 'revoked-sessions',
  staffRoles: 'staff-roles',
  staffMembers: 'staff-members',
  records: 'records',
  customers: 'customers',
  paymentTransactions: 'payment-transactions',
  customerPayments: 'customer-payments',
  printQueue: 'print-queue',
  printerHealth: 'printer-health',
  bikers: 'bikers',
  deliveryOrders: 'delivery-orders',
  courierTracker: 'courier-tracker',
  contractRefundsByHand: 'contract-refunds-by-hand',
  bikerDays: 'biker-days',
  hourlySales: 'hourly-sales',
  hourlyItemSales: 'hourly-item-sales',
  cancelledOrders: 'cancelled-orders',
  posTransactions: 'pos-transactions',
  settlements: 'settlements',
  marketplaceSales: 'marketplace-sales',
  orderMoney: 'order-money',
  reportOrders: 'report-orders',
} as const;

const platformProjectionNames: ReadonlySet<string> = new Set(sofreProjections.map((p) => p.name));

/**
 * Every name the reports' lane stores rows under: its projections' and their ledgers' (a report
 * ledger's rows keep the report's name, lane-document.ts). Reads of these go to the lane's store.
 */
export const reportLaneRowNames: ReadonlySet<string> = new Set(
  reportProjections.flatMap(rowNamesOf),
);

/**
 * A read model this platform runs. A retired one's checkpoint stays behind in old databases,
 * standing still: whoever reads stored checkpoints looks only at these.
 */
export const isPlatformProjection = (name: string): boolean => platformProjectionNames.has(name);

const namesOf = (projections: readonly AnyProjection[]) => projections.map((p) => p.name);

/**
 * How a rebuild from zero spreads the projections over two worker threads (rebuild-lanes.ts), so
 * that their work is even: the rebuild takes as long as its slowest thread. The reports' order
 * document and its ledgers are most of the reports' work, so the screens' thread also replays
 * POS transactions, a report that folds more than the orders. Biker days stay with the document
 * they read (a reader replays with its document).
 */
const screensThreadReports: readonly string[] = ['pos-transactions'];

export const rebuildThreads: readonly RebuildThread[] = [
  {
    name: 'screens and POS transactions',
    projections: [...namesOf(screenProjections), ...screensThreadReports],
  },
  {
    name: 'reports',
    projections: namesOf(reportProjections).filter((n) => !screensThreadReports.includes(n)),
  },
];
