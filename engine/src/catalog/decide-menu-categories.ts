// Menu categories: create, edit (details, the active switch and the place each its own event),
// and remove — refused while items are still in the category, so no item is left homeless.
import type { CatalogCommandOf } from './catalog.commands.ts';
import { changedFields, canonicalChannels, hasChanges, uniqueIds } from './catalog-diff.ts';
import { Faults, refuse } from './catalog-errors.ts';
import {
  MenuCategoryActiveChanged,
  MenuCategoryChanged,
  MenuCategoryCreated,
  MenuCategoryRemoved,
  MenuCategoryReordered,
  type CatalogEvent,
} from './catalog.events.ts';
import type { CatalogCategoryFacts, CatalogState } from './catalog.state.ts';

const folded = (title: string) => title.trim().replace(/\s+/g, ' ').toLowerCase();

const titleTaken = (state: CatalogState, title: string, except?: string) =>
  [...state.categories].some(([id, c]) => id !== except && folded(c.title) === folded(title));

export function existingCategory(state: CatalogState, categoryId: string): CatalogCategoryFacts {
  const category = state.categories.get(categoryId);
  if (!category) throw refuse('MENU_CATEGORY_NOT_FOUND', 'categoryId', { categoryId });
  return category;
}

export function createMenuCategory(
  { data }: CatalogCommandOf<'CreateMenuCategory'>,
  state: CatalogState,
): CatalogEvent[] {
  const faults = new Faults();
  if (state.usedIds.category.has(data.categoryId)) faults.add('CATALOG_ID_TAKEN', 'categoryId');
  if (titleTaken(state, data.title)) faults.add('MENU_CATEGORY_TITLE_TAKEN', 'title');
  faults.check();
  return [
    MenuCategoryCreated({
      ...data,
      sellChannels: canonicalChannels(data.sellChannels),
      foodShiftIds: uniqueIds(data.foodShiftIds),
    }),
  ];
}

export function editMenuCategory(
  { data }: CatalogCommandOf<'EditMenuCategory'>,
  state: CatalogState,
): CatalogEvent[] {
  const { categoryId } = data;
  const current = existingCategory(state, categoryId);
  if (data.title !== undefined && titleTaken(state, data.title, categoryId))
    throw refuse('MENU_CATEGORY_TITLE_TAKEN', 'title');
  const wanted = {
    ...data,
    sellChannels: data.sellChannels && canonicalChannels(data.sellChannels),
    foodShiftIds: data.foodShiftIds && uniqueIds(data.foodShiftIds),
  };
  const details = changedFields(current, wanted, [
    'title',
    'image',
    'sellChannels',
    'foodShiftIds',
  ]);
  const events: CatalogEvent[] = [];
  if (hasChanges(details)) {
    const { title, image, sellChannels, foodShiftIds } = details;
    events.push(
      MenuCategoryChanged({
        categoryId,
        ...(title ? { title } : {}),
        ...(image !== undefined ? { image } : {}),
        ...(sellChannels ? { sellChannels: [...sellChannels] } : {}),
        ...(foodShiftIds ? { foodShiftIds: [...foodShiftIds] } : {}),
      }),
    );
  }
  if (data.active !== undefined && data.active !== current.active)
    events.push(MenuCategoryActiveChanged({ categoryId, active: data.active }));
  if (data.order !== undefined && data.order !== current.order)
    events.push(MenuCategoryReordered({ categoryId, order: data.order }));
  return events;
}

export function removeMenuCategory(
  { data }: CatalogCommandOf<'RemoveMenuCategory'>,
  state: CatalogState,
): CatalogEvent[] {
  existingCategory(state, data.categoryId);
  const hasItems = [...state.items.values()].some((i) => i.categoryId === data.categoryId);
  if (hasItems) throw refuse('MENU_CATEGORY_NOT_EMPTY', 'categoryId');
  return [MenuCategoryRemoved({ categoryId: data.categoryId })];
}
