// What happened to a vendor's menu: past-tense facts, one stream per vendor catalog. The menu read
// model (MenuCategoryView) is built from these alone. A change to a price or to an item's
// availability is its own event, so an order knows the menu it was priced from and the
// marketplace sync can replay just those changes. Edits carry only the fields that changed.
// Version 2 of the three *Created events added sell channels, food shifts, tags and flags; their
// upcasts give version-1 events the defaults they always meant (every channel, no shifts, on).
import { z } from 'zod';
import { OrderSource } from '../shared/enums.ts';
import { defineEvent, eventCodec, type EventOf } from '../shared/event-definitions.ts';
import { Rial } from '../shared/money.ts';

const id = z.string().min(1);
const title = z.string().min(1).max(200);
const ids = z.array(id);
/** The order sources an item or category is offered on (spec §3 sell channels). */
const sellChannels = z.array(OrderSource);
const ALL_CHANNELS = OrderSource.options;

type Data = Record<string, unknown>;
const asData = (data: unknown): Data => (typeof data === 'object' && data ? (data as Data) : {});

// --- Menu categories ----------------------------------------------------------------------------

export const MenuCategoryCreated = defineEvent(
  'MenuCategoryCreated',
  z.object({
    categoryId: id,
    title,
    order: z.number().int(),
    active: z.boolean(),
    image: z.string().optional(),
    sellChannels,
    foodShiftIds: ids,
  }),
  {
    version: 2,
    upcast: (data) => ({ sellChannels: [...ALL_CHANNELS], foodShiftIds: [], ...asData(data) }),
  },
);

/** Only the fields that changed are present; `image: null` removed the image. */
export const MenuCategoryChanged = defineEvent(
  'MenuCategoryChanged',
  z.object({
    categoryId: id,
    title: title.optional(),
    image: z.string().nullable().optional(),
    sellChannels: sellChannels.optional(),
    foodShiftIds: ids.optional(),
  }),
);

/** Shown on the menu or hidden (the manager's switch; also what the marketplace syncs). */
export const MenuCategoryActiveChanged = defineEvent(
  'MenuCategoryActiveChanged',
  z.object({ categoryId: id, active: z.boolean() }),
);

export const MenuCategoryReordered = defineEvent(
  'MenuCategoryReordered',
  z.object({ categoryId: id, order: z.number().int() }),
);

export const MenuCategoryRemoved = defineEvent('MenuCategoryRemoved', z.object({ categoryId: id }));

// --- Topping categories and toppings -------------------------------------------------------------

export const Topping = z.object({
  toppingId: id,
  title,
  price: Rial,
  available: z.boolean(),
});
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
  {
    version: 2,
    upcast: (data) => {
      const d = asData(data);
      const toppings = Array.isArray(d.toppings) ? d.toppings : [];
      return { ...d, toppings: toppings.map((t) => ({ available: true, ...asData(t) })) };
    },
  },
);

/** Only the fields that changed are present. */
export const ToppingCategoryChanged = defineEvent(
  'ToppingCategoryChanged',
  z.object({
    toppingCategoryId: id,
    title: title.optional(),
    minChoices: z.number().int().nonnegative().optional(),
    maxChoices: z.number().int().positive().optional(),
  }),
);

export const ToppingCategoryRemoved = defineEvent(
  'ToppingCategoryRemoved',
  z.object({ toppingCategoryId: id }),
);

export const ToppingAdded = defineEvent('ToppingAdded', Topping.extend({ toppingCategoryId: id }));

export const ToppingRenamed = defineEvent('ToppingRenamed', z.object({ toppingId: id, title }));

export const ToppingPriceChanged = defineEvent(
  'ToppingPriceChanged',
  z.object({ toppingId: id, price: Rial }),
);

export const ToppingAvailabilityChanged = defineEvent(
  'ToppingAvailabilityChanged',
  z.object({ toppingId: id, available: z.boolean() }),
);

export const ToppingRemoved = defineEvent('ToppingRemoved', z.object({ toppingId: id }));

// --- Tags ----------------------------------------------------------------------------------------

/** A label items carry (تند، گیاهی، پرفروش) for the site's filters. */
export const MenuItemTagCreated = defineEvent(
  'MenuItemTagCreated',
  z.object({ tagId: id, title: z.string().min(1).max(50) }),
);

// --- Menu items ----------------------------------------------------------------------------------

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
    toppingCategoryIds: ids,
    active: z.boolean(),
    available: z.boolean(),
    sellChannels,
    tagIds: ids,
    foodShiftIds: ids,
  }),
  {
    version: 2,
    upcast: (data) => ({
      active: true,
      available: true,
      sellChannels: [...ALL_CHANNELS],
      tagIds: [],
      foodShiftIds: [],
      ...asData(data),
    }),
  },
);

/**
 * The item's other fields, only those that changed; `description: null` / `image: null` removed
 * them. Price, availability, the active switch, category and place have their own events.
 */
export const MenuItemDetailsChanged = defineEvent(
  'MenuItemDetailsChanged',
  z.object({
    itemId: id,
    title: title.optional(),
    description: z.string().max(1000).nullable().optional(),
    packagingCost: Rial.optional(),
    servePackagingCost: Rial.optional(),
    withTax: z.boolean().optional(),
    image: z.string().nullable().optional(),
    sellChannels: sellChannels.optional(),
    tagIds: ids.optional(),
    toppingCategoryIds: ids.optional(),
    foodShiftIds: ids.optional(),
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

/** Shown on the menu or hidden (the manager's switch, unlike availability). */
export const MenuItemActiveChanged = defineEvent(
  'MenuItemActiveChanged',
  z.object({ itemId: id, active: z.boolean() }),
);

export const MenuItemMoved = defineEvent('MenuItemMoved', z.object({ itemId: id, categoryId: id }));

export const MenuItemReordered = defineEvent(
  'MenuItemReordered',
  z.object({ itemId: id, order: z.number().int() }),
);

export const MenuItemRemoved = defineEvent('MenuItemRemoved', z.object({ itemId: id }));

export const catalogEvents = [
  MenuCategoryCreated,
  MenuCategoryChanged,
  MenuCategoryActiveChanged,
  MenuCategoryReordered,
  MenuCategoryRemoved,
  ToppingCategoryCreated,
  ToppingCategoryChanged,
  ToppingCategoryRemoved,
  ToppingAdded,
  ToppingRenamed,
  ToppingPriceChanged,
  ToppingAvailabilityChanged,
  ToppingRemoved,
  MenuItemTagCreated,
  MenuItemCreated,
  MenuItemDetailsChanged,
  MenuItemAvailabilityChanged,
  MenuItemPriceChanged,
  MenuItemActiveChanged,
  MenuItemMoved,
  MenuItemReordered,
  MenuItemRemoved,
] as const;
export const catalogEventCodec = eventCodec(catalogEvents);
export type CatalogEvent = EventOf<(typeof catalogEvents)[number]>;

/** One stream per vendor: the whole menu is one consistency boundary (ids unique within it). */
export const catalogStreamName = (vendorId: string): string => `catalog-${vendorId}`;
