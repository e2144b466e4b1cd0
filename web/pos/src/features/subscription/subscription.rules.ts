// The subscription page's pure rules: a usage's colour, what a package's button does for this
// vendor, and a package's price for a period.
import type { PackageView, PlanView, UsageView } from '@sofre/engine/contracts';
import type { BillingPeriod } from '@sofre/engine/subscriptions';

/** OK is calm, NEAR (from 80 %) warns, REACHED is red. */
export const usageColor = (level: UsageView['level']): string =>
  level === 'REACHED' ? 'red' : level === 'NEAR' ? 'orange' : 'teal';

/** How full a bar is: a capped usage's percent (at most 100), an uncapped one is empty. */
export const usageFill = (usage: UsageView): number =>
  usage.limit === null ? 0 : Math.min(100, Math.max(0, usage.percent));

export type PackageAction = 'current-free' | 'renew' | 'upgrade' | 'buy' | 'none';

/**
 * What a package's button offers: the free package is nobody's to buy (the current one when on
 * it); the package held is renewed; another is bought — an upgrade when on the free package.
 */
export function packageAction(pkg: PackageView, plan: PlanView | undefined): PackageAction {
  if (pkg.free) return plan?.package.free ? 'current-free' : 'none';
  if (plan && !plan.package.free && plan.package.id === pkg.id) return 'renew';
  return plan?.package.free ? 'upgrade' : 'buy';
}

/** The package's price for the period (Rial), or undefined when it is not sold for it. */
export const priceFor = (pkg: PackageView, period: BillingPeriod): number | undefined =>
  pkg.prices[period] ?? undefined;

/** The periods a package is sold for, in the order the page offers them. */
export const periodsSold = (pkg: PackageView): BillingPeriod[] =>
  (['MONTHLY', 'QUARTERLY', 'YEARLY'] as const).filter((p) => priceFor(pkg, p) !== undefined);
