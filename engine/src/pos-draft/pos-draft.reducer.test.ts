// POS draft rules (spec §4 "POS"), one test each: given the cashier's actions, when one more, then the draft.
import { describe, expect, it } from 'vitest';
import { aLine, doogh, freeSalad, kabab } from '../pricing/order-line.test-fixtures.ts';
import { ORDER_LIMITS } from '../contracts/order-limits.ts';
import { defaultPricingSettings } from '../pricing/pricing.schemas.ts';
import type { FreeItem, NewLine, PosDraftAction } from './pos-draft.actions.ts';
import { canApply, posDraftReducer } from './pos-draft.reducer.ts';
import { emptyPosDraft, priceDraft } from './pos-draft.state.ts';

const given = (...history: PosDraftAction[]) => {
  const draft = history.reduce(posDraftReducer, emptyPosDraft());
  return { draft, when: (action: PosDraftAction) => posDraftReducer(draft, action) };
};
const add = (line: NewLine): PosDraftAction => ({ type: 'addItem', line });
const { isFreeItem: _, ...salad } = freeSalad;
const gift: FreeItem = salad;
const counts = (lines: readonly { tempId: string; count: number }[]) =>
  lines.map((l) => [l.tempId, l.count]);

describe('POS draft', () => {
  it('starts as a SERVE order paid by CARD, with a PERCENTAGE discount and 20 minutes', () => {
    expect(emptyPosDraft()).toMatchObject({
      lines: [],
      deliveryType: 'SERVE',
      paymentType: 'CARD',
      discountType: 'PERCENTAGE',
      discountAmount: 0,
      preparationTime: 20,
    });
  });

  it('adding the same item with the same toppings merges into one line', () => {
    const again = { ...kabab, tempId: 'kabab-2', count: 1 };
    expect(counts(given(add(kabab)).when(add(again)).lines)).toEqual([['kabab', 3]]);
  });

  it('the same item with different toppings is a new line', () => {
    const plain = { ...kabab, tempId: 'plain', orderItemToppings: [] };
    expect(given(add(kabab)).when(add(plain)).lines).toHaveLength(2);
  });

  it('a line with its own note to the kitchen is not merged with a plain one', () => {
    const noted = { ...kabab, tempId: 'noted', note: 'بدون پیاز' };
    expect(given(add(kabab)).when(add(noted)).lines).toHaveLength(2);
    expect(counts(given(add(noted)).when(add({ ...noted, tempId: 'again' })).lines)).toEqual([
      ['noted', 4],
    ]);
  });

  it('topping order does not make a line different', () => {
    const t = (id: string) => ({ toppingId: id, title: id, price: 1_000, count: 1 });
    const a = aLine({ tempId: 'a', menuItemId: 'm', orderItemToppings: [t('x'), t('y')] });
    const b = aLine({ tempId: 'b', menuItemId: 'm', orderItemToppings: [t('y'), t('x')] });
    expect(counts(given(add(a)).when(add(b)).lines)).toEqual([['a', 2]]);
  });

  it('increment and decrement change a line by one', () => {
    const draft = given(add(kabab), { type: 'increment', tempId: 'kabab' });
    expect(counts(draft.draft.lines)).toEqual([['kabab', 3]]);
    expect(counts(draft.when({ type: 'decrement', tempId: 'kabab' }).lines)).toEqual([
      ['kabab', 2],
    ]);
  });

  it('stays within the order contract’s bounds (ORDER_LIMITS): lines, units per line, units in all', () => {
    const full = { ...kabab, count: ORDER_LIMITS.lineCount };
    const atMost = given(add(full));
    expect(atMost.when({ type: 'increment', tempId: 'kabab' })).toBe(atMost.draft);
    expect(atMost.when(add({ ...kabab, tempId: 'more', count: 1 }))).toBe(atMost.draft);
    const lines = Array.from({ length: ORDER_LIMITS.lines }, (_, i) =>
      add(aLine({ tempId: `l${i}`, menuItemId: `m${i}` })),
    );
    const wide = given(...lines);
    expect(wide.draft.lines).toHaveLength(ORDER_LIMITS.lines);
    expect(wide.when(add(aLine({ tempId: 'one-more', menuItemId: 'x' })))).toBe(wide.draft);
    const heavy = given(add({ ...kabab, count: 500 }), add({ ...doogh, count: 500 }));
    expect(heavy.when(add(aLine({ tempId: 'extra', menuItemId: 'x' })))).toBe(heavy.draft);
  });

  it('decrementing a line to 0 removes it', () => {
    const one = { ...doogh, count: 1 };
    const after = given(add(kabab), add(one)).when({ type: 'decrement', tempId: 'doogh' });
    expect(counts(after.lines)).toEqual([['kabab', 2]]);
  });

  it('free items are their own lines, never merged with a paid line of the same item', () => {
    const paidSalad = {
      ...gift,
      tempId: 'paid-salad',
      count: 1,
      changePrice: false,
      orderItemToppings: [],
    };
    const after = given(add(paidSalad)).when({ type: 'applyFreeItems', items: [gift] });
    expect(after.lines.map((l) => [l.tempId, l.isFreeItem])).toEqual([
      ['paid-salad', false],
      ['salad', true],
    ]);
  });

  it('free items are not given to an empty order', () => {
    expect(canApply(emptyPosDraft(), { type: 'applyFreeItems', items: [gift] })).toBe(false);
  });

  it('a free item is removed on its own, leaving the paid lines', () => {
    const after = given(add(kabab), { type: 'applyFreeItems', items: [gift] }).when({
      type: 'removeLine',
      tempId: 'salad',
    });
    expect(counts(after.lines)).toEqual([['kabab', 2]]);
  });

  it("a free item's count cannot be changed by the cashier", () => {
    const { draft } = given(add(kabab), { type: 'applyFreeItems', items: [gift] });
    expect(canApply(draft, { type: 'increment', tempId: 'salad' })).toBe(false);
    expect(canApply(draft, { type: 'decrement', tempId: 'salad' })).toBe(false);
  });

  it('removing the last non-free item resets the whole order, free lines included', () => {
    const after = given(
      add(kabab),
      { type: 'applyFreeItems', items: [gift] },
      { type: 'setTable', tableNumber: '7' },
      { type: 'setDiscount', discountType: 'MONEY', amount: 50_000 },
    ).when({ type: 'removeLine', tempId: 'kabab' });
    expect(after).toEqual(emptyPosDraft());
  });

  it('decrementing the last non-free item to 0 resets the order too', () => {
    const one = { ...kabab, count: 1 };
    const after = given(add(one), { type: 'applyFreeItems', items: [gift] }).when({
      type: 'decrement',
      tempId: 'kabab',
    });
    expect(after).toEqual(emptyPosDraft());
  });

  it('removing the discount resets discountType to MONEY and the amount to 0', () => {
    const after = given(add(kabab), {
      type: 'setDiscount',
      discountType: 'PERCENTAGE',
      amount: 20,
      cap: 100_000,
    }).when({ type: 'removeDiscount' });
    expect(after).toMatchObject({
      discountType: 'MONEY',
      discountAmount: 0,
      discountCap: undefined,
    });
  });

  it('a discount above 100 % or a fractional Rial discount is not accepted', () => {
    const { draft } = given(add(kabab));
    expect(canApply(draft, { type: 'setDiscount', discountType: 'PERCENTAGE', amount: 120 })).toBe(
      false,
    );
    expect(canApply(draft, { type: 'setDiscount', discountType: 'MONEY', amount: 10.5 })).toBe(
      false,
    );
  });

  it('a delivery cost is kept only for DELIVER and ZFEXPRESS orders', () => {
    const { draft } = given(
      add(kabab),
      { type: 'setDeliveryType', deliveryType: 'DELIVER' },
      { type: 'setDeliveryCost', amount: 250_000 },
    );
    expect(draft.deliveryCost).toBe(250_000);
    expect(
      posDraftReducer(draft, { type: 'setDeliveryType', deliveryType: 'PICKUP' }).deliveryCost,
    ).toBe(0);
    expect(canApply(emptyPosDraft(), { type: 'setDeliveryCost', amount: 1_000 })).toBe(false);
  });

  it('tip and number of customers take whole non-negative numbers only', () => {
    const { draft } = given(
      add(kabab),
      { type: 'setTip', amount: 50_000 },
      { type: 'setNumberOfCustomers', count: 4 },
    );
    expect(draft).toMatchObject({ tip: 50_000, numberOfCustomer: 4 });
    expect(canApply(draft, { type: 'setTip', amount: -1 })).toBe(false);
    expect(canApply(draft, { type: 'setNumberOfCustomers', count: 1.5 })).toBe(false);
  });

  it('payment type, table and description are set as given', () => {
    const after = given(
      add(kabab),
      { type: 'setPaymentType', paymentType: 'CASH' },
      { type: 'setTable', tableNumber: '3' },
    ).when({ type: 'setDescription', text: 'بدون پیاز' });
    expect(after).toMatchObject({
      paymentType: 'CASH',
      tableNumber: '3',
      description: 'بدون پیاز',
    });
  });

  it('an action on a line that is gone changes nothing', () => {
    const { draft } = given(add(kabab));
    expect(posDraftReducer(draft, { type: 'removeLine', tempId: 'gone' })).toBe(draft);
  });

  it('reset returns to the empty draft', () => {
    expect(given(add(kabab), { type: 'setTip', amount: 10_000 }).when({ type: 'reset' })).toEqual(
      emptyPosDraft(),
    );
  });

  it('the draft is priced with its own lines, delivery type and discount', () => {
    // SERVE: kabab 2,000,000 + butter 60,000, 10 % off = 1,854,000; packaging 20,000; tax 185,400
    const { draft } = given(add(kabab), {
      type: 'setDiscount',
      discountType: 'PERCENTAGE',
      amount: 10,
    });
    expect(priceDraft(draft, defaultPricingSettings)).toMatchObject({
      finalDiscountAmount: 206_000,
      totalPackagingCost: 20_000,
      tax: 185_400,
      finalPrice: 2_059_400,
    });
  });
});
