// Wishes about a vendor's menu. The vendor is the command's tenant (metadata), never the body.
import { z } from 'zod';
import type { CommandFrom, CommandUnion } from '../shared/messages.ts';
import { Rial } from '../shared/money.ts';
import { Topping } from './catalog.events.ts';

const id = z.string().min(1);
const title = z.string().trim().min(1).max(200);

export const CreateMenuCategoryData = z.object({
  categoryId: id,
  title,
  order: z.number().int().default(0),
  active: z.boolean().default(true),
});

export const CreateToppingCategoryData = z
  .object({
    toppingCategoryId: id,
    title,
    minChoices: z.number().int().nonnegative().default(0),
    maxChoices: z.number().int().positive(),
    toppings: z.array(Topping).min(1),
  })
  .refine((d) => d.minChoices <= d.maxChoices, {
    message: 'minChoices must not exceed maxChoices',
    path: ['minChoices'],
  })
  .refine((d) => new Set(d.toppings.map((t) => t.toppingId)).size === d.toppings.length, {
    message: 'topping ids repeat',
    path: ['toppings'],
  });

export const CreateMenuItemData = z.object({
  itemId: id,
  categoryId: id,
  title,
  description: z.string().max(1000).optional(),
  price: Rial,
  discount: Rial.default(0),
  packagingCost: Rial.default(0),
  servePackagingCost: Rial.default(0),
  withTax: z.boolean().default(true),
  image: z.string().optional(),
  order: z.number().int().default(0),
  toppingCategoryIds: z.array(id).default([]),
});

export const ChangeMenuItemAvailabilityData = z.object({ itemId: id, available: z.boolean() });

export const ChangeMenuItemPriceData = z.object({
  itemId: id,
  price: Rial,
  discount: Rial.default(0),
});

export const catalogCommandSchemas = {
  CreateMenuCategory: CreateMenuCategoryData,
  CreateToppingCategory: CreateToppingCategoryData,
  CreateMenuItem: CreateMenuItemData,
  ChangeMenuItemAvailability: ChangeMenuItemAvailabilityData,
  ChangeMenuItemPrice: ChangeMenuItemPriceData,
} as const;

type Schemas = typeof catalogCommandSchemas;
export type CatalogCommandType = keyof Schemas;
export type CatalogCommandOf<T extends CatalogCommandType> = CommandFrom<Schemas, T>;
export type CatalogCommand = CommandUnion<Schemas>;
