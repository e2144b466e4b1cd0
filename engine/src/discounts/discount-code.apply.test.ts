// What a valid code gives the order paths, fed to them as they are: pricing, the POS draft and the
// cart decider take it without translation.
import { describe, expect, it } from 'vitest';
import { cartDecider } from '../carts/cart.decider.ts';
import { ApplyDiscountCodeData } from '../carts/cart.commands.ts';
import { cartCommand, cartId, kabab, opened, added } from '../carts/cart.test-fixtures.ts';
import { fold } from '../shared/decider.ts';
import { priceOrder } from '../pricing/price-order.ts';
import { defaultPricingSettings, noDiscount } from '../pricing/pricing.schemas.ts';
import { posDraftReducer } from '../pos-draft/pos-draft.reducer.ts';
import { emptyPosDraft } from '../pos-draft/pos-draft.state.ts';
import {
  cartDiscountOf,
  orderDiscountOf,
  posFreeItemsOf,
  waivesDelivery,
} from './discount-code.apply.ts';
import { giftCode, moneyCode, percentCode, shippingCode } from './discount.test-fixtures.ts';

const priced = (discount: ReturnType<typeof orderDiscountOf>) =>
  priceOrder({
    lines: [{ ...kabab, count: 5 }],
    deliveryType: 'PICKUP',
    discount,
    tip: 0,
    deliveryCost: 0,
    settings: defaultPricingSettings,
  });

describe('a code as an order discount', () => {
  it('PERCENTAGE takes its percent of the goods, never more than its cap', () => {
    // 5 × (1,200,000 + 30,000) = 6,150,000; 20 % = 1,230,000, capped at 500,000.
    expect(orderDiscountOf(percentCode)).toEqual({ type: 'PERCENTAGE', amount: 20, cap: 500_000 });
    expect(priced(orderDiscountOf(percentCode)).finalDiscountAmount).toBe(500_000);
    const small = { ...percentCode, cap: 5_000_000 };
    expect(priced(orderDiscountOf(small)).finalDiscountAmount).toBe(1_230_000);
  });

  it('MONEY takes its Rial off; FREEITEM and FREESHIPPING take nothing off the goods', () => {
    expect(priced(orderDiscountOf(moneyCode)).finalDiscountAmount).toBe(200_000);
    expect(orderDiscountOf(giftCode)).toEqual(noDiscount);
    expect(orderDiscountOf(shippingCode)).toEqual(noDiscount);
    expect(waivesDelivery(shippingCode)).toBe(true);
    expect(waivesDelivery(moneyCode)).toBe(false);
  });
});

describe('a code in the POS draft', () => {
  it('setDiscount takes the order discount; applyFreeItems the gifts as free lines', () => {
    let draft = posDraftReducer(emptyPosDraft(), { type: 'addItem', line: kabab });
    const discount = orderDiscountOf(percentCode);
    draft = posDraftReducer(draft, {
      type: 'setDiscount',
      discountType: discount.type,
      amount: discount.amount,
      cap: discount.cap,
    });
    expect(draft).toMatchObject({
      discountType: 'PERCENTAGE',
      discountAmount: 20,
      discountCap: 500_000,
    });
    draft = posDraftReducer(draft, { type: 'applyFreeItems', items: posFreeItemsOf(giftCode) });
    expect(draft.lines.filter((l) => l.isFreeItem)).toMatchObject([
      { tempId: 'free:salad', menuItemId: 'salad', count: 1, price: 300_000 },
    ]);
    expect(posFreeItemsOf(moneyCode)).toEqual([]);
  });
});

describe('a code in the site cart', () => {
  it('ApplyDiscountCode takes the cart discount as it is, gifts and all', () => {
    const discount = ApplyDiscountCodeData.parse({
      cartId,
      discount: cartDiscountOf('d1', giftCode),
    }).discount;
    expect(discount).toMatchObject({ id: 'd1', code: 'SALAD', type: 'FREEITEM', value: 0 });
    const state = fold(cartDecider, [opened, added(kabab)]);
    const events = cartDecider.decide(
      cartCommand('ApplyDiscountCode', { cartId, discount }),
      state,
    );
    expect(events[0]).toMatchObject({
      type: 'CartDiscountCodeApplied',
      data: { freeLines: [{ tempId: 'free:salad', isFreeItem: true }] },
    });
    expect(cartDiscountOf('d2', percentCode)).toMatchObject({ value: 20, freeItems: [] });
  });
});
