import { describe, expect, it } from 'vitest';
import { aLine } from './order-line.test-fixtures.ts';
import { itemUnitPrice, lineUnitPrice } from './unit-price.ts';

describe('unit prices', () => {
  it('an item after its own discount, never below zero', () => {
    expect(itemUnitPrice({ price: 1_200_000, discount: 200_000 })).toBe(1_000_000);
    expect(itemUnitPrice({ price: 100, discount: 500 })).toBe(0);
  });

  it('a line’s unit with its toppings; a gift costs nothing', () => {
    const topping = { toppingId: 'butter', title: 'کره', price: 30_000, count: 2 };
    const line = aLine({
      tempId: 'k',
      price: 1_000_000,
      discount: 100_000,
      orderItemToppings: [topping],
    });
    expect(lineUnitPrice(line)).toBe(960_000);
    expect(lineUnitPrice({ ...line, isFreeItem: true })).toBe(0);
  });
});
