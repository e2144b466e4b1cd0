// When the back office reminds the owner of the package's term (the renewal banner): from three
// days before a bought or granted term ends — the day the renewal SMS goes out — and once it has
// lapsed onto the free package. Nothing on the free package never left, nor with days to spare.
import type { PlanView } from '@sofre/engine/contracts';

/** The days before a term's end from which the banner shows (renewal-reminder.job.ts's too). */
export const RENEWAL_NOTICE_DAYS = 3;

export type RenewalNotice =
  | { readonly kind: 'ending'; readonly daysLeft: number; readonly packageTitle: string }
  | { readonly kind: 'lapsed' };

export function renewalNotice(plan: PlanView | undefined): RenewalNotice | undefined {
  if (!plan) return undefined;
  if (plan.package.free) return plan.lapsed ? { kind: 'lapsed' } : undefined;
  if (plan.daysLeft === null || plan.daysLeft > RENEWAL_NOTICE_DAYS) return undefined;
  return { kind: 'ending', daysLeft: plan.daysLeft, packageTitle: plan.package.title };
}
