// Topping categories and their toppings. The rules keep every category choosable: at least one
// topping, minChoices ≤ maxChoices ≤ the number of toppings. Toppings are added, edited and
// removed one by one; a price or availability change is its own event. A topping id means one
// topping in the whole menu, since order lines name toppings by id alone.
import type { CatalogCommandOf } from './catalog.commands.ts';
import { changedFields, hasChanges } from './catalog-diff.ts';
import { Faults, refuse } from './catalog-errors.ts';
import {
  ToppingAdded,
  ToppingAvailabilityChanged,
  ToppingCategoryChanged,
  ToppingCategoryCreated,
  ToppingCategoryRemoved,
  ToppingPriceChanged,
  ToppingRemoved,
  ToppingRenamed,
  type CatalogEvent,
} from './catalog.events.ts';
import type {
  CatalogState,
  CatalogToppingCategoryFacts,
  CatalogToppingFacts,
} from './catalog.state.ts';

function checkChoices(faults: Faults, min: number, max: number, toppings: number) {
  if (min > max) faults.add('TOPPING_MIN_ABOVE_MAX', 'minChoices');
  if (max > toppings) faults.add('TOPPING_MAX_CHOICES_ABOVE_TOPPINGS', 'maxChoices');
}

function existingToppingCategory(
  state: CatalogState,
  toppingCategoryId: string,
): CatalogToppingCategoryFacts {
  const category = state.toppingCategories.get(toppingCategoryId);
  if (!category) throw refuse('TOPPING_CATEGORY_NOT_FOUND', 'toppingCategoryId');
  return category;
}

function existingTopping(state: CatalogState, toppingId: string): CatalogToppingFacts {
  const topping = state.toppings.get(toppingId);
  if (!topping) throw refuse('TOPPING_NOT_FOUND', 'toppingId');
  return topping;
}

export function createToppingCategory(
  { data }: CatalogCommandOf<'CreateToppingCategory'>,
  state: CatalogState,
): CatalogEvent[] {
  const faults = new Faults();
  if (state.usedIds.toppingCategory.has(data.toppingCategoryId))
    faults.add('CATALOG_ID_TAKEN', 'toppingCategoryId');
  const seen = new Set<string>();
  data.toppings.forEach(({ toppingId }, i) => {
    if (state.usedIds.topping.has(toppingId) || seen.has(toppingId))
      faults.add('CATALOG_ID_TAKEN', `toppings[${i}].toppingId`);
    seen.add(toppingId);
  });
  checkChoices(faults, data.minChoices, data.maxChoices, data.toppings.length);
  faults.check();
  return [ToppingCategoryCreated(data)];
}

export function editToppingCategory(
  { data }: CatalogCommandOf<'EditToppingCategory'>,
  state: CatalogState,
): CatalogEvent[] {
  const current = existingToppingCategory(state, data.toppingCategoryId);
  const min = data.minChoices ?? current.minChoices;
  const max = data.maxChoices ?? current.maxChoices;
  const faults = new Faults();
  checkChoices(faults, min, max, current.toppingIds.length);
  faults.check();
  const changes = changedFields(current, data, ['title', 'minChoices', 'maxChoices']);
  if (!hasChanges(changes)) return [];
  const { title, minChoices, maxChoices } = changes;
  return [
    ToppingCategoryChanged({
      toppingCategoryId: data.toppingCategoryId,
      ...(title ? { title } : {}),
      ...(minChoices != null ? { minChoices } : {}),
      ...(maxChoices != null ? { maxChoices } : {}),
    }),
  ];
}

export function removeToppingCategory(
  { data }: CatalogCommandOf<'RemoveToppingCategory'>,
  state: CatalogState,
): CatalogEvent[] {
  const { toppingCategoryId } = data;
  existingToppingCategory(state, toppingCategoryId);
  const inUse = [...state.items.values()].some((i) =>
    i.toppingCategoryIds.includes(toppingCategoryId),
  );
  if (inUse) throw refuse('TOPPING_CATEGORY_IN_USE', 'toppingCategoryId');
  return [ToppingCategoryRemoved({ toppingCategoryId })];
}

export function addTopping(
  { data }: CatalogCommandOf<'AddTopping'>,
  state: CatalogState,
): CatalogEvent[] {
  existingToppingCategory(state, data.toppingCategoryId);
  if (state.usedIds.topping.has(data.toppingId)) throw refuse('CATALOG_ID_TAKEN', 'toppingId');
  return [ToppingAdded(data)];
}

export function editTopping(
  { data }: CatalogCommandOf<'EditTopping'>,
  state: CatalogState,
): CatalogEvent[] {
  const { toppingId } = data;
  const current = existingTopping(state, toppingId);
  const events: CatalogEvent[] = [];
  if (data.title !== undefined && data.title !== current.title)
    events.push(ToppingRenamed({ toppingId, title: data.title }));
  if (data.price !== undefined && data.price !== current.price)
    events.push(ToppingPriceChanged({ toppingId, price: data.price }));
  if (data.available !== undefined && data.available !== current.available)
    events.push(ToppingAvailabilityChanged({ toppingId, available: data.available }));
  return events;
}

export function removeTopping(
  { data }: CatalogCommandOf<'RemoveTopping'>,
  state: CatalogState,
): CatalogEvent[] {
  const topping = existingTopping(state, data.toppingId);
  const category = existingToppingCategory(state, topping.toppingCategoryId);
  if (category.toppingIds.length - 1 < category.maxChoices)
    throw refuse('TOPPING_REMOVAL_BELOW_MAX_CHOICES', 'toppingId');
  return [ToppingRemoved({ toppingId: data.toppingId })];
}
