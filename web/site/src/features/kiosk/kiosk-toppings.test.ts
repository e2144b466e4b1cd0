import { describe, expect, it } from 'vitest';
import {
  chosenToppings,
  isFull,
  missingChoices,
  noChoice,
  toggleTopping,
} from './kiosk-toppings.ts';
import { pizza, pizzaSize, sauces } from './kiosk.test-fixtures.ts';

describe('choosing toppings', () => {
  it('a category of one is a radio choice: another pick replaces it', () => {
    const medium = toggleTopping(pizzaSize, noChoice, 'top-medium');
    expect(toggleTopping(pizzaSize, medium, 'top-large')).toEqual({ 'tc-size': ['top-large'] });
  });

  it('a fuller category takes no more than its maximum; a second tap takes one off', () => {
    const two = ['top-garlic', 'top-hot'].reduce(
      (choice, id) => toggleTopping(sauces, choice, id),
      noChoice,
    );
    expect(isFull(sauces, two)).toBe(true);
    expect(toggleTopping(sauces, two, 'top-mushroom')).toBe(two);
    expect(toggleTopping(sauces, two, 'top-hot')).toEqual({ 'tc-sauce': ['top-garlic'] });
  });

  it('an unavailable topping cannot be picked', () => {
    expect(toggleTopping(sauces, noChoice, 'top-mushroom')).toBe(noChoice);
  });

  it('names the categories still missing their minimum', () => {
    expect(missingChoices(pizza, noChoice).map((c) => c.id)).toEqual(['tc-size']);
    expect(missingChoices(pizza, { 'tc-size': ['top-large'] })).toEqual([]);
  });

  it('gives the chosen toppings with their menu price, in the menu’s order', () => {
    const choice = { 'tc-sauce': ['top-hot'], 'tc-size': ['top-large'] };
    expect(chosenToppings(pizza, choice)).toEqual([
      { toppingId: 'top-large', title: 'بزرگ', price: 900_000, count: 1 },
      { toppingId: 'top-hot', title: 'سس تند', price: 80_000, count: 1 },
    ]);
  });
});
