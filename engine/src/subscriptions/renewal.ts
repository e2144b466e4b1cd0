// When a vendor is reminded to renew: its term in force ends within REMIND_DAYS, it was not
// reminded of this term yet, and no later term of the same package follows it (a renewal bought
// early needs no reminder).
import { termAt, type SubscriptionState, type SubscriptionTerm } from './subscription.state.ts';

export const REMIND_DAYS = 3;
const DAY_MS = 86_400_000;

export function termNeedsReminder(
  state: SubscriptionState,
  now: string,
): SubscriptionTerm | undefined {
  const term = termAt(state, now);
  if (!term || term.reminded || term.source === 'GRANT') return undefined;
  const left = Date.parse(term.endsAt) - Date.parse(now);
  if (left > REMIND_DAYS * DAY_MS) return undefined;
  const followed = state.terms.some(
    (t) => t !== term && t.packageId === term.packageId && t.startsAt >= term.endsAt,
  );
  return followed ? undefined : term;
}
