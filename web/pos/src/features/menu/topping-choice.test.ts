import { describe, expect, it } from 'vitest';
import { kabab } from './menu.test-fixtures.ts';
import {
  canToggle,
  choiceComplete,
  lineFromMenu,
  needsToppingChoice,
  toggleTopping,
  unitPrice,
} from './topping-choice.ts';

const [rice, extras] = kabab.toppingCategories as [
  (typeof kabab.toppingCategories)[number],
  (typeof kabab.toppingCategories)[number],
];
const pick = (...steps: [typeof rice, string][]) =>
  steps.reduce(
    (chosen, [category, id]) => toggleTopping(category, chosen, id),
    new Set<string>() as ReadonlySet<string>,
  );

describe('choosing toppings', () => {
  it('an item with topping categories asks for a choice', () => {
    expect(needsToppingChoice(kabab)).toBe(true);
    expect(needsToppingChoice({ ...kabab, toppingCategories: [] })).toBe(false);
  });

  it('is incomplete until every category has its minimum', () => {
    expect(choiceComplete(kabab, new Set())).toBe(false);
    expect(choiceComplete(kabab, pick([rice, 'plain']))).toBe(true);
  });

  it('a pick-one category replaces the previous choice', () => {
    expect([...pick([rice, 'plain'], [rice, 'saffron'])]).toEqual(['saffron']);
  });

  it('a category stops at its maximum; tapping a chosen one takes it off', () => {
    const two = pick([extras, 'butter'], [extras, 'sumac']);
    expect(canToggle(extras, two, 'onion')).toBe(false);
    expect([...toggleTopping(extras, two, 'onion')].sort()).toEqual(['butter', 'sumac']);
    expect([...toggleTopping(extras, two, 'butter')]).toEqual(['sumac']);
  });

  it('an unavailable topping cannot be chosen', () => {
    expect(canToggle(extras, new Set(), 'grill')).toBe(false);
  });

  it('makes one unit of a draft line with the chosen toppings at their menu prices', () => {
    const chosen = pick([rice, 'saffron'], [extras, 'butter']);
    const line = lineFromMenu(kabab, chosen, 'line-1');
    expect(line).toMatchObject({
      tempId: 'line-1',
      menuItemId: 'kabab',
      count: 1,
      price: 2_500_000,
      discount: 100_000,
    });
    expect(line.orderItemToppings).toEqual([
      { toppingId: 'saffron', title: 'زعفرانی', price: 80_000, count: 1 },
      { toppingId: 'butter', title: 'کره', price: 30_000, count: 1 },
    ]);
    expect(unitPrice(kabab, chosen)).toBe(2_400_000 + 110_000);
  });
});
