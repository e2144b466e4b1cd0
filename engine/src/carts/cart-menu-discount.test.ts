import { describe, it } from 'vitest';
import { specFor } from '../testing/given-when-then.ts';
import { cartDecider } from './cart.decider.ts';
import {
  CartDiscountCodeApplied,
  CartDiscountCodeRemoved,
  CartSyncedWithMenu,
} from './cart.events.ts';
import {
  added,
  cartCommand,
  cartId,
  doogh,
  freeBread,
  freeItemApplied,
  freeItemCode,
  freeLine,
  freeSalad,
  kabab,
  menu,
  opened,
} from './cart.test-fixtures.ts';

const given = specFor(cartDecider);

describe('cart: latest menu', () => {
  const update = (changes: Partial<Record<keyof typeof menu, Partial<(typeof menu)['kabab']>>>) =>
    cartCommand('UpdateCartFromMenu', {
      cartId,
      menu: Object.fromEntries(
        Object.entries(menu).map(([id, item]) => [
          id,
          { ...item, ...changes[id as keyof typeof menu] },
        ]),
      ),
    });

  it('removes inactive and unavailable items', () =>
    given([opened, added(kabab), added(doogh)])
      .when(update({ kabab: { active: false }, doogh: { available: false } }))
      .then([
        CartSyncedWithMenu({
          cartId,
          removed: [
            { lineId: kabab.tempId, reason: 'INACTIVE' },
            { lineId: doogh.tempId, reason: 'UNAVAILABLE' },
          ],
          repriced: [],
        }),
      ]));

  it('removes an item no longer on the menu', () =>
    given([opened, added(doogh)])
      .when(cartCommand('UpdateCartFromMenu', { cartId, menu: { kabab: menu.kabab } }))
      .then([
        CartSyncedWithMenu({
          cartId,
          removed: [{ lineId: doogh.tempId, reason: 'NOT_ON_MENU' }],
          repriced: [],
        }),
      ]));

  it('removes a free line whose item became unavailable, and reprices only paid lines', () =>
    given([opened, added(doogh), freeItemApplied('SALAD')])
      .when(
        update({
          salad: { available: false, price: 1 },
          doogh: { price: 170_000, discount: 10_000 },
        }),
      )
      .then([
        CartSyncedWithMenu({
          cartId,
          removed: [{ lineId: 'free:salad', reason: 'UNAVAILABLE' }],
          repriced: [{ lineId: doogh.tempId, price: 170_000, discount: 10_000 }],
        }),
      ]));

  it('a menu that changes nothing emits nothing', () =>
    given([opened, added(kabab), added(doogh)])
      .when(update({}))
      .then([]));
});

describe('cart: discount codes', () => {
  it('a free-item code adds each free item with count 1', () =>
    given([opened, added(kabab)])
      .when(freeItemCode('GIFT', [freeSalad, freeBread]))
      .then([freeItemApplied('GIFT', [freeLine(freeSalad), freeLine(freeBread)])]));

  it('a free item listed again increments its free line', () =>
    given([opened])
      .when(freeItemCode('TWO', [freeSalad, freeBread, freeSalad]))
      .then([freeItemApplied('TWO', [freeLine(freeSalad, 2), freeLine(freeBread)])]));

  it('applying the same code again changes nothing', () =>
    given([opened, freeItemApplied('GIFT')])
      .when(freeItemCode('GIFT'))
      .then([]));

  it('another code replaces the first, and its free lines', () =>
    given([opened, added(kabab), freeItemApplied('GIFT')])
      .when(freeItemCode('BREAD', [freeBread]))
      .then([
        CartDiscountCodeRemoved({ cartId, code: 'GIFT', removedLineIds: ['free:salad'] }),
        freeItemApplied('BREAD', [freeLine(freeBread)]),
      ]));

  it('a percentage code adds no lines', () =>
    given([opened])
      .when(
        cartCommand('ApplyDiscountCode', {
          cartId,
          discount: {
            id: 'd',
            code: 'OFF10',
            type: 'PERCENTAGE',
            value: 10,
            freeItems: [freeSalad],
          },
        }),
      )
      .then([
        CartDiscountCodeApplied({
          cartId,
          discount: { id: 'd', code: 'OFF10', type: 'PERCENTAGE', value: 10 },
          freeLines: [],
        }),
      ]));

  it('removing the code removes its free lines', () =>
    given([
      opened,
      added(kabab),
      freeItemApplied('GIFT', [freeLine(freeSalad), freeLine(freeBread)]),
    ])
      .when(cartCommand('RemoveDiscountCode', { cartId }))
      .then([
        CartDiscountCodeRemoved({
          cartId,
          code: 'GIFT',
          removedLineIds: ['free:salad', 'free:bread'],
        }),
      ]));

  it('removing a code that is not there changes nothing', () =>
    given([opened]).when(cartCommand('RemoveDiscountCode', { cartId })).then([]));
});
