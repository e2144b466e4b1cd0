// Which CONTRACT fee rate applies at an instant (the settlements take it at the start of a week):
// the rate the vendor bought, recorded on the term it held then, so an admin editing the package
// later changes no past week; a term recorded before rates were kept (version 1), or no term (the
// free package), reads the rate of the package held then as the admin set it today — the best an
// old event can tell.
import type { PackageRecord } from './package.kind.ts';
import { planOf } from './plan.ts';
import { termAt, type SubscriptionState } from './subscription.state.ts';

/** The CONTRACT fee rate at `at`, in percent of the vendor's net online sales. */
export function feeRateAt(
  state: SubscriptionState,
  packages: readonly PackageRecord[],
  at: string,
): number {
  return (
    termAt(state, at)?.contractFeePercent ??
    planOf(state, packages, at).package.fields.contractFeePercent
  );
}
