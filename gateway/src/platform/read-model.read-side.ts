// The ReadSide over the projections' queries, and live topics from their row changes.
import { isSignalTopic, type MenuCategoryView, type Topic } from '@sofre/engine/contracts';
import { normalizeHost } from '@sofre/engine/vendors';
import {
  liveTopicProjections,
  PROJECTION,
  orderMoneyQueriesOf,
  moneyOutReads,
  operationsReportQueriesOf,
  topicTarget,
  type ProjectionQueries,
  type RowChange,
} from '@sofre/projections';
import { ChangeInvalidatedCache } from './change-invalidated.cache.ts';
import type { Follower } from './read-model.follower.ts';
import type { LiveChange, LiveRow, ReadSide, VendorInfo } from './read-side.port.ts';

/** A row change as its topics push it (an order goes out on the order list and its tracker). */
const liveChangesOf = (
  queries: ProjectionQueries,
  change: RowChange,
  topic?: Topic,
): LiveChange[] => {
  const { vendorId, position } = change;
  return queries.liveViews(change, topic).flatMap(({ topic, row }): LiveChange[] => {
    if (isSignalTopic(topic)) return [{ vendorId, topic, row: null, position }];
    // A removed row has no shape a client can show; tickets leave the board by `open: false`.
    return row === null ? [] : [{ vendorId, topic, row: row as LiveRow, position }];
  });
};

const REVOCATION_MEMORY_MS = 24 * 60 * 60 * 1000;

/**
 * The projections whose row changes this read side follows: the live topics, its caches and the
 * logouts. A lane in a worker thread hands over only theirs.
 */
export const followedProjections: readonly string[] = [
  ...liveTopicProjections, // menu and records among them
  PROJECTION.staffRoles,
  PROJECTION.staffMembers,
  PROJECTION.vendors,
  PROJECTION.vendorDomains,
  PROJECTION.revokedSessions,
];

