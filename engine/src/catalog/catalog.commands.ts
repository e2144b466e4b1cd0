// Wishes about a vendor's menu. The vendor is the command's tenant (metadata), never the body.
// Edit* commands carry only the fields to change (absent = keep); the decider emits an event
// only for what really changed. Rules between fields and against the menu (discount ≤ price,
// min ≤ max choices, references) are the decider's, so they come back as field errors.
import { z } from 'zod';
import { OrderSource } from '../shared/enums.ts';
import type { CommandFrom, CommandUnion } from '../shared/messages.ts';
import { Rial } from '../shared/money.ts';

const id = z.string().trim().min(1).max(100);
const title = z.string().trim().min(1).max(200);
const order = z.number().int().min(0).max(1_000_000);
const ids = z.array(id).max(50);
const sellChannels = z.array(OrderSource).min(1).max(OrderSource.options.length);
const allChannels = () => [...OrderSource.options];
const description = z.string().trim().max(1000);
const image = z.string().trim().min(1).max(1000);

export const CreateMenuCategoryData = z.object({
  categoryId: id,
  title,
  order: order.default(0),
  active: z.boolean().default(true),
  image: image.optional(),
  sellChannels: sellChannels.default(allChannels),
  foodShiftIds: ids.default([]),
});

export const EditMenuCategoryData = z.object({
  categoryId: id,
  title: title.optional(),
  order: order.optional(),
  active: z.boolean().optional(),
  image: image.nullable().optional(),
  sellChannels: sellChannels.optional(),
  foodShiftIds: ids.optional(),
});

export const RemoveMenuCategoryData = z.object({ categoryId: id });

export const NewTopping = z.object({
  toppingId: id,
  title,
  price: Rial,
  available: z.boolean().default(true),
});

export const CreateToppingCategoryData = z.object({
  toppingCategoryId: id,
  title,
  minChoices: z.number().int().nonnegative().max(100).default(0),
  maxChoices: z.number().int().positive().max(100),
  toppings: z.array(NewTopping).min(1).max(100),
});

export const EditToppingCategoryData = z.object({
  toppingCategoryId: id,
  title: title.optional(),
  minChoices: z.number().int().nonnegative().max(100).optional(),
  maxChoices: z.number().int().positive().max(100).optional(),
});

export const RemoveToppingCategoryData = z.object({ toppingCategoryId: id });

export const AddToppingData = NewTopping.extend({ toppingCategoryId: id });

export const EditToppingData = z.object({
  toppingId: id,
  title: title.optional(),
  price: Rial.optional(),
  available: z.boolean().optional(),
});

export const RemoveToppingData = z.object({ toppingId: id });

export const CreateMenuItemTagData = z.object({
  tagId: id,
  title: z.string().trim().min(1).max(50),
});

export const CreateMenuItemData = z.object({
  itemId: id,
  categoryId: id,
  title,
  description: description.optional(),
  price: Rial,
  discount: Rial.default(0),
  packagingCost: Rial.default(0),
  servePackagingCost: Rial.default(0),
  withTax: z.boolean().default(true),
  image: image.optional(),
  order: order.default(0),
  toppingCategoryIds: ids.default([]),
  active: z.boolean().default(true),
  available: z.boolean().default(true),
  sellChannels: sellChannels.default(allChannels),
  tagIds: ids.default([]),
  foodShiftIds: ids.default([]),
});

export const EditMenuItemData = z.object({
  itemId: id,
  categoryId: id.optional(),
  title: title.optional(),
  description: description.nullable().optional(),
  price: Rial.optional(),
  discount: Rial.optional(),
  packagingCost: Rial.optional(),
  servePackagingCost: Rial.optional(),
  withTax: z.boolean().optional(),
  image: image.nullable().optional(),
  order: order.optional(),
  toppingCategoryIds: ids.optional(),
  active: z.boolean().optional(),
  available: z.boolean().optional(),
  sellChannels: sellChannels.optional(),
  tagIds: ids.optional(),
  foodShiftIds: ids.optional(),
});

export const RemoveMenuItemData = z.object({ itemId: id });

export const ChangeMenuItemAvailabilityData = z.object({ itemId: id, available: z.boolean() });

export const ChangeMenuItemPriceData = z.object({
  itemId: id,
  price: Rial,
  discount: Rial.default(0),
});

export const catalogCommandSchemas = {
  CreateMenuCategory: CreateMenuCategoryData,
  EditMenuCategory: EditMenuCategoryData,
  RemoveMenuCategory: RemoveMenuCategoryData,
  CreateToppingCategory: CreateToppingCategoryData,
  EditToppingCategory: EditToppingCategoryData,
  RemoveToppingCategory: RemoveToppingCategoryData,
  AddTopping: AddToppingData,
  EditTopping: EditToppingData,
  RemoveTopping: RemoveToppingData,
  CreateMenuItemTag: CreateMenuItemTagData,
  CreateMenuItem: CreateMenuItemData,
  EditMenuItem: EditMenuItemData,
  RemoveMenuItem: RemoveMenuItemData,
  ChangeMenuItemAvailability: ChangeMenuItemAvailabilityData,
  ChangeMenuItemPrice: ChangeMenuItemPriceData,
} as const;

type Schemas = typeof catalogCommandSchemas;
export type CatalogCommandType = keyof Schemas;
export type CatalogCommandOf<T extends CatalogCommandType> = CommandFrom<Schemas, T>;
export type CatalogCommand = CommandUnion<Schemas>;
