// What a code does to an order the cashier submits, and the one-or-the-other rule.
import { describe, expect, it } from 'vitest';
import { DomainError } from '../shared/domain-error.ts';
import { defaultPricingSettings } from '../pricing/pricing.schemas.ts';
import { priceOrder } from '../pricing/price-order.ts';
import { doogh, kabab } from '../pricing/order-line.test-fixtures.ts';
import { orderTermsWithCode } from './discount-code.order.ts';
import {
  freeSalad,
  giftCode,
  moneyCode,
  percentCode,
  shippingCode,
} from './discount.test-fixtures.ts';

const order = { lines: [kabab, doogh], deliveryCost: 400_000 };
const price = (terms: ReturnType<typeof orderTermsWithCode>) =>
  priceOrder({
    lines: terms.lines,
    deliveryType: 'DELIVER',
    discount: terms.discount,
    tip: 0,
    deliveryCost: terms.deliveryCost ?? 0,
    settings: { ...defaultPricingSettings, taxPercent: 0 },
  });

describe('orderTermsWithCode', () => {
  it('PERCENTAGE becomes the order’s discount with its cap, and the order records the code', () => {
    const terms = orderTermsWithCode({ ...percentCode, cap: 100_000 }, order);
    expect(terms).toMatchObject({
      couponCode: 'NOROOZ20',
      discount: { type: 'PERCENTAGE', amount: 20, cap: 100_000 },
      deliveryCost: 400_000,
    });
    expect(terms.lines).toEqual(order.lines);
    // 20 % of 2 × 1,030,000 + 3 × 150,000 is 502,000; the cap holds it at 100,000.
    expect(price(terms).finalDiscountAmount).toBe(100_000);
  });

  it('MONEY takes its Rial off', () => {
    const terms = orderTermsWithCode(moneyCode, order);
    expect(terms.discount).toEqual({ type: 'MONEY', amount: 200_000 });
    expect(price(terms).finalDiscountAmount).toBe(200_000);
  });

  it('FREESHIPPING waives the delivery cost and takes nothing off the goods', () => {
    const terms = orderTermsWithCode(shippingCode, order);
    expect(terms.deliveryCost).toBe(0);
    expect(price(terms)).toMatchObject({ deliveryCost: 0, finalDiscountAmount: 0 });
  });

  it('FREEITEM adds its gifts as free lines that cost nothing, packaging included', () => {
    const twice = { ...giftCode, freeItems: [freeSalad, freeSalad] };
    const terms = orderTermsWithCode(twice, order);
    const gift = terms.lines.at(-1);
    expect(terms.lines).toHaveLength(3);
    expect(gift).toMatchObject({
      tempId: 'free:salad',
      menuItemId: 'salad',
      count: 2,
      isFreeItem: true,
      price: 300_000,
    });
    const without = price({ ...terms, lines: [...order.lines] });
    expect(price(terms).finalPrice).toBe(without.finalPrice);
  });

  it('refuses a code and the cashier’s own discount together, naming the discount field', () => {
    const both = () =>
      orderTermsWithCode(moneyCode, { ...order, discount: { type: 'PERCENTAGE', amount: 10 } });
    expect(both).toThrow(DomainError);
    try {
      both();
    } catch (error) {
      expect(error).toMatchObject({
        code: 'DISCOUNT_CODE_WITH_MANUAL_DISCOUNT',
        errors: [{ field: 'discount', code: 'DISCOUNT_CODE_WITH_MANUAL_DISCOUNT' }],
      });
    }
    // An empty discount (0) is no discount.
    expect(() =>
      orderTermsWithCode(moneyCode, { ...order, discount: { amount: 0 } }),
    ).not.toThrow();
  });
});
