import type { DiscountCodeView } from '@sofre/engine/contracts';
import { describe, expect, it } from 'vitest';
import { emptyDiscountForm, formOf, requestOf } from './discount-form.values.ts';

const view: DiscountCodeView = {
  id: 'd1',
  code: 'NOROOZ',
  type: 'PERCENTAGE',
  value: 15,
  cap: 1_000_000,
  expiration: '2025-04-01T20:29:59.000Z',
  active: true,
  usageLimitPerUser: 1,
  usageLimit: null,
  vendorDeal: 100,
  freeItems: [],
  usageCount: 3,
  createdAt: '2025-03-01T08:00:00.000Z',
  updatedAt: '2025-03-01T08:00:00.000Z',
};

describe('discount form values', () => {
  it('shows Rial amounts in Toman and sends them back in Rial', () => {
    const form = formOf(view, 'TOMAN');
    expect(form).toMatchObject({ value: 15, cap: 100_000, usageLimit: undefined });
    expect(requestOf(form, 'TOMAN')).toMatchObject({ value: 15, cap: 1_000_000, usageLimit: null });
    const money = formOf({ ...view, type: 'MONEY', value: 500_000, cap: null }, 'TOMAN');
    expect(money.value).toBe(50_000);
    expect(requestOf(money, 'TOMAN')).toMatchObject({ value: 500_000, cap: null });
    expect(requestOf(money, 'RIAL')).toMatchObject({ value: 50_000 });
  });

  it('a type sends only its own fields; the others go as null or none', () => {
    const values = { ...emptyDiscountForm(), code: ' gift ', value: 20, cap: 5, freeItems: ['a'] };
    expect(requestOf({ ...values, type: 'FREESHIPPING' }, 'TOMAN')).toMatchObject({
      code: 'gift',
      value: null,
      cap: null,
      freeItems: [],
    });
    expect(requestOf({ ...values, type: 'FREEITEM' }, 'TOMAN')).toMatchObject({
      value: null,
      freeItems: [{ id: 'a' }],
    });
    expect(requestOf({ ...values, type: 'MONEY' }, 'TOMAN')).toMatchObject({
      value: 200,
      cap: null,
    });
  });
});
