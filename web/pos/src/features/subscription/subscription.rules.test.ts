import type { PackageView, PlanView } from '@sofre/engine/contracts';
import { describe, expect, it } from 'vitest';
import {
  packageAction,
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
