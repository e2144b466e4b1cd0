import type { PlanView } from '@sofre/engine/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { isFeatureRefusal } from './feature-refusal.tsx';
import { featureTitle, lacksFeature, upgradeFor } from './plan.api.ts';

const plan: PlanView = {
  vendorId: 'v',
  package: { id: 'package-basic', title: 'پایه', free: false },
  features: ['REPORTS'],
  endsAt: '2027-01-01T00:00:00.000Z',
  daysLeft: 30,
  lapsed: false,
  period: '2026-11',
  usages: [],
  upgrades: [{ feature: 'KDS', packageId: 'package-pro', title: 'حرفه‌ای' }],
};

describe('the plan locks', () => {
  it('locks a feature the plan lacks and names the package that has it', () => {
    expect(lacksFeature(plan, 'KDS')).toBe(true);
    expect(upgradeFor(plan, 'KDS')?.title).toBe('حرفه‌ای');
    expect(lacksFeature(plan, 'REPORTS')).toBe(false);
  });

  it('locks nothing while the plan is unknown, nor a section of no feature', () => {
    expect(lacksFeature(undefined, 'KDS')).toBe(false);
    expect(lacksFeature(plan, undefined)).toBe(false);
  });

  it('knows a refusal for a feature outside the package from any other 403', () => {
    expect(isFeatureRefusal(new ApiError(403, 'FEATURE_NOT_IN_PACKAGE', '…'))).toBe(true);
    expect(isFeatureRefusal(new ApiError(403, 'FORBIDDEN', '…'))).toBe(false);
  });

  it('names a feature as the platform admin titled it, the built-in name until that is read', () => {
    const features = [{ id: 'REPORTS' as const, title: 'گزارش‌های مدیر', description: '' }];
    expect(featureTitle(features, 'REPORTS')).toBe('گزارش‌های مدیر');
    expect(featureTitle(undefined, 'REPORTS')).toBe('گزارش‌های مدیریتی');
    expect(featureTitle(features, 'KDS')).toBe('نمایشگر آشپزخانه');
  });
});
