// How a term starts: one of the package the vendor holds now starts where the last one ends (a
// renewal loses no day); another package starts now (an upgrade takes effect at once). A term
// records the package as the vendor took it — its title and CONTRACT fee rate — so the weeks
// settled in it keep that rate whatever the package becomes.
import { addDays } from './features.ts';
import { ContractPaid, SubscriptionTermStarted } from './subscription.events.ts';
import { contractOf, type SubscriptionState } from './subscription.state.ts';

/** Where a new term of `packageId` starts: after the running terms of the same package, else now. */
function termStart(state: SubscriptionState, packageId: string, now: string): string {
  const at = Date.parse(now);
  const ends = state.terms
    .filter((t) => t.packageId === packageId && Date.parse(t.endsAt) > at)
    .map((t) => Date.parse(t.endsAt));
  return ends.length > 0 ? new Date(Math.max(...ends)).toISOString() : now;
}

/** A term about to start: the package as the vendor takes it, for how many days, from when. */
export interface NewTerm {
  readonly subscriptionId: string;
  readonly packageId: string;
  readonly packageTitle: string;
  readonly contractFeePercent: number | null;
  readonly days: number;
  readonly now: string;
}

export function termEvent(
  state: SubscriptionState,
  term: NewTerm,
  source: { source: 'CONTRACT' | 'CODE' | 'GRANT'; contractId: string | null; code: string | null },
) {
  const startsAt = termStart(state, term.packageId, term.now);
  return SubscriptionTermStarted({
    subscriptionId: term.subscriptionId,
    packageId: term.packageId,
    startsAt,
    endsAt: addDays(startsAt, term.days),
    ...source,
    packageTitle: term.packageTitle,
    contractFeePercent: term.contractFeePercent,
  });
}

/** The contract is paid: its term, of the package at the rate bought when it was opened. */
export function paidContract(state: SubscriptionState, contractId: string, now: string) {
  const contract = contractOf(state, contractId)!;
  return [
    ContractPaid({ contractId, amount: contract.amount, paidAt: now }),
    termEvent(
      state,
      {
        subscriptionId: contractId,
        packageId: contract.packageId,
        packageTitle: contract.packageTitle,
        contractFeePercent: contract.contractFeePercent,
        days: contract.days,
        now,
      },
      { source: 'CONTRACT', contractId, code: contract.code },
    ),
  ];
}
