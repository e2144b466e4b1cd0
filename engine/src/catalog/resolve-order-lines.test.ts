import { describe, expect, it } from 'vitest';
import type { OrderLineRequest } from '../contracts/orders.contract.ts';
import { DomainError } from '../shared/domain-error.ts';
import { menu } from './catalog.test-fixtures.ts';
import { resolveOrderLines } from './resolve-order-lines.ts';

const ids = ['l1', 'l2', 'l3'];
const koobideh = (
  toppings: OrderLineRequest['toppings'] = [{ toppingId: 'lavash', count: 1 }],
) => ({
  menuItemId: 'koobideh',
  count: 2,
  toppings,
});

function refusal(requested: OrderLineRequest[]): DomainError {
  try {
    resolveOrderLines(menu, requested, ids);
  } catch (e) {
    if (e instanceof DomainError) return e;
    throw e;
  }
  throw new Error('expected a refusal');
}

describe('resolveOrderLines', () => {
  it('prices a line from the menu, toppings included', () => {
    const [line] = resolveOrderLines(menu, [koobideh([{ toppingId: 'sangak', count: 1 }])], ids);
    expect(line).toEqual({
      tempId: 'l1',
      menuItemId: 'koobideh',
      title: 'چلو کوبیده',
      price: 1_200_000,
      count: 2,
      discount: 100_000,
      packagingCost: 40_000,
      servePackagingCost: 0,
      withTax: true,
      changePrice: false,
      isFreeItem: false,
      orderItemToppings: [{ toppingId: 'sangak', title: 'سنگک', price: 50_000, count: 1 }],
    });
  });

  it("takes the cashier's own unit price as the price asked, without the menu discount", () => {
    const [line] = resolveOrderLines(menu, [{ ...koobideh(), price: 900_000 }], (i) => `t${i}`);
    expect(line).toMatchObject({ tempId: 't0', price: 900_000, discount: 0, changePrice: true });
  });

  it('keeps the cashier’s note for the kitchen on its line', () => {
    const [noted, plain] = resolveOrderLines(
      menu,
      [{ ...koobideh(), note: 'بدون پیاز' }, koobideh()],
      ids,
    );
    expect(noted?.note).toBe('بدون پیاز');
    expect(plain).not.toHaveProperty('note');
  });

  it('merges repeated topping choices into one count', () => {
    const [line] = resolveOrderLines(
      menu,
      [
        koobideh([
          { toppingId: 'lavash', count: 1 },
          { toppingId: 'lavash', count: 1 },
        ]),
      ],
      ids,
    );
    expect(line?.orderItemToppings).toEqual([
      { toppingId: 'lavash', title: 'لواش', price: 0, count: 2 },
    ]);
  });

  it('an item not on the menu is MENU_ITEM_NOT_FOUND at its line', () => {
    const error = refusal([koobideh(), { menuItemId: 'pizza', count: 1 }]);
    expect(error.code).toBe('MENU_ITEM_NOT_FOUND');
    expect(error.errors).toEqual([
      {
        field: 'lines[1].menuItemId',
        code: 'MENU_ITEM_NOT_FOUND',
        message: 'این قلم در منو یافت نشد.',
      },
    ]);
  });

  it('an unavailable item, or one in an inactive category, is ITEM_UNAVAILABLE', () => {
    const error = refusal([
      { menuItemId: 'joojeh', count: 1 },
      { menuItemId: 'doogh', count: 1 },
    ]);
    expect(error.code).toBe('ITEM_UNAVAILABLE');
    expect(error.errors.map((e) => e.field)).toEqual([
      'lines[0].menuItemId',
      'lines[1].menuItemId',
    ]);
  });

  it('too few or too many choices of a topping category is TOPPING_CHOICE_INVALID', () => {
    expect(refusal([koobideh([])]).errors.map((e) => e.field)).toEqual(['lines[0].toppings']);
    const tooMany = refusal([koobideh([{ toppingId: 'lavash', count: 3 }])]);
    expect(tooMany.code).toBe('TOPPING_CHOICE_INVALID');
    expect(tooMany.errors.map((e) => e.field)).toEqual(['lines[0].toppings']);
  });

  it('a topping the item does not offer is TOPPING_CHOICE_INVALID at that topping', () => {
    const error = refusal([
      koobideh([
        { toppingId: 'lavash', count: 1 },
        { toppingId: 'cola', count: 1 },
      ]),
    ]);
    expect(error.code).toBe('TOPPING_CHOICE_INVALID');
    expect(error.errors.map((e) => e.field)).toEqual(['lines[0].toppings[1]']);
  });

  it('an unavailable topping is ITEM_UNAVAILABLE at that topping', () => {
    const error = refusal([koobideh([{ toppingId: 'barbari', count: 1 }])]);
    expect(error.errors.map((e) => [e.code, e.field])).toEqual([
      ['ITEM_UNAVAILABLE', 'lines[0].toppings[0]'],
    ]);
  });

  it('reports every faulty line at once, under the first fault’s code', () => {
    const error = refusal([{ menuItemId: 'pizza', count: 1 }, koobideh([])]);
    expect(error.code).toBe('MENU_ITEM_NOT_FOUND');
    expect(error.errors).toHaveLength(2);
  });
});
