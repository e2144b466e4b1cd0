// Topping categories and toppings: every category stays choosable (≥ 1 topping,
// min ≤ max ≤ number of toppings), topping ids are unique in the whole menu, and a category that
// items use is not removed under them.
import { describe, expect, it } from 'vitest';
import { specFor } from '../testing/given-when-then.ts';
import { catalogDecider } from './catalog.decider.ts';
import {
  ToppingAdded,
  ToppingAvailabilityChanged,
  ToppingCategoryChanged,
  ToppingCategoryRemoved,
  ToppingPriceChanged,
  ToppingRemoved,
  ToppingRenamed,
} from './catalog.events.ts';
import {
  catalogCommand,
  createBreads,
  createKebabs,
  createKoobideh,
  decidedCatalog,
  faultsOf,
} from './catalog.test-fixtures.ts';

const given = specFor(catalogDecider);
const breads = () => decidedCatalog([createBreads()]);
const editBreads = (data: Record<string, unknown>) =>
  catalogCommand('EditToppingCategory', { toppingCategoryId: 'breads', ...data });
const sauces = (data: Record<string, unknown> = {}) =>
  catalogCommand('CreateToppingCategory', {
    toppingCategoryId: 'sauces',
    title: 'سس',
    maxChoices: 1,
    toppings: [{ toppingId: 'garlic', title: 'سیر', price: 80_000 }],
    ...data,
  });

describe('creating a topping category', () => {
  it('with its toppings, available by default', () => {
    const [created] = given([]).when(sauces()).events();
    expect((created?.data as { toppings: unknown }).toppings).toEqual([
      { toppingId: 'garlic', title: 'سیر', price: 80_000, available: true },
    ]);
  });

  it('min above max, and max above the number of toppings, are refused on their fields', () => {
    expect(
      faultsOf(() =>
        given([])
          .when(sauces({ minChoices: 2 }))
          .events(),
      ),
    ).toEqual([['TOPPING_MIN_ABOVE_MAX', 'minChoices']]);
    expect(
      faultsOf(() =>
        given([])
          .when(sauces({ maxChoices: 2 }))
          .events(),
      ),
    ).toEqual([['TOPPING_MAX_CHOICES_ABOVE_TOPPINGS', 'maxChoices']]);
  });

  it('a topping id repeated in the request or used anywhere in the menu is CATALOG_ID_TAKEN there', () => {
    const twice = sauces({
      maxChoices: 1,
      toppings: [
        { toppingId: 'garlic', title: 'سیر', price: 0 },
        { toppingId: 'garlic', title: 'سیر ۲', price: 0 },
        { toppingId: 'lavash', title: 'لواش', price: 0 },
      ],
    });
    expect(faultsOf(() => given(breads()).when(twice).events())).toEqual([
      ['CATALOG_ID_TAKEN', 'toppings[1].toppingId'],
      ['CATALOG_ID_TAKEN', 'toppings[2].toppingId'],
    ]);
  });

  it('a repeated category id is CATALOG_ID_TAKEN', () => {
    given(breads()).when(createBreads()).thenRefuses('CATALOG_ID_TAKEN');
  });
});

describe('editing a topping category', () => {
  it('emits only the changed fields', () => {
    given(breads())
      .when(editBreads({ title: 'نان', minChoices: 1 }))
      .then([]);
    given(breads())
      .when(editBreads({ title: 'نان تازه', minChoices: 0 }))
      .then([
        ToppingCategoryChanged({ toppingCategoryId: 'breads', title: 'نان تازه', minChoices: 0 }),
      ]);
  });

  it('checks min ≤ max ≤ toppings against what it keeps', () => {
    // breads: min 1, max 2, two toppings.
    given(breads())
      .when(editBreads({ maxChoices: 3 }))
      .thenRefuses('TOPPING_MAX_CHOICES_ABOVE_TOPPINGS');
    given(breads())
      .when(editBreads({ minChoices: 3 }))
      .thenRefuses('TOPPING_MIN_ABOVE_MAX');
    given(breads())
      .when(editBreads({ maxChoices: 1, minChoices: 2 }))
      .thenRefuses('TOPPING_MIN_ABOVE_MAX');
  });

  it('an unknown one is TOPPING_CATEGORY_NOT_FOUND', () => {
    given([])
      .when(editBreads({ title: 'x' }))
      .thenRefuses('TOPPING_CATEGORY_NOT_FOUND');
  });
});

