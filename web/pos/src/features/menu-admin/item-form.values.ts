// The menu item form's values and what they become on the wire. Amounts are typed in the
// vendor's unit (Toman or Rial) and sent as integer Rial. An edit sends only what changed, so a
// price edit is one MenuItemPriceChanged and nothing else; a cleared description or image is sent
// as null, which removes it.
import {
  ALL_SELL_CHANNELS,
  type CreateMenuItemRequest,
  type MenuItemAdminView,
  type SellChannel,
  type UpdateMenuItemRequest,
} from '@sofre/engine/contracts';
import { rialToUnit, unitToRial, type CurrencyUnit } from '@sofre/web-shared';

export interface ItemFormValues {
  title: string;
  description: string;
  categoryId: string;
  /** In the vendor's unit; undefined while the field is empty. */
  price: number | undefined;
  discount: number | undefined;
  packagingCost: number | undefined;
  servePackagingCost: number | undefined;
  withTax: boolean;
  active: boolean;
  available: boolean;
  sellChannels: SellChannel[];
  tagIds: string[];
  toppingCategoryIds: string[];
  foodShiftIds: string[];
  image: string | undefined;
}

/** The id lists the form shows as one multi-select each (their errors go on the select). */
export const ITEM_ID_LISTS = [
  'sellChannels',
  'tagIds',
  'toppingCategoryIds',
  'foodShiftIds',
] as const;

export const emptyItemForm = (categoryId: string): ItemFormValues => ({
  title: '',
  description: '',
  categoryId,
  price: undefined,
  discount: undefined,
  packagingCost: undefined,
  servePackagingCost: undefined,
  withTax: true,
  active: true,
  available: true,
  sellChannels: [...ALL_SELL_CHANNELS],
  tagIds: [],
  toppingCategoryIds: [],
  foodShiftIds: [],
  image: undefined,
});

const shown = (rial: number, unit: CurrencyUnit) =>
  rial === 0 ? undefined : rialToUnit(rial, unit);

export const itemToForm = (item: MenuItemAdminView, unit: CurrencyUnit): ItemFormValues => ({
  title: item.title,
  description: item.description ?? '',
  categoryId: item.categoryId,
  price: rialToUnit(item.price, unit),
  discount: shown(item.discount, unit),
  packagingCost: shown(item.packagingCost, unit),
  servePackagingCost: shown(item.servePackagingCost, unit),
  withTax: item.withTax,
  active: item.active,
  available: item.available,
  sellChannels: [...item.sellChannels],
  tagIds: [...item.tagIds],
  toppingCategoryIds: [...item.toppingCategoryIds],
  foodShiftIds: [...item.foodShiftIds],
  image: item.image,
});

const rial = (amount: number | undefined, unit: CurrencyUnit) =>
  amount === undefined ? 0 : unitToRial(amount, unit);

/** The form's fields as the API names them, amounts in Rial. */
function wireFields(values: ItemFormValues, unit: CurrencyUnit) {
  const description = values.description.trim();
  return {
    categoryId: values.categoryId,
    title: values.title.trim(),
    description: description === '' ? undefined : description,
    price: rial(values.price, unit),
    discount: rial(values.discount, unit),
    packagingCost: rial(values.packagingCost, unit),
    servePackagingCost: rial(values.servePackagingCost, unit),
    withTax: values.withTax,
    active: values.active,
    available: values.available,
    sellChannels: values.sellChannels,
    tagIds: values.tagIds,
    toppingCategoryIds: values.toppingCategoryIds,
    foodShiftIds: values.foodShiftIds,
    image: values.image,
  };
}

export const formToCreate = (
  values: ItemFormValues,
  unit: CurrencyUnit,
  id: string,
  order: number,
): CreateMenuItemRequest => ({ id, order, ...wireFields(values, unit) });

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join('\u0000') === [...b].sort().join('\u0000');

/** Only the fields that differ from the item; price and discount travel together. */
export function formToUpdate(
  item: MenuItemAdminView,
  values: ItemFormValues,
  unit: CurrencyUnit,
): UpdateMenuItemRequest {
  const next = wireFields(values, unit);
  const change: UpdateMenuItemRequest = { id: item.id };
  if (next.categoryId !== item.categoryId) change.categoryId = next.categoryId;
  if (next.title !== item.title) change.title = next.title;
  if (next.description !== item.description) change.description = next.description ?? null;
  if (next.price !== item.price || next.discount !== item.discount) {
    change.price = next.price;
    change.discount = next.discount;
  }
  if (next.packagingCost !== item.packagingCost) change.packagingCost = next.packagingCost;
  if (next.servePackagingCost !== item.servePackagingCost)
    change.servePackagingCost = next.servePackagingCost;
  for (const flag of ['withTax', 'active', 'available'] as const)
    if (next[flag] !== item[flag]) change[flag] = next[flag];
  if (!sameList(next.sellChannels, item.sellChannels)) change.sellChannels = next.sellChannels;
  if (!sameList(next.tagIds, item.tagIds)) change.tagIds = next.tagIds;
  if (!sameList(next.toppingCategoryIds, item.toppingCategoryIds))
    change.toppingCategoryIds = next.toppingCategoryIds;
  if (!sameList(next.foodShiftIds, item.foodShiftIds)) change.foodShiftIds = next.foodShiftIds;
  if (next.image !== item.image) change.image = next.image ?? null;
  return change;
}
