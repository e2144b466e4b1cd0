// The plan a vendor is on at an instant: the package of the term in force, or the free package
// when there is none (never subscribed, or the term ran out). Falling back changes nothing the
// vendor has: orders, menus and reports stay; only the features and limits are the free ones.
import { FREE_PACKAGE, monthlyPrice, type PackageRecord } from './package.kind.ts';
import type { FeatureId, UsageMetric } from './features.ts';
import { termAt, type SubscriptionState, type SubscriptionTerm } from './subscription.state.ts';

export interface Plan {
  readonly package: PackageRecord;
  /** The term in force; undefined on the free package. */
  readonly term: SubscriptionTerm | undefined;
  /**
   * Until when the package is held: the end of the term in force and of the renewals that follow
   * it back to back (a renewal bought early starts where the term ends); undefined on the free one.
   */
  readonly heldUntil: string | undefined;
  /** The vendor held a package before and its last term has ended. */
  readonly lapsed: boolean;
}

export function planOf(
  state: SubscriptionState,
  packages: readonly PackageRecord[],
  now: string,
): Plan {
  const term = termAt(state, now);
  const held = term && packages.find((p) => p.id === term.packageId);
  if (term && held) return { package: held, term, heldUntil: runEnd(state, term), lapsed: false };
  return {
    package: FREE_PACKAGE,
    term: undefined,
    heldUntil: undefined,
    lapsed: state.terms.length > 0,
  };
}

/** The end of the run of back-to-back terms of the term's package that starts with it. */
function runEnd(state: SubscriptionState, term: SubscriptionTerm): string {
  let end = term.endsAt;
  for (;;) {
    const at = Date.parse(end);
    const next = state.terms.find(
      (t) => t.packageId === term.packageId && Date.parse(t.startsAt) === at,
    );
    if (!next) return end;
    end = next.endsAt;
  }
}

export const hasFeature = (plan: Plan, feature: FeatureId): boolean =>
  plan.package.fields.features.includes(feature);

/** The plan's monthly cap on a metric; undefined: no cap. */
export const limitOf = (plan: Plan, metric: UsageMetric): number | undefined =>
  plan.package.fields.limits[metric] ?? undefined;

/** The cheapest package on sale that has the feature (what a refusal names). */
export function cheapestWith(
  packages: readonly PackageRecord[],
  feature: FeatureId,
): PackageRecord | undefined {
  const having = packages
    .filter((p) => p.fields.active && p.fields.features.includes(feature))
    .map((p) => ({ p, price: monthlyPrice(p.fields) ?? Number.POSITIVE_INFINITY }));
  having.sort((a, b) => a.price - b.price);
  return having[0]?.p;
}