export function projectionsReadSide(
  queries: ProjectionQueries,
  follower: Follower,
  closeStores: () => Promise<void>,
): ReadSide {
  // Every order reads its vendor and menu: kept per vendor until their read models change.
  // Only vendors found are kept, so unknown hosts cannot grow the cache.
  const vendors = new ChangeInvalidatedCache<VendorInfo | undefined>((v) => v !== undefined);
  const menus = new ChangeInvalidatedCache<MenuCategoryView[]>();
  // Every staff request checks the caller's roles: kept until the staff read models change
  // (rare), so a removed member loses access with the very commit that removed them.
  const roles = new ChangeInvalidatedCache<Awaited<ReturnType<ReadSide['roles']>>>();
  const members = new ChangeInvalidatedCache<Awaited<ReturnType<ReadSide['staffMember']>>>();
  // A vendor's records of a kind: every order reads the food shifts (what sells now), so they are
  // kept until the records read model changes for that vendor and kind.
  const records = new ChangeInvalidatedCache<Awaited<ReturnType<ReadSide['records']>>>();
  const recordsKey = (vendorId: string, kind: string) => `${vendorId}|${kind}`;
  // Every authenticated request asks whether its login was ended: the vendor's recent logouts as
  // one set, reloaded when one is added. A day is far beyond an access token's life (and any clock
  // skew), so a token of an older logout has expired anyway.
  const revoked = new ChangeInvalidatedCache<ReadonlySet<string>>();
  const loadRevoked = async (vendorId: string) => {
    const since = new Date(Date.now() - REVOCATION_MEMORY_MS).toISOString();
    return new Set(await queries.sessionsRevokedSince(vendorId, since));
  };
  const stopInvalidating = follower.onChange((change) => {
    if (change.projection === PROJECTION.records)
      records.invalidate(recordsKey(change.vendorId, change.id.slice(0, change.id.indexOf(':'))));
    if (change.projection === PROJECTION.menu) menus.invalidate(change.vendorId);
    else if (change.projection === PROJECTION.staffRoles) roles.invalidate(change.vendorId);
    else if (change.projection === PROJECTION.staffMembers) members.invalidateAll();
    else if (change.projection === PROJECTION.vendors) vendors.invalidateAll();
    else if (change.projection === PROJECTION.vendorDomains) vendors.invalidateAll();
    else if (change.projection === PROJECTION.revokedSessions) revoked.invalidate(change.vendorId);
  });
  return {
    vendorByDomain: (domain) => {
      const host = normalizeHost(domain);
      return vendors.get(host, () => queries.vendorByDomain(host));
    },
    menu: (vendorId) => menus.get(vendorId, () => queries.menu(vendorId)),
    catalog: (vendorId) => queries.catalog(vendorId),
    userById: (vendorId, userId) => queries.userById(vendorId, userId),
    userByPhone: (vendorId, phone) => queries.userByPhone(vendorId, phone),
    sessionsRevokedSince: (vendorId, since) => queries.sessionsRevokedSince(vendorId, since),
    revokedSessions: (vendorId) => revoked.get(vendorId, () => loadRevoked(vendorId)),
    roles: (vendorId) => roles.get(vendorId, () => queries.roles(vendorId)),
    role: (vendorId, roleId) => queries.role(vendorId, roleId),
    staffMember: (vendorId, userId) =>
      members.get(`${vendorId}|${userId}`, () => queries.staffMember(vendorId, userId)),
    staffList: (vendorId) => queries.staffList(vendorId),
    records: (vendorId, kind) =>
      records.get(recordsKey(vendorId, kind), () => queries.records(vendorId, kind)),
    record: (vendorId, kind, id) => queries.record(vendorId, kind, id),
    customerPage: (vendorId, request) => queries.customerPage(vendorId, request),
    searchCustomers: (vendorId, search, limit) => queries.searchCustomers(vendorId, search, limit),
    customerById: (vendorId, customerId) => queries.customerById(vendorId, customerId),
    customerByPhone: (vendorId, phone) => queries.customerByPhone(vendorId, phone),
    tablesInUse: (vendorId) => queries.tablesInUse(vendorId),
    ordersAtTable: (vendorId, tableNumber) => queries.ordersAtTable(vendorId, tableNumber),
    orderTransactions: (vendorId, orderId) => queries.orderTransactions(vendorId, orderId),
    paymentTransaction: (vendorId, id) => queries.paymentTransaction(vendorId, id),
    customerPayments: (vendorId, customerId, page) =>
      queries.customerPayments(vendorId, customerId, page),
    paymentsAwaitingProvider: (vendorId, limit) =>
      queries.paymentsAwaitingProvider(vendorId, limit),
    paymentsVerifiedSince: (vendorId, since, limit) =>
      queries.paymentsVerifiedSince(vendorId, since, limit),
    vendorIds: () => queries.vendorIds(),
    printWork: (limit, ticketsSince) => queries.printWork(limit, ticketsSince),
    printerHealth: (vendorId) => queries.printerHealth(vendorId),
    contractRefundsByHand: () => queries.contractRefundsByHand(),
    orderByNumber: (vendorId, number, phone, day) =>
      queries.orderByNumber(vendorId, number, phone, day),
    customerOrdersPage: (vendorId, phone, page) =>
      queries.customerOrdersPage(vendorId, phone, page),
    customerByAddress: (vendorId, addressId) => queries.customerByAddress(vendorId, addressId),
    customerOrderStats: (vendorId, phone) => queries.customerOrderStats(vendorId, phone),
    customerCredit: (vendorId, phone) => queries.customerCredit(vendorId, phone),
    customersReport: (vendorId, range) => queries.customersReport(vendorId, range),
    salesPeriods: (vendorId, kind, days) => queries.salesPeriods(vendorId, kind, days),
    itemPeriods: (vendorId, kind, days) => queries.itemPeriods(vendorId, kind, days),
    cancelledOrders: (vendorId, days, page) => queries.cancelledOrders(vendorId, days, page),
    ...orderMoneyQueriesOf(queries),
    ...moneyOutReads(queries),
    ...operationsReportQueriesOf(queries),
    discountUsage: (vendorId, code, options) => queries.discountUsage(vendorId, code, options),
    discountUsesGivenBack: (vendorId, code) => queries.discountUsesGivenBack(vendorId, code),
    discountUsesLanded: (vendorId, code, customerId) =>
      queries.discountUsesLanded(vendorId, code, customerId),
    bikerPage: (vendorId, page) => queries.bikerPage(vendorId, page),
    bikers: (vendorId, availability) => queries.bikers(vendorId, availability),
    biker: (vendorId, bikerId) => queries.biker(vendorId, bikerId),
    deliveryOrder: (vendorId, orderId) => queries.deliveryOrder(vendorId, orderId),
    unassignedDeliveryOrders: (vendorId) => queries.unassignedDeliveryOrders(vendorId),
    deliveryOrdersOnTheWay: (vendorId) => queries.deliveryOrdersOnTheWay(vendorId),
    courierTracker: (vendorId, orderId) => queries.courierTracker(vendorId, orderId),
    bikerReport: (vendorId, days, bikerId) => queries.bikerReport(vendorId, days, bikerId),
    bikerDayPage: (vendorId, days, page) => queries.bikerDayPage(vendorId, days, page),
    kitchenStations: (vendorId) => queries.kitchenStations(vendorId),
    kitchenPrepTimes: (vendorId) => queries.kitchenPrepTimes(vendorId),
    kitchenTimings: (vendorId) => queries.kitchenTimings(vendorId),
    kitchenScreens: (vendorId) => queries.kitchenScreens(vendorId),
    orderList: (vendorId, filter) => queries.orderList(vendorId, filter),
    orderTracker: (vendorId, orderId) => queries.orderTracker(vendorId, orderId),
    snapshot: (vendorId, topic) => queries.snapshot(vendorId, topic),
    checkpoints: () => queries.checkpoints(),
    async changesSince(vendorId, topic, after) {
      const { projection, key } = topicTarget(topic);
      // The query pages in whole events itself, so no change of one event is split off.
      const rows = await queries.changesSince(projection, vendorId, after, key);
      return rows.flatMap((change) => liveChangesOf(queries, change, topic));
    },
    position: () => follower.position(),
    waitFor: (position, timeoutMs) => follower.waitFor(position, timeoutMs),
    reportsCaughtUp: (timeoutMs) => follower.reportsCaughtUp(timeoutMs),
    onChange(listener) {
      return follower.onChange((rowChange) => {
        for (const change of liveChangesOf(queries, rowChange)) listener(change);
      });
    },
    onSessionRevoked(listener) {
      return follower.onChange(({ projection, vendorId, row }) => {
        if (projection !== PROJECTION.revokedSessions || row === null) return;
        listener(vendorId, (row as { familyId: string }).familyId);
      });
    },
    async close() {
      stopInvalidating();
      await follower.stop();
      await closeStores();
    },
  };
}
