// The subscription page's pure rules: a usage's colour, what a package's button does for this
// vendor, a package's price for a period, and how a payment went when the provider sent the
// browser back.
import type { PackageView, PlanView, UsageView } from '@sofre/engine/contracts';
import { ContractRefundReason, type BillingPeriod } from '@sofre/engine/subscriptions';
import { subscriptionMessages as text } from './subscription.messages.ts';

export type PaymentOutcome = keyof typeof text.outcome;

/**
 * How the payment went (`?payment=ok|refunded|failed`), and what to tell the vendor: money given
 * back says why (`&reason=`), for what to do next differs — nothing, pay again, or subscribe
 * without the code.
 */
export function paymentOutcome(
  search: string,
): { readonly outcome: PaymentOutcome; readonly message: string } | undefined {
  const query = new URLSearchParams(search);
  const outcome = query.get('payment');
  if (outcome !== 'ok' && outcome !== 'refunded' && outcome !== 'failed') return undefined;
  const reason = ContractRefundReason.safeParse(query.get('reason'));
  const message =
    outcome === 'refunded' && reason.success
      ? text.refundedBecause[reason.data]
      : text.outcome[outcome];
  return { outcome, message };
}

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