describe('removing a topping category', () => {
  const remove = catalogCommand('RemoveToppingCategory', { toppingCategoryId: 'breads' });

  it('removes one no item uses', () => {
    given(breads())
      .when(remove)
      .then([ToppingCategoryRemoved({ toppingCategoryId: 'breads' })]);
  });

  it('one that items use is TOPPING_CATEGORY_IN_USE', () => {
    const used = decidedCatalog([createKebabs(), createBreads(), createKoobideh()]);
    expect(faultsOf(() => given(used).when(remove).events())).toEqual([
      ['TOPPING_CATEGORY_IN_USE', 'toppingCategoryId'],
    ]);
  });

  it('its toppings go with it, but their ids stay taken', () => {
    const gone = [...breads(), ToppingCategoryRemoved({ toppingCategoryId: 'breads' })];
    given(gone)
      .when(catalogCommand('EditTopping', { toppingId: 'lavash', price: 1 }))
      .thenRefuses('TOPPING_NOT_FOUND');
    given(gone).when(createBreads()).thenRefuses('CATALOG_ID_TAKEN');
  });
});

describe('toppings one by one', () => {
  const addBarbari = (data: Record<string, unknown> = {}) =>
    catalogCommand('AddTopping', {
      toppingCategoryId: 'breads',
      toppingId: 'barbari',
      title: 'بربری',
      price: 40_000,
      ...data,
    });

  it('adds a topping to a category', () => {
    given(breads())
      .when(addBarbari())
      .then([
        ToppingAdded({
          toppingCategoryId: 'breads',
          toppingId: 'barbari',
          title: 'بربری',
          price: 40_000,
          available: true,
        }),
      ]);
  });

  it('to an unknown category, or with a taken id, is refused', () => {
    given([]).when(addBarbari()).thenRefuses('TOPPING_CATEGORY_NOT_FOUND');
    given(breads())
      .when(addBarbari({ toppingId: 'lavash' }))
      .thenRefuses('CATALOG_ID_TAKEN');
  });

  it('an edit emits a rename, a price change and an availability change, each only if changed', () => {
    const edit = (data: Record<string, unknown>) =>
      catalogCommand('EditTopping', { toppingId: 'sangak', ...data });
    given(breads())
      .when(edit({ title: 'سنگک', price: 50_000, available: true }))
      .then([]);
    given(breads())
      .when(edit({ title: 'سنگک کنجدی', price: 60_000, available: false }))
      .then([
        ToppingRenamed({ toppingId: 'sangak', title: 'سنگک کنجدی' }),
        ToppingPriceChanged({ toppingId: 'sangak', price: 60_000 }),
        ToppingAvailabilityChanged({ toppingId: 'sangak', available: false }),
      ]);
    given(breads())
      .when(edit({ available: false }))
      .then([ToppingAvailabilityChanged({ toppingId: 'sangak', available: false })]);
  });

  it('a negative or fractional price never reaches the decider (integer Rial)', () => {
    expect(() => catalogCommand('EditTopping', { toppingId: 'sangak', price: -1 })).toThrow();
    expect(() => catalogCommand('EditTopping', { toppingId: 'sangak', price: 1.5 })).toThrow();
  });

  it('removing one that would leave fewer toppings than maxChoices is refused', () => {
    // breads: max 2 with two toppings.
    const remove = catalogCommand('RemoveTopping', { toppingId: 'sangak' });
    expect(faultsOf(() => given(breads()).when(remove).events())).toEqual([
      ['TOPPING_REMOVAL_BELOW_MAX_CHOICES', 'toppingId'],
    ]);
    const lowered = decidedCatalog([createBreads(), editBreads({ maxChoices: 1 })]);
    given(lowered)
      .when(remove)
      .then([ToppingRemoved({ toppingId: 'sangak' })]);
    // The last topping can never go: maxChoices is at least 1.
    const last = catalogCommand('RemoveTopping', { toppingId: 'lavash' });
    given([...lowered, ToppingRemoved({ toppingId: 'sangak' })])
      .when(last)
      .thenRefuses('TOPPING_REMOVAL_BELOW_MAX_CHOICES');
  });

  it('an unknown topping is TOPPING_NOT_FOUND', () => {
    given(breads())
      .when(catalogCommand('RemoveTopping', { toppingId: 'ghost' }))
      .thenRefuses('TOPPING_NOT_FOUND');
  });
});
