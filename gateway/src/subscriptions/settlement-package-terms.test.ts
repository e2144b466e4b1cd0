// A week's settlement on the vendor's own terms: the CONTRACT fee at the rate of the package held
// when the week began, the amount due reckoned again from it, the week's paid invoices listed
// beside it; a week on the platform's default rate is answered exactly as booked.
import type { SettlementView } from '@sofre/engine/contracts';
import { fold } from '@sofre/engine';
import {
  FREE_PACKAGE,
  subscriptionDecider,
  type PackageRecord,
  type SubscriptionCommand,
  type SubscriptionEvent,
} from '@sofre/engine/subscriptions';
import { describe, expect, it } from 'vitest';
import { termsOf } from './settlement-package-terms.ts';

const pro: PackageRecord = {
  id: 'pro',
  fields: { ...FREE_PACKAGE.fields, title: 'حرفه‌ای', contractFeePercent: 3.5 },
};
const meta = (now: string) => ({
  commandId: now,
  vendorId: 'v1',
  actor: { userId: 'o', kind: 'STAFF' as const },
  now,
});
function history(...commands: [string, SubscriptionCommand['type'], object][]) {
  const events: SubscriptionEvent[] = [];
  for (const [now, type, data] of commands)
    events.push(
      ...subscriptionDecider.decide(
        { type, data, metadata: meta(now) } as SubscriptionCommand,
        fold(subscriptionDecider, events),
      ),
    );
  return fold(subscriptionDecider, events);
}

// Saturday 2026-11-21 begins the week; the vendor pays a 30-day «حرفه‌ای» on Monday the 23rd.
const PAID = '2026-11-23T10:00:00.000Z';
const state = history(
  [
    PAID,
    'OpenContract',
    {
      contractId: 'k1',
      packageId: 'pro',
      packageTitle: 'حرفه‌ای',
      period: 'MONTHLY',
      days: 30,
      price: 35_000_000,
      discount: 0,
      code: null,
      contractFeePercent: 3.5,
    },
  ],
  [
    PAID,
    'StartContractTransaction',
    { contractId: 'k1', transactionId: 't1', provider: 'SANDBOX' },
  ],
  [
    PAID,
    'CompleteContractTransaction',
    { transactionId: 't1', result: { outcome: 'PAID', amount: 35_000_000, referenceId: 'R' } },
  ],
);
const week = (settlementId: string): SettlementView => ({
  settlementId,
  fromDate: settlementId,
  toDate: settlementId,
  status: 'PENDING',
  orderCount: 1,
  onlineSales: 1_000_000,
  refunds: 0,
  contractFee: 20_000,
  serviceFee: 10_000,
  amountDue: 970_000,
  fees: [
    { type: 'CONTRACT', amount: 20_000, percent: 2 },
    { type: 'SERVICE', amount: 10_000 },
  ],
});

describe("settlements on the vendor's package", () => {
  const terms = termsOf(state, [pro]);

  it('answers the week begun on the free package as booked, with the invoice paid in it', () => {
    const view = terms.settlement(week('2026-11-21'));
    expect(view).toMatchObject({ contractFee: 20_000, amountDue: 970_000 });
    expect(view.invoices).toEqual([
      {
        contractId: 'k1',
        packageTitle: 'حرفه‌ای',
        amount: 35_000_000,
        paidAt: PAID,
        status: 'PAID',
        feeType: 'CONTRACT',
      },
    ]);
  });

  it("reckons the next week's CONTRACT fee at the package's rate", () => {
    const view = terms.settlement(week('2026-11-28'));
    expect(view).toMatchObject({ contractFee: 35_000, amountDue: 955_000 });
    expect(view.fees[0]).toEqual({ type: 'CONTRACT', amount: 35_000, percent: 3.5 });
    expect(view.invoices).toBeUndefined();
  });
});

describe('the rate a week is settled on', () => {
  const raised: PackageRecord = { id: 'pro', fields: { ...pro.fields, contractFeePercent: 9 } };

  it('is the rate bought with the term, whatever the package became since', () => {
    const view = termsOf(state, [raised]).settlement(week('2026-11-28'));
    expect(view).toMatchObject({ contractFee: 35_000, amountDue: 955_000 });
  });

  it("is the package's rate of today for a term recorded before rates were kept", () => {
    const unrecorded = {
      ...state,
      terms: state.terms.map((t) => ({ ...t, packageTitle: null, contractFeePercent: null })),
    };
    const view = termsOf(unrecorded, [raised]).settlement(week('2026-11-28'));
    expect(view).toMatchObject({ contractFee: 90_000, amountDue: 900_000 });
  });
});
