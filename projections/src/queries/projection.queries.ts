// What the gateway asks the read models. Tenancy: every query takes the vendor and filters on it,
// so a vendor never sees another's rows; only vendorByDomain looks across vendors, since it is how
// a request finds its vendor in the first place.
import type { Position } from '@sofre/engine';
import type { MenuCategoryView, OrderListPage, OrderTracker, Topic } from '@sofre/engine/contracts';
import { normalizeHost } from '@sofre/engine/vendors';
import { isPlatformProjection, PROJECTION } from '../all.projections.ts';
import type { MenuRow } from '../catalog/menu.projection.ts';
import type { RevokedSessionRow } from '../identity/revoked-sessions.projection.ts';
import { userKey, userPhoneKey, type UserPhoneRow, type UserView } from '../identity/user.view.ts';
import type { ReadModelStore } from '../read-models/read-model.store.ts';
import { changesInWholeEvents } from '../changes/whole-positions.ts';
import type { RowChange } from '../runner/row-change.ts';
import type { VendorDomainRow, VendorView } from '../vendors/vendor.view.ts';
import { orderRowKey } from '../orders/order-row-key.ts';
import { orderDocumentOf } from '../orders/order-documents.read.ts';
import type { OrderDocument } from '../orders/order-document/order-document.ts';
import { orderTrackerOf } from '../orders/order-document/order-tracker.view.ts';
import { createLiveViews, type LiveView } from './live-views.ts';
import { createOrderQueries, type OrderQueries } from '../orders/order.queries.ts';
import { orderList, type OrderListQueryInput } from './order-list.query.ts';
import { createStaffQueries, type StaffQueries } from './staff.queries.ts';
import { createRecordQueries, type RecordQueries } from '../records/records.queries.ts';
import {
  createDiscountUsageQueries,
  type DiscountUsageQueries,
} from '../discounts/discount-usage.queries.ts';
import { createCustomerQueries, type CustomerQueries } from '../customers/customers.queries.ts';
import { snapshotOf, type TopicSnapshot } from './topic-snapshot.ts';
import { createCatalogQueries, type CatalogQueries } from '../catalog/catalog.queries.ts';
import { createPaymentQueries, type PaymentQueries } from '../payments/payment.queries.ts';
import { createPrintQueries, type PrintQueries } from '../printing/print.queries.ts';
import {
  createContractRefundQueries,
  type ContractRefundQueries,
} from '../subscriptions/contract-refunds.queries.ts';
import { createReportQueries, type ReportQueries } from '../reports/reports.queries.ts';
import {
  createOperationsReportQueries,
  type OperationsReportQueries,
} from '../reports/operations/operations.queries.ts';
import {
  createMoneyOutQueries,
  type MoneyOutQueries,
} from '../reports/settlements/money-out.queries.ts';
import {
  createOrderMoneyQueries,
  type OrderMoneyQueries,
} from '../reports/order-money/order-money.queries.ts';
import { createDeliveryQueries, type DeliveryQueries } from '../delivery/delivery.queries.ts';
import { createKitchenQueries, type KitchenQueries } from '../kitchen/kitchen.queries.ts';
import {
  createKitchenScreenQueries,
  type KitchenScreenQueries,
} from '../health/kitchen-screens.projection.ts';
import {
  createDashboardQueries,
  type DashboardQueries,
} from '../reports/dashboard/dashboard.queries.ts';

export interface ProjectionQueries
  extends
    StaffQueries,
    RecordQueries,
    CustomerQueries,
    DiscountUsageQueries,
    CatalogQueries,
    OrderQueries,
    PaymentQueries,
    PrintQueries,
    ContractRefundQueries,
    ReportQueries,
    OperationsReportQueries,
    MoneyOutQueries,
    OrderMoneyQueries,
    DashboardQueries,
    DeliveryQueries,
    KitchenQueries,
    KitchenScreenQueries {
  orderList(vendorId: string, query?: OrderListQueryInput): Promise<OrderListPage>;
  orderTracker(vendorId: string, orderId: string): Promise<OrderTracker | undefined>;
  /** Categories and items in menu order; [] for a vendor without a menu yet. */
  menu(vendorId: string): Promise<MenuCategoryView[]>;
  vendorById(vendorId: string): Promise<VendorView | undefined>;
  /** The vendor a request's host belongs to ('Sofre.IR:443' is 'sofre.ir'). */
  vendorByDomain(host: string): Promise<VendorView | undefined>;
  userById(vendorId: string, userId: string): Promise<UserView | undefined>;
  /** The vendor's user with this phone (09XXXXXXXXX), if any. */
  userByPhone(vendorId: string, phone: string): Promise<UserView | undefined>;
  /** The refresh families (logins) of the vendor revoked at or after `since`, an ISO instant. */
  sessionsRevokedSince(vendorId: string, since: string): Promise<string[]>;
  /** A projection's checkpoint ('' before its first event). */
  checkpoint(projection: string): Promise<Position>;
  /** Every projection's checkpoint, by name ('' before its first event): how far each one is. */
  checkpoints(): Promise<Map<string, Position>>;
  /**
   * The topics a row change goes out on, each with the row as that topic's screens read it (an
   * order's document as the order list's row or as its tracker); only `topic`'s when given.
   */
  liveViews(change: RowChange, topic?: Topic): LiveView[];
  /** A live topic's current rows and the position to resume after. */
  snapshot(vendorId: string, topic: Topic): Promise<TopicSnapshot>;
  /**
   * Every row of the vendor changed after `after` ('' from the start), in log order, each in its
   * latest state (websocket resume); only the order `orderId`'s row when given (its tracker).
   */
  changesSince(
    projection: string,
    vendorId: string,
    after: Position,
    orderId?: string,
  ): Promise<RowChange[]>;
}

