// What happened to a vendor's menu: past-tense facts, one stream per vendor catalog. The menu read
// model (MenuCategoryView) is built from these alone. A later issue grows the catalog (edits,
// removals, sell channels); each addition is a new event, old ones stay valid.
import { z } from 'zod';
import { defineEvent, eventCodec, type EventOf } from '../shared/event-definitions.ts';
import { Rial } from '../shared/money.ts';

const id = z.string().min(1);
const title = z.string().min(1).max(200);

export const MenuCategoryCreated = defineEvent(
  'MenuCategoryCreated',
  z.object({ categoryId: id, title, order: z.number().int(), active: z.boolean() }),
);

export const Topping = z.object({ toppingId: id, title, price: Rial });
export type Topping = z.infer<typeof Topping>;

/** A group of extras (نان، سس، نوشیدنی) and how many of them a line must / may carry. */
export const ToppingCategoryCreated = defineEvent(
  'ToppingCategoryCreated',
  z.object({
    toppingCategoryId: id,
    title,
    minChoices: z.number().int().nonnegative(),
    maxChoices: z.number().int().positive(),
    toppings: z.array(Topping).min(1),
  }),
);

export const MenuItemCreated = defineEvent(
  'MenuItemCreated',
  z.object({
    itemId: id,
    categoryId: id,
    title,
    description: z.string().max(1000).optional(),
    /** Unit price before the item's own discount. */
    price: Rial,
    /** Rial off the unit price. */
    discount: Rial,
    /** Packaging per unit for takeaway and delivery. */
    packagingCost: Rial,
    /** Packaging per unit when served in the salon. */
    servePackagingCost: Rial,
    withTax: z.boolean(),
    image: z.string().optional(),
    order: z.number().int(),
    toppingCategoryIds: z.array(id),
  }),
);

/** Out of stock ("86'd") or back. */
export const MenuItemAvailabilityChanged = defineEvent(
  'MenuItemAvailabilityChanged',
  z.object({ itemId: id, available: z.boolean() }),
);

export const MenuItemPriceChanged = defineEvent(
  'MenuItemPriceChanged',
  z.object({ itemId: id, price: Rial, discount: Rial }),
);

export const catalogEvents = [
  MenuCategoryCreated,
  ToppingCategoryCreated,
  MenuItemCreated,
  MenuItemAvailabilityChanged,
  MenuItemPriceChanged,
] as const;
export const catalogEventCodec = eventCodec(catalogEvents);
export type CatalogEvent = EventOf<(typeof catalogEvents)[number]>;

/** One stream per vendor: the whole menu is one consistency boundary (ids unique within it). */
export const catalogStreamName = (vendorId: string): string => `catalog-${vendorId}`;
