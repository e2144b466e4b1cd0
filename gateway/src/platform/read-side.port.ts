// What the gateway reads: the projections' read models, how far they are, and their changes.
// One port for both modes: inline (the runner is in this process) and external (a projector
// process writes PostgreSQL read models and this gateway follows them by polling).
import type { Position } from '@sofre/engine';
import type {
  MenuCategoryView,
  OrderListPage,
  OrderListQuery,
  LiveRow,
  OrderTracker,
  Topic,
} from '@sofre/engine/contracts';
import type { RecordQueries, StaffQueries, UserView, VendorView } from '@sofre/projections';
import type { DiscountUsageQueries } from '@sofre/projections';
import type { CustomerQueries } from '@sofre/projections';
import type { CatalogQueries, OrderQueries, PaymentQueries } from '@sofre/projections';
import type { ContractRefundQueries, PrintQueries } from '@sofre/projections';
import type { ReportQueries } from '@sofre/projections';
import type { OperationsReportQueries } from '@sofre/projections';
import type { OrderMoneyQueries } from '@sofre/projections';
import type { MoneyOutQueries } from '@sofre/projections';
import type { DeliveryQueries } from '@sofre/projections';
import type { KitchenQueries, KitchenScreenQueries } from '@sofre/projections';
import type { z } from 'zod';

/** A vendor as every request needs it: name, domains, currency, pricing settings. */
export type VendorInfo = VendorView;

export type { LiveRow };

/** One read-model row that changed, for one vendor's topic, at a position of the log. */
export interface LiveChange {
  readonly vendorId: string;
  readonly topic: Topic;
  /** null on signal topics (engine contracts isSignalTopic): they carry no rows. */
  readonly row: LiveRow | null;
  readonly position: Position;
}

export interface TopicSnapshot {
  readonly rows: readonly LiveRow[];
  /** The read models' position the rows reflect. */
  readonly position: Position;
  /** Rows left out (the kitchen stations' oldest open orders past their bound). */
  readonly hidden?: number;
}

export type OrderListFilter = z.output<typeof OrderListQuery>;

/** Roles and staff of a vendor: roles, role, staffMember, staffList (projections' StaffQueries). */
export interface ReadSide
  extends
    StaffQueries,
    RecordQueries,
    DiscountUsageQueries,
    CustomerQueries,
    CatalogQueries,
    OrderQueries,
    PaymentQueries,
    PrintQueries,
    ContractRefundQueries,
    ReportQueries,
    OperationsReportQueries,
    OrderMoneyQueries,
    MoneyOutQueries,
    DeliveryQueries,
    KitchenQueries,
    KitchenScreenQueries {
  vendorByDomain(domain: string): Promise<VendorInfo | undefined>;
  menu(vendorId: string): Promise<MenuCategoryView[]>;
  userById(vendorId: string, userId: string): Promise<UserView | undefined>;
  /** The vendor's user with this phone (09XXXXXXXXX). */
  userByPhone(vendorId: string, phone: string): Promise<UserView | undefined>;
  /** The refresh families (logins) of the vendor revoked at or after `since`, an ISO instant. */
  sessionsRevokedSince(vendorId: string, since: string): Promise<string[]>;
  /** The logins of the vendor ended lately: their access tokens are refused (request context). */
  revokedSessions(vendorId: string): Promise<ReadonlySet<string>>;
  orderList(vendorId: string, filter: OrderListFilter): Promise<OrderListPage>;
  orderTracker(vendorId: string, orderId: string): Promise<OrderTracker | undefined>;
  snapshot(vendorId: string, topic: Topic): Promise<TopicSnapshot>;
  /** Rows of the topic changed strictly after `after`, oldest first. */
  changesSince(vendorId: string, topic: Topic, after: Position): Promise<LiveChange[]>;
  /** How far the read models are ('' before the first event). */
  position(): Position;
  /** How far each read model is, by name ('' before its first event): health's lag per model. */
  checkpoints(): Promise<Map<string, Position>>;
  /** Resolves true once the read models reached `position`, false after the timeout. */
  waitFor(position: Position, timeoutMs: number): Promise<boolean>;
  /** Resolves true once the report read models show what the others show, false after the timeout. */
  reportsCaughtUp(timeoutMs: number): Promise<boolean>;
  /** Every change, in log order, as the read models take it. Returns the unsubscribe. */
  onChange(listener: (change: LiveChange) => void): () => void;
  /** Every login ended (logout, refresh-token reuse) as the read models take it. */
  onSessionRevoked(listener: (vendorId: string, familyId: string) => void): () => void;
  close(): Promise<void>;
}
