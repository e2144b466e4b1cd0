// The settlements report on each vendor's own terms (issue 32): the CONTRACT fee of a week is the
// rate that applied when it began (the engine's feeRateAt: the rate the vendor bought, recorded on
// its term). The read model books the platform's default rate (projections settlement-terms.ts);
// a week on another rate is reckoned again here, from its net online money, and the platform's
// invoices the vendor paid in the week (its contracts, fee type CONTRACT) are listed beside it. A
// week on the default rate is answered as booked.
import type { SettlementOrderView, SettlementView } from '@sofre/engine/contracts';
import { feeRateAt, type PackageRecord, type SubscriptionState } from '@sofre/engine/subscriptions';
import { CONTRACT_FEE_BASIS_POINTS, weekOfDay } from '@sofre/projections';
import type { Platform } from '../platform/platform.port.ts';
import { packagesOf, subscriptionOf } from './plan-lookup.ts';

type Money = Pick<
  SettlementView,
  'onlineSales' | 'refunds' | 'contractFee' | 'serviceFee' | 'amountDue'
>;

function reckoned<T extends Money>(money: T, basisPoints: number): T {
  const contractFee = Math.round(((money.onlineSales - money.refunds) * basisPoints) / 10_000);
  const amountDue = money.onlineSales - money.refunds - contractFee - money.serviceFee;
  return { ...money, contractFee, amountDue };
}

export interface PackageTerms {
  /** The CONTRACT fee of the week beginning on `settlementId`, in basis points. */
  basisPoints(settlementId: string): number;
  settlement(view: SettlementView): SettlementView;
  order(settlementId: string, row: SettlementOrderView): SettlementOrderView;
}

export function termsOf(
  state: SubscriptionState,
  packages: readonly PackageRecord[],
): PackageTerms {
  const basisPoints = (settlementId: string) =>
    Math.round(feeRateAt(state, packages, weekOfDay(settlementId).startsAt) * 100);
  return {
    basisPoints,
    settlement(view) {
      const bp = basisPoints(view.settlementId);
      const { startsAt, endsAt } = weekOfDay(view.settlementId);
      const invoices = state.contracts
        .filter(
          (c) => c.status === 'PAID' && c.paidAt && c.paidAt >= startsAt && c.paidAt <= endsAt,
        )
        .map((c) => ({
          contractId: c.contractId,
          packageTitle: c.packageTitle,
          amount: c.amount,
          paidAt: c.paidAt!,
          status: 'PAID' as const,
          feeType: 'CONTRACT' as const,
        }));
      const terms = bp === CONTRACT_FEE_BASIS_POINTS ? view : reckoned(view, bp);
      const fees = terms.fees.map((f) =>
        f.type === 'CONTRACT' ? { ...f, amount: terms.contractFee, percent: bp / 100 } : f,
      );
      return { ...terms, fees, ...(invoices.length > 0 ? { invoices } : {}) };
    },
    order(settlementId, row) {
      const bp = basisPoints(settlementId);
      return bp === CONTRACT_FEE_BASIS_POINTS ? row : reckoned(row, bp);
    },
  };
}

export async function packageTermsFor(
  platform: Pick<Platform, 'store' | 'readSide'>,
  vendorId: string,
): Promise<PackageTerms> {
  const [state, packages] = await Promise.all([
    subscriptionOf(platform.store, vendorId),
    packagesOf(platform),
  ]);
  return termsOf(state, packages);
}
