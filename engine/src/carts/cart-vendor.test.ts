// The vendor's say on a cart: open now by its hours (Tehran time), and the basket — goods after
// the code's discount, before packaging, tax and delivery — at its minimum.
import { describe, expect, it } from 'vitest';
import { aLine } from '../pricing/order-line.test-fixtures.ts';
import { defaultPricingSettings, noDiscount } from '../pricing/pricing.schemas.ts';
import { priceCart, type CartPricingTerms } from './cart-order.ts';
import {
  basketAmount,
  checkMinimumBasket,
  checkVendorOpen,
  type CartVendorTerms,
} from './cart-vendor.ts';
import { doogh, freeLine, freeSalad, kabab } from './cart.test-fixtures.ts';

// Friday 2025-03-21 in Tehran (UTC+03:30): 11:30 is 08:00 UTC.
const FRIDAY_1130 = '2025-03-21T08:00:00.000Z';
const lunch: CartVendorTerms = {
  availability: { times: [{ weekday: 'FRI', start: '12:00', end: '15:30' }] },
  minimumBasket: 0,
};
const terms = (over: Partial<CartPricingTerms> = {}): CartPricingTerms => ({
  settings: defaultPricingSettings,
  discount: noDiscount,
  deliveryCost: 0,
  ...over,
});
const refusalOf = (act: () => void): unknown => {
  try {
    act();
  } catch (error) {
    return error;
  }
  return undefined;
};

describe('checkVendorOpen', () => {
  it('refuses while closed, saying when it opens next', () => {
    expect(refusalOf(() => checkVendorOpen(lunch, FRIDAY_1130))).toMatchObject({
      code: 'VENDOR_CLOSED',
      message: 'رستوران در حال حاضر سفارش نمی‌پذیرد.',
      detail: { nextOpening: '2025-03-21T08:30:00.000Z' },
    });
  });

  it('takes the cart while open, and at any time without hours', () => {
    expect(() => checkVendorOpen(lunch, '2025-03-21T08:30:00.000Z')).not.toThrow();
    const noHours = { ...lunch, availability: { times: undefined } };
    expect(() => checkVendorOpen(noHours, FRIDAY_1130)).not.toThrow();
  });

  it('an end of 00:00 is open through 23:59', () => {
    const evening = {
      ...lunch,
      availability: { times: [{ weekday: 'FRI' as const, start: '18:00', end: '00:00' }] },
    };
    // 23:59:30 Friday in Tehran.
    expect(() => checkVendorOpen(evening, '2025-03-21T20:29:30.000Z')).not.toThrow();
    // 00:00 Saturday: closed until next Friday's 18:00.
    expect(refusalOf(() => checkVendorOpen(evening, '2025-03-21T20:30:00.000Z'))).toMatchObject({
      detail: { nextOpening: '2025-03-28T14:30:00.000Z' },
    });
  });
});

describe('the minimum basket', () => {
  // Kabab with butter (1,230,000) and two doogh (300,000): goods 1,530,000.
  const cart = { lines: [kabab, doogh], deliveryType: 'DELIVER' as const };
  const packed = {
    lines: [aLine({ tempId: 'x', price: 400_000, packagingCost: 90_000, withTax: true })],
    deliveryType: 'DELIVER' as const,
  };
  const at = (minimumBasket: number): CartVendorTerms => ({ ...lunch, minimumBasket });

  it('is held against the goods after the code, not packaging, tax or delivery', () => {
    expect(basketAmount(priceCart(cart, terms()))).toBe(1_530_000);
    const coded = terms({ discount: { type: 'MONEY', amount: 100_000 }, deliveryCost: 300_000 });
    expect(basketAmount(priceCart(cart, coded))).toBe(1_430_000);
    // 400,000 of goods: packaging (90,000), tax (40,000) and delivery do not lift it to 500,000.
    const price = priceCart(packed, terms({ deliveryCost: 300_000 }));
    expect(price.finalPrice).toBeGreaterThan(500_000);
    expect(basketAmount(price)).toBe(400_000);
  });

  it('refuses a basket under the minimum with a field error on items', () => {
    expect(refusalOf(() => checkMinimumBasket(packed, terms(), at(500_000)))).toMatchObject({
      code: 'BASKET_BELOW_MINIMUM',
      errors: [{ field: 'items', code: 'BASKET_BELOW_MINIMUM' }],
      detail: { minimumBasket: 500_000, basket: 400_000 },
    });
  });

  it('takes a basket at the minimum exactly, and any basket when there is none', () => {
    expect(() => checkMinimumBasket(cart, terms(), at(1_530_000))).not.toThrow();
    expect(() => checkMinimumBasket(packed, terms(), at(0))).not.toThrow();
  });

  it('a code that takes the basket under the minimum is refused; a free gift does not count', () => {
    const tenPercent = terms({ discount: { type: 'PERCENTAGE', amount: 10 } });
    expect(() => checkMinimumBasket(cart, tenPercent, at(1_400_000))).toThrow(
      expect.objectContaining({ code: 'BASKET_BELOW_MINIMUM' }),
    );
    const withGift = { ...packed, lines: [...packed.lines, freeLine(freeSalad)] };
    expect(() => checkMinimumBasket(withGift, terms(), at(500_000))).toThrow(
      expect.objectContaining({ code: 'BASKET_BELOW_MINIMUM' }),
    );
  });
});
