// When the back office reminds the owner of the package's term (the renewal banner): from the
// days before the plan's end that the renewal SMS goes out (REMIND_DAYS; the SMS is for bought
// terms, the banner for granted ones too), and once it has lapsed onto the free package. Nothing
// on the free package never left, nor with days to spare.
import type { PlanView } from '@sofre/engine/contracts';
import { REMIND_DAYS } from '@sofre/engine/subscriptions';

export type RenewalNotice =
  | { readonly kind: 'ending'; readonly daysLeft: number; readonly packageTitle: string }
  | { readonly kind: 'lapsed' };

export function renewalNotice(plan: PlanView | undefined): RenewalNotice | undefined {
  if (!plan) return undefined;
  if (plan.package.free) return plan.lapsed ? { kind: 'lapsed' } : undefined;
  if (plan.daysLeft === null || plan.daysLeft > REMIND_DAYS) return undefined;
  return { kind: 'ending', daysLeft: plan.daysLeft, packageTitle: plan.package.title };
}
