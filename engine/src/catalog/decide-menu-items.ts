// Menu items and their tags. An edit says only what it changes, and each kind of change is its
// own event: a price (with its discount), availability, the active switch, the category, the
// place in the category, and the other details together. References (category, topping
// categories, tags) must exist in this menu; food shifts are records elsewhere, so the gateway
// checks those against the read side before the command.
import type { CatalogCommandOf } from './catalog.commands.ts';
import { canonicalChannels, changedFields, hasChanges, uniqueIds } from './catalog-diff.ts';
import { Faults, refuse } from './catalog-errors.ts';
import {
  MenuItemActiveChanged,
  MenuItemAvailabilityChanged,
  MenuItemCreated,
  MenuItemDetailsChanged,
  MenuItemMoved,
  MenuItemPriceChanged,
  MenuItemRemoved,
  MenuItemReordered,
  MenuItemTagCreated,
  type CatalogEvent,
} from './catalog.events.ts';
import type { CatalogItemFacts, CatalogState } from './catalog.state.ts';

interface References {
  readonly categoryId?: string;
  readonly toppingCategoryIds?: readonly string[];
  readonly tagIds?: readonly string[];
  readonly price: number;
  readonly discount: number;
}

function checkReferences(faults: Faults, state: CatalogState, refs: References) {
  if (refs.categoryId !== undefined && !state.categories.has(refs.categoryId))
    faults.add('MENU_CATEGORY_NOT_FOUND', 'categoryId');
  refs.toppingCategoryIds?.forEach((id, i) => {
    if (!state.toppingCategories.has(id))
      faults.add('TOPPING_CATEGORY_NOT_FOUND', `toppingCategoryIds[${i}]`);
  });
  refs.tagIds?.forEach((id, i) => {
    if (!state.tags.has(id)) faults.add('MENU_ITEM_TAG_UNKNOWN', `tagIds[${i}]`);
  });
  if (refs.discount > refs.price) faults.add('MENU_ITEM_DISCOUNT_ABOVE_PRICE', 'discount');
}

export function existingItem(state: CatalogState, itemId: string): CatalogItemFacts {
  const item = state.items.get(itemId);
  if (!item) throw refuse('MENU_ITEM_NOT_FOUND', 'itemId', { itemId });
  return item;
}

export function createMenuItem(
  { data }: CatalogCommandOf<'CreateMenuItem'>,
  state: CatalogState,
): CatalogEvent[] {
  const faults = new Faults();
  if (state.usedIds.item.has(data.itemId)) faults.add('CATALOG_ID_TAKEN', 'itemId');
  checkReferences(faults, state, data);
  faults.check();
  return [
    MenuItemCreated({
      ...data,
      sellChannels: canonicalChannels(data.sellChannels),
      tagIds: uniqueIds(data.tagIds),
      toppingCategoryIds: uniqueIds(data.toppingCategoryIds),
      foodShiftIds: uniqueIds(data.foodShiftIds),
    }),
  ];
}

const DETAILS = [
  'title',
  'description',
  'packagingCost',
  'servePackagingCost',
  'withTax',
  'image',
  'sellChannels',
  'tagIds',
  'toppingCategoryIds',
  'foodShiftIds',
] as const;

export function editMenuItem(
  { data }: CatalogCommandOf<'EditMenuItem'>,
  state: CatalogState,
): CatalogEvent[] {
  const { itemId } = data;
  const current = existingItem(state, itemId);
  const price = data.price ?? current.price;
  const discount = data.discount ?? current.discount;
  const faults = new Faults();
  checkReferences(faults, state, { ...data, price, discount });
  faults.check();

  const wanted = {
    ...data,
    sellChannels: data.sellChannels && canonicalChannels(data.sellChannels),
    tagIds: data.tagIds && uniqueIds(data.tagIds),
    toppingCategoryIds: data.toppingCategoryIds && uniqueIds(data.toppingCategoryIds),
    foodShiftIds: data.foodShiftIds && uniqueIds(data.foodShiftIds),
  };
  const events: CatalogEvent[] = [];
  if (data.categoryId !== undefined && data.categoryId !== current.categoryId)
    events.push(MenuItemMoved({ itemId, categoryId: data.categoryId }));
  if (data.order !== undefined && data.order !== current.order)
    events.push(MenuItemReordered({ itemId, order: data.order }));
  if (price !== current.price || discount !== current.discount)
    events.push(MenuItemPriceChanged({ itemId, price, discount }));
  if (data.available !== undefined && data.available !== current.available)
    events.push(MenuItemAvailabilityChanged({ itemId, available: data.available }));
  if (data.active !== undefined && data.active !== current.active)
    events.push(MenuItemActiveChanged({ itemId, active: data.active }));
  const details = changedFields(current, wanted, DETAILS);
  if (hasChanges(details)) events.push(MenuItemDetailsChanged(detailsEvent(itemId, details)));
  return events;
}

type Details = ReturnType<typeof changedFields<CatalogItemFacts, (typeof DETAILS)[number]>>;

/** The event's data: readonly lists copied, `null` kept only where it means "removed". */
function detailsEvent(itemId: string, d: Details) {
  const list = <T>(v: readonly T[] | null | undefined) => (v ? [...v] : undefined);
  const entries = {
    title: d.title ?? undefined,
    description: d.description,
    packagingCost: d.packagingCost ?? undefined,
    servePackagingCost: d.servePackagingCost ?? undefined,
    withTax: d.withTax ?? undefined,
    image: d.image,
    sellChannels: list(d.sellChannels),
    tagIds: list(d.tagIds),
    toppingCategoryIds: list(d.toppingCategoryIds),
    foodShiftIds: list(d.foodShiftIds),
  };
  const present = Object.fromEntries(Object.entries(entries).filter(([, v]) => v !== undefined));
  return { itemId, ...present } as Parameters<typeof MenuItemDetailsChanged>[0];
}

export function removeMenuItem(
  { data }: CatalogCommandOf<'RemoveMenuItem'>,
  state: CatalogState,
): CatalogEvent[] {
  existingItem(state, data.itemId);
  return [MenuItemRemoved({ itemId: data.itemId })];
}

export function changeAvailability(
  { data }: CatalogCommandOf<'ChangeMenuItemAvailability'>,
  state: CatalogState,
): CatalogEvent[] {
  const item = existingItem(state, data.itemId);
  return item.available === data.available ? [] : [MenuItemAvailabilityChanged(data)];
}

export function changePrice(
  { data }: CatalogCommandOf<'ChangeMenuItemPrice'>,
  state: CatalogState,
): CatalogEvent[] {
  const { itemId, price, discount } = data;
  const item = existingItem(state, itemId);
  if (discount > price) throw refuse('MENU_ITEM_DISCOUNT_ABOVE_PRICE', 'discount');
  const same = item.price === price && item.discount === discount;
  return same ? [] : [MenuItemPriceChanged({ itemId, price, discount })];
}

export function createMenuItemTag(
  { data }: CatalogCommandOf<'CreateMenuItemTag'>,
  state: CatalogState,
): CatalogEvent[] {
  const faults = new Faults();
  if (state.usedIds.tag.has(data.tagId)) faults.add('CATALOG_ID_TAKEN', 'tagId');
  const folded = data.title.toLowerCase();
  if ([...state.tags.values()].some((t) => t.toLowerCase() === folded))
    faults.add('MENU_ITEM_TAG_TITLE_TAKEN', 'title');
  faults.check();
  return [MenuItemTagCreated(data)];
}