/** Logouts within one access-token lifetime: far fewer than this even for a large vendor. */
const MAX_REVOKED_SESSIONS = 100_000;

export function createProjectionQueries(readModels: ReadModelStore): ProjectionQueries {
  const checkpoint = async (projection: string) =>
    (await readModels.readCheckpoints()).get(projection)?.position ?? '';
  const docOf = async <T>(projection: string, id: string, vendorId: string | undefined) =>
    (await readModels.getRow(projection, id, vendorId))?.doc as T | undefined;
  const live = createLiveViews(readModels);
  const trackerOf = async (vendorId: string, doc: OrderDocument): Promise<OrderTracker> =>
    orderTrackerOf(doc, await live.learnedPrepTimes(vendorId));
  const queries: ProjectionQueries = {
    orderList: (vendorId, query) => orderList(readModels, vendorId, query),
    async orderTracker(vendorId, orderId) {
      const doc = await orderDocumentOf(readModels, vendorId, orderId);
      return doc && trackerOf(vendorId, doc);
    },
    async menu(vendorId) {
      return (await docOf<MenuRow>(PROJECTION.menu, vendorId, vendorId))?.categories ?? [];
    },
    vendorById: (vendorId) => docOf<VendorView>(PROJECTION.vendors, vendorId, vendorId),
    async vendorByDomain(host) {
      const claim = await docOf<VendorDomainRow>(
        PROJECTION.vendorDomains,
        normalizeHost(host),
        undefined,
      );
      return claim && queries.vendorById(claim.vendorId);
    },
    userById: (vendorId, userId) =>
      docOf<UserView>(PROJECTION.users, userKey(vendorId, userId), vendorId),
    async userByPhone(vendorId, phone) {
      const key = userPhoneKey(vendorId, phone);
      const claim = await docOf<UserPhoneRow>(PROJECTION.userPhones, key, vendorId);
      return claim && queries.userById(vendorId, claim.userId);
    },
    async sessionsRevokedSince(vendorId, since) {
      const { rows } = await readModels.findRows({
        projection: PROJECTION.revokedSessions,
        vendorId,
        sortFrom: since,
        order: 'sortAt desc',
        limit: MAX_REVOKED_SESSIONS,
      });
      return rows.map((r) => (r.doc as RevokedSessionRow).familyId);
    },
    ...createStaffQueries(readModels),
    ...createRecordQueries(readModels),
    ...createDiscountUsageQueries(readModels),
    ...createCustomerQueries(readModels),
    ...createCatalogQueries(readModels),
    ...createOrderQueries(readModels, trackerOf),
    ...createPaymentQueries(readModels),
    ...createPrintQueries(readModels),
    ...createContractRefundQueries(readModels),
    ...createReportQueries(readModels),
    ...createOperationsReportQueries(readModels),
    ...createMoneyOutQueries(readModels),
    ...createOrderMoneyQueries(readModels),
    ...createDashboardQueries(readModels),
    ...createDeliveryQueries(readModels),
    ...createKitchenQueries(readModels),
    ...createKitchenScreenQueries(readModels),
    checkpoint,
    async checkpoints() {
      const stored = await readModels.readCheckpoints();
      return new Map(
        [...stored]
          .filter(([name]) => isPlatformProjection(name))
          .map(([name, c]) => [name, c.position ?? '']),
      );
    },
    liveViews: (change, topic) => live.liveViews(change, topic),
    snapshot: (vendorId, topic) => snapshotOf(queries, vendorId, topic),
    async changesSince(projection, vendorId, after, orderId) {
      const changes: RowChange[] = [];
      const id = orderId === undefined ? undefined : orderRowKey(vendorId, orderId);
      for (let from = after; ;) {
        const query = { projection, vendorId, id, after: from, limit: 1_000 };
        const rows = await changesInWholeEvents(readModels, query);
        if (rows.length === 0) return changes;
        for (const r of rows)
          changes.push({ projection, vendorId, id: r.id, row: r.doc, position: r.position });
        from = rows.at(-1)!.position;
      }
    },
  };
  return queries;
}
