// A code the server accepted, put on the POS draft and taken off again (through the engine's
// reducer, as the machine applies it).
import type { DiscountCodeLookup } from '@sofre/engine/contracts';
import { emptyPosDraft, posDraftReducer, priceDraft, type PosDraft } from '@sofre/engine/pos-draft';
import { defaultPricingSettings } from '@sofre/engine/pricing';
import { describe, expect, it } from 'vitest';
import { applyCouponActions, removeCouponActions } from './coupon.actions.ts';

const kabab = {
  tempId: 't1',
  menuItemId: 'kabab',
  title: 'چلوکباب',
  price: 2_500_000,
  count: 1,
  discount: 0,
  packagingCost: 0,
  servePackagingCost: 0,
  withTax: true,
  changePrice: false,
  orderItemToppings: [],
};
const salad = {
  id: 'salad',
  title: 'سالاد شیرازی',
  price: 300_000,
  discount: 0,
  packagingCost: 40_000,
  servePackagingCost: 0,
  withTax: true,
};

const lookup = (over: Partial<DiscountCodeLookup>): DiscountCodeLookup => ({
  id: 'code-1',
  code: 'NOROOZ20',
  type: 'PERCENTAGE',
  value: 20,
  cap: 500_000,
  expiration: '2099-01-01T00:00:00.000Z',
  active: true,
  usageLimitPerUser: 1,
  usageLimit: null,
  vendorDeal: 100,
  freeItems: [],
  usageCount: 0,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  orderDiscount: { type: 'PERCENTAGE', amount: 20, cap: 500_000 },
  freeShipping: false,
  ...over,
});

const withKabab = (over: Partial<PosDraft> = {}): PosDraft => ({
  ...posDraftReducer(emptyPosDraft(), { type: 'addItem', line: kabab }),
  ...over,
});
const apply = (draft: PosDraft, code: DiscountCodeLookup) =>
  applyCouponActions(draft, code).reduce(posDraftReducer, draft);
const remove = (draft: PosDraft) => removeCouponActions(draft).reduce(posDraftReducer, draft);

describe('a discount code on the POS draft', () => {
  it('PERCENTAGE: the code and its discount with the cap replace the cashier’s discount', () => {
    const draft = apply(withKabab({ discountType: 'MONEY', discountAmount: 100_000 }), lookup({}));
    expect(draft).toMatchObject({
      couponCode: 'NOROOZ20',
      discountType: 'PERCENTAGE',
      discountAmount: 20,
      discountCap: 500_000,
    });
  });

  it('FREEITEM: its gifts as free lines; taking the code off takes them and the code away', () => {
    const gift = lookup({
      code: 'SALAD',
      type: 'FREEITEM',
      value: null,
      cap: null,
      freeItems: [salad],
      orderDiscount: { type: 'MONEY', amount: 0 },
    });
    const draft = apply(withKabab(), gift);
    expect(draft.couponCode).toBe('SALAD');
    expect(draft.lines).toEqual([
      expect.objectContaining({ tempId: 't1', isFreeItem: false }),
      expect.objectContaining({ tempId: 'free:salad', count: 1, isFreeItem: true }),
    ]);
    const removed = remove(draft);
    expect(removed.couponCode).toBeNull();
    expect(removed.lines.map((l) => l.tempId)).toEqual(['t1']);
    expect(removed).toMatchObject({ discountType: 'MONEY', discountAmount: 0 });
  });

  it('FREESHIPPING waives the delivery cost; taking the code off brings it back', () => {
    const ship = lookup({
      code: 'FREESHIP',
      type: 'FREESHIPPING',
      value: null,
      cap: null,
      orderDiscount: { type: 'MONEY', amount: 0 },
      freeShipping: true,
    });
    const deliver = posDraftReducer(withKabab(), {
      type: 'setDeliveryType',
      deliveryType: 'DELIVER',
    });
    const draft = apply(
      posDraftReducer(deliver, { type: 'setDeliveryCost', amount: 400_000 }),
      ship,
    );
    expect(draft).toMatchObject({ couponCode: 'FREESHIP', freeShipping: true, discountAmount: 0 });
    expect(priceDraft(draft, defaultPricingSettings).deliveryCost).toBe(0);
    const without = removeCouponActions(draft).reduce(posDraftReducer, draft);
    expect(priceDraft(without, defaultPricingSettings).deliveryCost).toBe(400_000);
  });

  it('a second code replaces the first, gifts included', () => {
    const gift = lookup({
      code: 'SALAD',
      type: 'FREEITEM',
      freeItems: [salad],
      orderDiscount: { type: 'MONEY', amount: 0 },
    });
    const draft = apply(
      apply(withKabab(), gift),
      lookup({ code: 'WELCOME', type: 'MONEY', orderDiscount: { type: 'MONEY', amount: 200_000 } }),
    );
    expect(draft).toMatchObject({
      couponCode: 'WELCOME',
      discountType: 'MONEY',
      discountAmount: 200_000,
    });
    expect(draft.lines.some((l) => l.isFreeItem)).toBe(false);
  });
});
