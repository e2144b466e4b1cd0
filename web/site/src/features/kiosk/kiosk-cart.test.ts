import { defaultPricingSettings } from '@sofre/engine/pricing';
import { describe, expect, it } from 'vitest';
import {
  cartPrice,
  cartReducer,
  emptyCart,
  itemCount,
  KIOSK_MAX_LINE_COUNT,
  requestLines,
  unitsOf,
  type CartAction,
  type KioskCart,
} from './kiosk-cart.ts';
import { doogh, kebab } from './kiosk.test-fixtures.ts';

const garlic = { toppingId: 'top-garlic', title: 'سس سیر', price: 80_000, count: 1 };

/** The cart after these actions, from empty. */
const given = (...actions: CartAction[]): KioskCart => actions.reduce(cartReducer, emptyCart);
const addDoogh = (count = 1): CartAction => ({ type: 'add', item: doogh, toppings: [], count });
const addKebab = (toppings = [garlic]): CartAction => ({
  type: 'add',
  item: kebab,
  toppings,
  count: 1,
});

describe('the kiosk cart', () => {
  it('the same dish with the same toppings adds to its line', () => {
    const cart = given(addDoogh(), addDoogh(2));
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]?.count).toBe(3);
  });

  it('other toppings make another line of the same dish', () => {
    const cart = given(addKebab(), addKebab([]));
    expect(cart.lines.map((l) => l.orderItemToppings.length)).toEqual([1, 0]);
    expect(unitsOf(cart, kebab.id)).toBe(2);
  });

  it('+ and − change a line; at 0 it leaves the cart', () => {
    const cart = given(addDoogh());
    const id = cart.lines[0]!.tempId;
    expect(given(addDoogh(), { type: 'increment', lineId: id }).lines[0]?.count).toBe(2);
    expect(given(addDoogh(), { type: 'decrement', lineId: id })).toEqual(emptyCart);
  });

  it('remove takes a line out whatever its count; clear empties the cart', () => {
    const cart = given(addDoogh(3), addKebab());
    const removed = cartReducer(cart, { type: 'remove', lineId: cart.lines[0]!.tempId });
    expect(removed.lines.map((l) => l.menuItemId)).toEqual([kebab.id]);
    expect(cartReducer(cart, { type: 'clear' })).toEqual(emptyCart);
  });

  it('a line holds at most the kiosk’s maximum; a count below one adds nothing', () => {
    expect(given(addDoogh(KIOSK_MAX_LINE_COUNT), addDoogh()).lines[0]?.count).toBe(
      KIOSK_MAX_LINE_COUNT,
    );
    expect(given(addDoogh(0))).toEqual(emptyCart);
  });

  it('is priced by the engine’s pricing, taken away: items, toppings, packaging and tax', () => {
    const cart = given(addKebab(), addDoogh(2));
    const price = cartPrice(cart, defaultPricingSettings);
    expect(itemCount(cart)).toBe(3);
    expect(price.sumOfItemsPrice).toBe(3_500_000 + 2 * 180_000);
    expect(price.sumOfItemToppingsPrice).toBe(80_000);
    expect(price.totalPackagingCost).toBe(3 * 50_000);
    // Only the kebab and its sauce carry VAT (10 %); doogh is sold without.
    expect(price.tax).toBe(358_000);
    expect(price.finalPrice).toBe(3_580_000 + 360_000 + 150_000 + 358_000);
  });

  it('asks the server for the lines by id and count: the server prices them', () => {
    expect(requestLines(given(addKebab()))).toEqual([
      { menuItemId: kebab.id, count: 1, toppings: [{ toppingId: 'top-garlic', count: 1 }] },
    ]);
  });
});
