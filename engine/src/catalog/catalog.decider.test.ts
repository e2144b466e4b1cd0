import { describe, expect, it } from 'vitest';
import { DomainError } from '../shared/domain-error.ts';
import { specFor } from '../testing/given-when-then.ts';
import { CreateToppingCategoryData, type CatalogCommand } from './catalog.commands.ts';
import { catalogDecider } from './catalog.decider.ts';
import {
  MenuCategoryCreated,
  MenuItemAvailabilityChanged,
  MenuItemCreated,
  MenuItemPriceChanged,
  type CatalogEvent,
} from './catalog.events.ts';
import {
  catalogCommand,
  createBreads,
  createKebabs,
  createKoobideh,
} from './catalog.test-fixtures.ts';

const given = specFor(catalogDecider);
const decided = (commands: CatalogCommand[]) =>
  commands.reduce<CatalogEvent[]>(
    (events, c) => [...events, ...given(events).when(c).events()],
    [],
  );
const menuSoFar = () => decided([createKebabs(), createBreads(), createKoobideh()]);
const changePrice = (price: number, discount = 0) =>
  catalogCommand('ChangeMenuItemPrice', { itemId: 'koobideh', price, discount });

describe('menu categories', () => {
  it('creates an active category at order 0 by default', () => {
    given([])
      .when(catalogCommand('CreateMenuCategory', { categoryId: 'c', title: 'پیش‌غذا' }))
      .then([MenuCategoryCreated({ categoryId: 'c', title: 'پیش‌غذا', order: 0, active: true })]);
  });

  it('a repeated id is CATALOG_ID_TAKEN', () => {
    given(decided([createKebabs()]))
      .when(createKebabs())
      .thenRefuses('CATALOG_ID_TAKEN');
  });
});

describe('topping categories', () => {
  it('refuses min above max and repeated topping ids (schema)', () => {
    const base = { toppingCategoryId: 't', title: 'سس', maxChoices: 1 };
    const toppings = [{ toppingId: 'x', title: 'x', price: 0 }];
    expect(CreateToppingCategoryData.safeParse({ ...base, minChoices: 2, toppings }).success).toBe(
      false,
    );
    expect(
      CreateToppingCategoryData.safeParse({ ...base, toppings: [...toppings, ...toppings] })
        .success,
    ).toBe(false);
  });

  it('a topping id already used in the menu is CATALOG_ID_TAKEN, pointing at it', () => {
    const again = catalogCommand('CreateToppingCategory', {
      toppingCategoryId: 'more-breads',
      title: 'نان بیشتر',
      maxChoices: 1,
      toppings: [
        { toppingId: 'taftoon', title: 'تافتون', price: 0 },
        { toppingId: 'sangak', title: 'سنگک', price: 0 },
      ],
    });
    const error = catchError(() =>
      given(decided([createBreads()]))
        .when(again)
        .events(),
    );
    expect(error.code).toBe('CATALOG_ID_TAKEN');
    expect(error.errors.map((e) => e.field)).toEqual(['toppings[1].toppingId']);
  });
});

describe('menu items', () => {
  it('creates an item in an existing category with existing topping categories', () => {
    given(decided([createKebabs(), createBreads()]))
      .when(createKoobideh())
      .then([MenuItemCreated(createKoobideh().data)]);
  });

  it('an unknown category is MENU_CATEGORY_NOT_FOUND', () => {
    given([]).when(createKoobideh()).thenRefuses('MENU_CATEGORY_NOT_FOUND');
  });

  it('an unknown topping category is TOPPING_CATEGORY_NOT_FOUND', () => {
    given(decided([createKebabs()]))
      .when(createKoobideh())
      .thenRefuses('TOPPING_CATEGORY_NOT_FOUND');
  });

  it('a discount above the price is INVALID_INPUT on the discount field', () => {
    given(menuSoFar()).when(changePrice(100, 200)).thenRefuses('INVALID_INPUT');
  });
});

describe('availability and price', () => {
  it('marks an item out of stock, and asking again changes nothing', () => {
    const off = catalogCommand('ChangeMenuItemAvailability', {
      itemId: 'koobideh',
      available: false,
    });
    given(menuSoFar())
      .when(off)
      .then([MenuItemAvailabilityChanged(off.data)]);
    given([...menuSoFar(), MenuItemAvailabilityChanged(off.data)])
      .when(off)
      .then([]);
  });

  it('changes the price; the same price changes nothing', () => {
    given(menuSoFar())
      .when(changePrice(1_300_000))
      .then([MenuItemPriceChanged({ itemId: 'koobideh', price: 1_300_000, discount: 0 })]);
    given(menuSoFar()).when(changePrice(1_200_000, 100_000)).then([]);
  });

  it('an unknown item is MENU_ITEM_NOT_FOUND', () => {
    given([])
      .when(catalogCommand('ChangeMenuItemAvailability', { itemId: 'nope', available: true }))
      .thenRefuses('MENU_ITEM_NOT_FOUND');
  });
});

function catchError(run: () => unknown): DomainError {
  try {
    run();
  } catch (e) {
    if (e instanceof DomainError) return e;
    throw e;
  }
  throw new Error('expected a refusal');
}
