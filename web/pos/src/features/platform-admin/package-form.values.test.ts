import type { PackageView } from '@sofre/engine/contracts';
import { describe, expect, it } from 'vitest';
import { formOfPackage, requestOfPackage } from './package-form.values.ts';

const pkg: PackageView = {
  id: 'p',
  title: 'حرفه‌ای',
  description: '',
  features: [{ id: 'KDS', title: 'نمایشگر آشپزخانه', description: '' }],
  prices: { MONTHLY: 35_000_000, YEARLY: null },
  limits: { SMS: 2_000 },
  contractFeePercent: 2,
  active: true,
  free: false,
};

describe('a package form', () => {
  it('shows prices in Toman and sends them in Rial, an empty one as not sold', () => {
    const values = formOfPackage(pkg);
    expect(values.prices).toEqual({ MONTHLY: 3_500_000 });
    const request = requestOfPackage({
      ...values,
      prices: { ...values.prices, QUARTERLY: 9_000_000 },
    });
    expect(request.prices).toEqual({ MONTHLY: 35_000_000, QUARTERLY: 90_000_000, YEARLY: null });
  });

  it('sends an empty cap as none and keeps the features', () => {
    const request = requestOfPackage(formOfPackage(pkg));
    expect(request.limits).toEqual({ ORDERS: null, SMS: 2_000, BRANCHES: null });
    expect(request.features).toEqual(['KDS']);
  });
});
