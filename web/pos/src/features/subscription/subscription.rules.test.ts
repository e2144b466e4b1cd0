import type { PackageView, PlanView } from '@sofre/engine/contracts';
import { describe, expect, it } from 'vitest';
import { subscriptionMessages as text } from './subscription.messages.ts';
import {
  packageAction,
  paymentOutcome,
  periodsSold,
  priceFor,
  usageColor,
  usageFill,
} from './subscription.rules.ts';

const pkg = (id: string, free = false): PackageView => ({
  id,
  title: id,
  description: '',
  features: [],
  prices: free ? {} : { MONTHLY: 10_000_000, YEARLY: 100_000_000 },
  limits: {},
  contractFeePercent: 0,
  active: true,
  free,
});

const planOn = (id: string, free = false): PlanView => ({
  vendorId: 'v',
  package: { id, title: id, free },
  features: [],
  endsAt: null,
  daysLeft: null,
  lapsed: false,
  period: '2026-11',
  usages: [],
  upgrades: [],
});

describe('the subscription page rules', () => {
  it('colours a usage by its level', () => {
    expect(usageColor('OK')).toBe('teal');
    expect(usageColor('NEAR')).toBe('orange');
    expect(usageColor('REACHED')).toBe('red');
  });

  it('fills a capped bar up to 100 and leaves an uncapped one empty', () => {
    const usage = { metric: 'ORDERS', used: 120, level: 'REACHED' } as const;
    expect(usageFill({ ...usage, limit: 100, percent: 120 })).toBe(100);
    expect(usageFill({ ...usage, limit: null, percent: 0 })).toBe(0);
  });

  it('renews the package held, upgrades from free, buys another, never sells the free one', () => {
    expect(packageAction(pkg('pro'), planOn('pro'))).toBe('renew');
    expect(packageAction(pkg('pro'), planOn('free', true))).toBe('upgrade');
    expect(packageAction(pkg('pro'), planOn('basic'))).toBe('buy');
    expect(packageAction(pkg('free', true), planOn('free', true))).toBe('current-free');
    expect(packageAction(pkg('free', true), planOn('pro'))).toBe('none');
  });

  it('offers only the periods a package is sold for', () => {
    expect(periodsSold(pkg('pro'))).toEqual(['MONTHLY', 'YEARLY']);
    expect(priceFor(pkg('pro'), 'QUARTERLY')).toBeUndefined();
  });
});

describe('how a payment went, as the provider sent the browser back', () => {
  it('says why money was given back, each reason its own next step', () => {
    const said = (reason: string) =>
      paymentOutcome(`?contract=k1&payment=refunded&reason=${reason}`)?.message;
    expect(said('AMOUNT_MISMATCH')).toBe(text.refundedBecause.AMOUNT_MISMATCH);
    expect(said('SUBSCRIPTION_CODE_ALREADY_USED')).toBe(
      text.refundedBecause.SUBSCRIPTION_CODE_ALREADY_USED,
    );
    expect(said('CONTRACT_ALREADY_PAID')).toBe(text.refundedBecause.CONTRACT_ALREADY_PAID);
    expect(new Set(Object.values(text.refundedBecause)).size).toBe(3);
    expect(said('SOMETHING_ELSE')).toBe(text.outcome.refunded);
  });

  it('reads ok and failed as before, and nothing else', () => {
    expect(paymentOutcome('?payment=ok')).toEqual({ outcome: 'ok', message: text.outcome.ok });
    expect(paymentOutcome('?payment=failed')?.outcome).toBe('failed');
    expect(paymentOutcome('?payment=maybe')).toBeUndefined();
    expect(paymentOutcome('')).toBeUndefined();
  });
});
