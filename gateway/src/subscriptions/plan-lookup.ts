// Where a vendor stands with the platform, read where it is kept: the packages and features are
// records of the platform tenant (records read model), the vendor's contracts and terms its own
// small stream (`subscription-{vendorId}`, read straight from the store: a few events a year), and
// the month's usage the counters' streams. The gate, the order facts and the routes all ask here.
import {
  decodeRecorded,
  fold,
  jalaliMonthStart,
  tehranDay,
  tehranWallToUtc,
  type EventStore,
} from '@sofre/engine';
import { PLATFORM_VENDOR_ID } from '@sofre/engine/identity';
import {
  FREE_PACKAGE,
  featureCatalog,
  featureKind,
  limitOf,
  packageKind,
  planOf,
  subscriptionAggregate,
  subscriptionStreamName,
  usageDecider,
  usageEventCodec,
  usagePeriod,
  usageStreamName,
  usedOf,
  vendorCounter,
  type FeatureFields,
  type PackageRecord,
  type Plan,
  type SubscriptionEvent,
  type SubscriptionState,
  type UsageEvent,
  type UsageMetric,
} from '@sofre/engine/subscriptions';
import type { UsageView } from '@sofre/engine/contracts';
import { keptStreamStates } from '../platform/kept-stream-state.ts';
import type { Platform } from '../platform/platform.port.ts';
import { accountOf, brandOf } from '../vendors/vendor-streams.ts';

type Reads = Pick<Platform, 'store' | 'readSide'>;

/** Every package the admin defined (inactive ones too: a vendor may still hold one). */
export async function packagesOf(platform: Reads): Promise<PackageRecord[]> {
  const rows = await platform.readSide.records(PLATFORM_VENDOR_ID, packageKind.kind);
  return rows.map((r) => ({ id: r.id, fields: r.fields as PackageRecord['fields'] }));
}

/** The built-in free package and the admin's, as a vendor may pick or hold them. */
export const withFree = (packages: readonly PackageRecord[]) => [FREE_PACKAGE, ...packages];

export async function featuresOf(platform: Reads) {
  const rows = await platform.readSide.records(PLATFORM_VENDOR_ID, featureKind.kind);
  return featureCatalog(rows.map((r) => ({ id: r.id, fields: r.fields as FeatureFields })));
}

const subscriptions = keptStreamStates<SubscriptionState, SubscriptionEvent>({
  initialState: () => subscriptionAggregate.decider.initialState(),
  evolve: (state, event) => subscriptionAggregate.decider.evolve(state, event),
  codec: subscriptionAggregate.codec,
});

/** The vendor's contracts and terms, kept and read on from where they were (every order asks). */
export const subscriptionOf = (store: EventStore, vendorId: string) =>
  subscriptions(store, subscriptionStreamName(vendorId), vendorId);

export interface VendorPlan {
  readonly plan: Plan;
  readonly packages: readonly PackageRecord[];
  readonly state: SubscriptionState;
}

export async function planFor(platform: Reads, vendorId: string, now: Date): Promise<VendorPlan> {
  const [packages, state] = await Promise.all([
    packagesOf(platform),
    subscriptionOf(platform.store, vendorId),
  ]);
  return { plan: planOf(state, packages, now.toISOString()), packages, state };
}

/** A counter of `tenant` as its stream holds it. */
async function counterOf(store: EventStore, tenant: string, counter: string) {
  const recorded = await store.readStream(usageStreamName(counter));
  const events = recorded
    .filter((e) => e.metadata.vendorId === tenant)
    .map((e) => decodeRecorded<UsageEvent>(usageEventCodec, e));
  return fold(usageDecider, events);
}

/** The places taken on a counter of `tenant` (claims not given back, and those carried). */
export const placesTaken = async (
  store: EventStore,
  tenant: string,
  counter: string,
): Promise<number> => usedOf(await counterOf(store, tenant, counter));

/** A subscription code's counter: one place per vendor that used it (platform tenant). */
export const codeCounter = (codeId: string): string => `CODE:${codeId}`;

/**
 * Branches of the largest brand the vendor founded, at least 1 (itself): what its package's cap
 * on branches holds, as the cap holds each of its brands (join-brand.workflow.ts).
 */
export async function branchCount(store: EventStore, vendorId: string): Promise<number> {
  const { brandIds } = await accountOf(store, vendorId);
  const brands = await Promise.all(brandIds.map((id) => brandOf(store, id)));
  const sizes = brands.flatMap((b) =>
    b.status === 'FOUNDED' && b.branchIds[0] === vendorId ? [b.branchIds.length] : [],
  );
  return Math.max(1, ...sizes);
}

/** Orders taken since the Jalali month began in Tehran (the order list's count). */
export async function ordersThisMonth(
  platform: Reads,
  vendorId: string,
  now: Date,
): Promise<number> {
  const [year, month, day] = jalaliMonthStart(tehranDay(now)).split('-').map(Number);
  const fromDate = tehranWallToUtc(year!, month!, day!);
  const page = await platform.readSide.orderList(vendorId, {
    fromDate,
    pageNumber: 1,
    pageSize: 1,
  });
  return page.totalCount;
}

/** NEAR from this share of the cap. */
const NEAR_PERCENT = 80;

export async function usagesOf(
  platform: Reads,
  vendorId: string,
  plan: Plan,
  now: Date,
): Promise<{ period: string; usages: UsageView[] }> {
  const period = usagePeriod(now.toISOString());
  const used = async (metric: UsageMetric) => {
    if (metric === 'BRANCHES') return branchCount(platform.store, vendorId);
    const counted = counterOf(platform.store, vendorId, vendorCounter(metric, vendorId, period));
    // Every text is claimed on the counter; an order only under a cap, the order list has them all.
    if (metric === 'SMS') return usedOf(await counted);
    const [counter, listed] = await Promise.all([
      counted,
      ordersThisMonth(platform, vendorId, now),
    ]);
    return usedOf(counter, listed);
  };
  const metrics: UsageMetric[] = ['ORDERS', 'SMS', 'BRANCHES'];
  const usages = await Promise.all(
    metrics.map(async (metric): Promise<UsageView> => {
      const count = await used(metric);
      const limit = limitOf(plan, metric) ?? null;
      const percent = limit ? Math.min(100, Math.round((count / limit) * 100)) : 0;
      const level =
        limit === null
          ? 'OK'
          : count >= limit
            ? 'REACHED'
            : percent >= NEAR_PERCENT
              ? 'NEAR'
              : 'OK';
      return { metric, used: count, limit, percent, level };
    }),
  );
  return { period, usages };
}
