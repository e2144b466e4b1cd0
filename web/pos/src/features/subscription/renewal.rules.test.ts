import type { PlanView } from '@sofre/engine/contracts';
import { describe, expect, it } from 'vitest';
import { renewalNotice } from './renewal.rules.ts';

const plan = (fields: Partial<PlanView>): PlanView => ({
  vendorId: 'v',
  package: { id: 'package-pro', title: 'حرفه‌ای', free: false },
  features: [],
  endsAt: '2026-12-01T00:00:00.000Z',
  daysLeft: 10,
  lapsed: false,
  period: '2026-11',
  usages: [],
  upgrades: [],
  ...fields,
});
const free = { id: 'free', title: 'رایگان', free: true };

describe('the renewal banner', () => {
  it('names the days left from three days before the term ends, to its last day', () => {
    for (const daysLeft of [3, 2, 1, 0])
      expect(renewalNotice(plan({ daysLeft }))).toEqual({
        kind: 'ending',
        daysLeft,
        packageTitle: 'حرفه‌ای',
      });
  });

  it('says nothing with more than three days left', () => {
    expect(renewalNotice(plan({ daysLeft: 4 }))).toBeUndefined();
    expect(renewalNotice(plan({ daysLeft: 30 }))).toBeUndefined();
  });

  it('says the term lapsed once the vendor fell back to the free package', () => {
    const lapsed = plan({ package: free, endsAt: null, daysLeft: null, lapsed: true });
    expect(renewalNotice(lapsed)).toEqual({ kind: 'lapsed' });
  });

  it('says nothing on the free package never left, nor while the plan is unknown', () => {
    expect(renewalNotice(plan({ package: free, endsAt: null, daysLeft: null }))).toBeUndefined();
    expect(renewalNotice(undefined)).toBeUndefined();
  });
});
