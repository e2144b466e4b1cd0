import { describe, expect, it } from 'vitest';
import type { MenuItemView } from '@sofre/engine/contracts';
import {
  chosenToppings,
  missingChoices,
  noToppings,
  toggleTopping,
  unitPriceOf,
} from './topping-choice.ts';

const topping = (id: string, price: number, available = true) => ({
  id,
  title: id,
  price,
  available,
});
const size = {
  id: 'size',
  title: 'اندازه',
  minChoices: 1,
  maxChoices: 1,
  toppings: [topping('small', 0), topping('large', 80_000)],
};
const extras = {
  id: 'extras',
  title: 'افزودنی',
  minChoices: 0,
  maxChoices: 2,
  toppings: [
    topping('cheese', 30_000),
    topping('olive', 20_000),
    topping('mushroom', 25_000),
    topping('gone', 1, false),
  ],
};
const pizza = {
  id: 'pizza',
  price: 400_000,
  discount: 40_000,
  toppingCategories: [size, extras],
} as unknown as MenuItemView;

describe('choosing toppings within their categories’ limits', () => {
  it('a one-choice category replaces its choice', () => {
    const small = toggleTopping(size, noToppings, 'small');
    expect(toggleTopping(size, small, 'large')).toEqual({ size: ['large'] });
  });

  it('a fuller category takes no more than its maximum, and a pick again takes it out', () => {
    let choice = toggleTopping(extras, noToppings, 'cheese');
    choice = toggleTopping(extras, choice, 'olive');
    expect(toggleTopping(extras, choice, 'mushroom')).toBe(choice);
    expect(toggleTopping(extras, choice, 'cheese')).toEqual({ extras: ['olive'] });
  });

  it('an unavailable topping cannot be picked', () => {
    expect(toggleTopping(extras, noToppings, 'gone')).toBe(noToppings);
  });

  it('names the categories below their minimum', () => {
    expect(missingChoices(pizza, noToppings).map((c) => c.id)).toEqual(['size']);
    expect(missingChoices(pizza, { size: ['small'] })).toEqual([]);
  });

  it('prices one unit: the item after its discount plus the toppings', () => {
    const toppings = chosenToppings(pizza, { size: ['large'], extras: ['olive', 'cheese'] });
    expect(toppings.map((t) => t.toppingId)).toEqual(['large', 'cheese', 'olive']);
    expect(unitPriceOf(pizza, toppings)).toBe(400_000 - 40_000 + 80_000 + 30_000 + 20_000);
  });
});
