// The menu management API (routes.txt "# --- Catalog ---" and POST /api-identity/files): what the
// back office sends to create, edit, reorder and remove menu categories, items, tags, topping
// categories and toppings, and what it gets back. Every change is a catalog event on the server.
//
// Conventions of these routes:
// - POST answers 201 with the record as the read side now holds it; PUT answers 200 the same way;
//   DELETE /{id} answers 204. Unknown ids answer 404 (MENU_ITEM_NOT_FOUND …).
// - PUT carries the id in the body and only the fields to change: a field left out stays as it
//   is. So the one-tap availability toggle is `PUT /menuitems {id, available: false}` (it emits
//   only MenuItemAvailabilityChanged), a price change `{id, price, discount}` (only
//   MenuItemPriceChanged), drag-reorder `{id, order}` (only …Reordered). Sending the whole form
//   works too: unchanged fields emit nothing.
// - `image: null` / `description: null` in a PUT removes the image / description.
// - POST may carry the client's own `id`: a repeated POST with the same id is harmless (the same
//   record answers); without one the server makes a UUID.
// - Refusals are problem+json with `errors: [{field, code, message}]` naming the form's field
//   (spec §5), e.g. `discount` DISCOUNT_ABOVE_PRICE, `maxChoices`
//   TOPPING_MAX_CHOICES_ABOVE_TOPPINGS, `foodShiftIds[1]` FOOD_SHIFT_UNKNOWN, `tagIds[0]` MENU_ITEM_TAG_UNKNOWN.
// - Paged lists answer `{data, pageNumber, pageSize, totalCount}`; the query takes pageNumber,
//   pageSize (≤ 100, default 10), search — PascalCase (PageNumber, PageSize, Search) works too.
import { z } from 'zod';
import { OrderSource } from '../shared/enums.ts';
import { Rial } from '../shared/money.ts';
import { pageOf } from './paging.contract.ts';

/** Where an item is offered (spec §3: the order sources are the sell channels). */
export const SellChannel = OrderSource;
export type SellChannel = z.infer<typeof SellChannel>;
export const ALL_SELL_CHANNELS: readonly SellChannel[] = SellChannel.options;

export const CatalogId = z.string().trim().min(1).max(100);
const Title = z.string().trim().min(1).max(200);
const Order = z.number().int().min(0).max(1_000_000);
/** An uploaded file (POST /api-identity/files answers `/files/…`) or an https address. */
export const ImageUrl = z
  .string()
  .trim()
  .max(1000)
  .regex(/^(\/files\/|https?:\/\/)\S+$/, 'an uploaded /files/ path or an http(s) address');
const SellChannels = z.array(SellChannel).min(1).max(5);
/** Ids of food-shift records (GET /api-catalog/catalog/foodshifts/list); none = sells all day. */
const FoodShiftIds = z.array(CatalogId).max(20);

/** Query of every paged catalog list. Either spelling of each parameter is accepted. */
export const CatalogPageQuery = z.object({
  pageNumber: z.coerce.number().int().positive().optional(),
  PageNumber: z.coerce.number().int().positive().optional(),
  pageSize: z.coerce.number().int().positive().max(100).optional(),
  PageSize: z.coerce.number().int().positive().max(100).optional(),
  search: z.string().trim().max(200).optional(),
  Search: z.string().trim().max(200).optional(),
});
export type CatalogPageQuery = z.input<typeof CatalogPageQuery>;

export const CatalogIdParams = z.object({ id: CatalogId });

// --- Menu categories: /api-catalog/catalog/menucategories -------------------------------------

export const CreateMenuCategoryRequest = z.object({
  id: CatalogId.optional(),
  title: Title,
  order: Order.default(0),
  active: z.boolean().default(true),
  image: ImageUrl.optional(),
  sellChannels: SellChannels.default([...ALL_SELL_CHANNELS]),
  foodShiftIds: FoodShiftIds.default([]),
});
export type CreateMenuCategoryRequest = z.input<typeof CreateMenuCategoryRequest>;

export const UpdateMenuCategoryRequest = z.object({
  id: CatalogId,
  title: Title.optional(),
  order: Order.optional(),
  active: z.boolean().optional(),
  image: ImageUrl.nullable().optional(),
  sellChannels: SellChannels.optional(),
  foodShiftIds: FoodShiftIds.optional(),
});
export type UpdateMenuCategoryRequest = z.input<typeof UpdateMenuCategoryRequest>;

/** GET paged / list / {id}, and the answer of POST and PUT. */
export const MenuCategoryAdminView = z.object({
  id: z.string(),
  title: z.string(),
  order: z.number().int(),
  active: z.boolean(),
  image: z.string().optional(),
  sellChannels: z.array(SellChannel),
  foodShiftIds: z.array(z.string()),
  itemCount: z.number().int(),
  /** Active and inside one of its food shifts now (Tehran time). */
  sellsNow: z.boolean(),
});
export type MenuCategoryAdminView = z.infer<typeof MenuCategoryAdminView>;
export const MenuCategoryAdminPage = pageOf(MenuCategoryAdminView);
export type MenuCategoryAdminPage = z.infer<typeof MenuCategoryAdminPage>;

/** GET menucategories/printer: each category with the printer stations that print its lines. */
export const MenuCategoryPrinters = z.object({
  id: z.string(),
  title: z.string(),
  printerStations: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      target: z.enum(['KITCHEN', 'CUSTOMER']),
      printerIds: z.array(z.string()),
    }),
  ),
});
export type MenuCategoryPrinters = z.infer<typeof MenuCategoryPrinters>;

/** GET menucategories/site/{sellChannel} (public). */
export const SiteMenuParams = z.object({ sellChannel: SellChannel });

// --- Menu items: /api-catalog/catalog/menuitems -----------------------------------------------

export const CreateMenuItemRequest = z.object({
  id: CatalogId.optional(),
  categoryId: CatalogId,
  title: Title,
  description: z.string().trim().max(1000).optional(),
  /** Unit price, integer Rial. */
  price: Rial,
  /** Rial off the unit price; at most the price. */
  discount: Rial.default(0),
  packagingCost: Rial.default(0),
  servePackagingCost: Rial.default(0),
  withTax: z.boolean().default(true),
  image: ImageUrl.optional(),
  order: Order.default(0),
  /** Shown on the menu at all (the manager's switch). */
  active: z.boolean().default(true),
  /** In stock now (the one-tap switch of the POS). */
  available: z.boolean().default(true),
  sellChannels: SellChannels.default([...ALL_SELL_CHANNELS]),
  tagIds: z.array(CatalogId).max(20).default([]),
  toppingCategoryIds: z.array(CatalogId).max(20).default([]),
  foodShiftIds: FoodShiftIds.default([]),
});
export type CreateMenuItemRequest = z.input<typeof CreateMenuItemRequest>;

export const UpdateMenuItemRequest = z.object({
  id: CatalogId,
  categoryId: CatalogId.optional(),
  title: Title.optional(),
  description: z.string().trim().max(1000).nullable().optional(),
  price: Rial.optional(),
  discount: Rial.optional(),
  packagingCost: Rial.optional(),
  servePackagingCost: Rial.optional(),
  withTax: z.boolean().optional(),
  image: ImageUrl.nullable().optional(),
  order: Order.optional(),
  active: z.boolean().optional(),
  available: z.boolean().optional(),
  sellChannels: SellChannels.optional(),
  tagIds: z.array(CatalogId).max(20).optional(),
  toppingCategoryIds: z.array(CatalogId).max(20).optional(),
  foodShiftIds: FoodShiftIds.optional(),
});
export type UpdateMenuItemRequest = z.input<typeof UpdateMenuItemRequest>;

/** GET menuitems (paged): search in title and description, optionally one category. */
export const MenuItemPageQuery = CatalogPageQuery.extend({
  categoryId: CatalogId.optional(),
  CategoryId: CatalogId.optional(),
});
export type MenuItemPageQuery = z.input<typeof MenuItemPageQuery>;
/** GET menuitems/list: every item, optionally of one category. */
export const MenuItemListQuery = z.object({
  categoryId: CatalogId.optional(),
  CategoryId: CatalogId.optional(),
});

export const MenuItemAdminView = z.object({
  id: z.string(),
  categoryId: z.string(),
  categoryTitle: z.string(),
  title: z.string(),
  description: z.string().optional(),
  price: Rial,
  discount: Rial,
  packagingCost: Rial,
  servePackagingCost: Rial,
  withTax: z.boolean(),
  image: z.string().optional(),
  order: z.number().int(),
  active: z.boolean(),
  available: z.boolean(),
  sellChannels: z.array(SellChannel),
  tagIds: z.array(z.string()),
  toppingCategoryIds: z.array(z.string()),
  foodShiftIds: z.array(z.string()),
  /** Active, available, its category active, and inside its (and its category's) food shifts now. */
  sellsNow: z.boolean(),
});
export type MenuItemAdminView = z.infer<typeof MenuItemAdminView>;
export const MenuItemAdminPage = pageOf(MenuItemAdminView);
export type MenuItemAdminPage = z.infer<typeof MenuItemAdminPage>;

// --- Tags: /api-catalog/catalog/menuitemtag (GET: all the vendor's tags; POST: a new one) ------

export const CreateMenuItemTagRequest = z.object({
  id: CatalogId.optional(),
  title: z.string().trim().min(1).max(50),
});
export type CreateMenuItemTagRequest = z.input<typeof CreateMenuItemTagRequest>;

export const MenuItemTagView = z.object({
  id: z.string(),
  title: z.string(),
  itemCount: z.number().int(),
});
export type MenuItemTagView = z.infer<typeof MenuItemTagView>;

// --- Topping categories: /api-catalog/catalog/toppingcategory ---------------------------------
// A topping category is created with its first toppings (at least one): maxChoices may not exceed
// how many toppings it has, and minChoices may not exceed maxChoices. Toppings are then added,
// edited and removed one by one under /topping; removing one that would leave fewer toppings than
// maxChoices is refused (lower maxChoices first). A topping category that items use cannot be
// removed (TOPPING_CATEGORY_IN_USE).

export const NewToppingRequest = z.object({
  id: CatalogId.optional(),
  title: Title,
  price: Rial,
  available: z.boolean().default(true),
});

export const CreateToppingCategoryRequest = z.object({
  id: CatalogId.optional(),
  title: Title,
  minChoices: z.number().int().nonnegative().max(100).default(0),
  maxChoices: z.number().int().positive().max(100),
  toppings: z.array(NewToppingRequest).min(1).max(100),
});
export type CreateToppingCategoryRequest = z.input<typeof CreateToppingCategoryRequest>;

export const UpdateToppingCategoryRequest = z.object({
  id: CatalogId,
  title: Title.optional(),
  minChoices: z.number().int().nonnegative().max(100).optional(),
  maxChoices: z.number().int().positive().max(100).optional(),
});
export type UpdateToppingCategoryRequest = z.input<typeof UpdateToppingCategoryRequest>;

export const ToppingAdminView = z.object({
  id: z.string(),
  toppingCategoryId: z.string(),
  toppingCategoryTitle: z.string(),
  title: z.string(),
  price: Rial,
  available: z.boolean(),
});
export type ToppingAdminView = z.infer<typeof ToppingAdminView>;

export const ToppingCategoryAdminView = z.object({
  id: z.string(),
  title: z.string(),
  minChoices: z.number().int(),
  maxChoices: z.number().int(),
  toppings: z.array(ToppingAdminView),
  /** How many menu items offer this category. */
  itemCount: z.number().int(),
});
export type ToppingCategoryAdminView = z.infer<typeof ToppingCategoryAdminView>;
/** GET toppingcategory: paged, search in titles. */
export const ToppingCategoryAdminPage = pageOf(ToppingCategoryAdminView);
export type ToppingCategoryAdminPage = z.infer<typeof ToppingCategoryAdminPage>;

// --- Toppings: /api-catalog/catalog/topping ----------------------------------------------------

export const CreateToppingRequest = z.object({
  id: CatalogId.optional(),
  toppingCategoryId: CatalogId,
  title: Title,
  price: Rial,
  available: z.boolean().default(true),
});
export type CreateToppingRequest = z.input<typeof CreateToppingRequest>;

/** A topping stays in its category; send only what changes (`{id, available}` toggles it). */
export const UpdateToppingRequest = z.object({
  id: CatalogId,
  title: Title.optional(),
  price: Rial.optional(),
  available: z.boolean().optional(),
});
export type UpdateToppingRequest = z.input<typeof UpdateToppingRequest>;

/** GET topping: paged, search in titles, optionally one topping category. */
export const ToppingPageQuery = CatalogPageQuery.extend({
  toppingCategoryId: CatalogId.optional(),
  ToppingCategoryId: CatalogId.optional(),
});
export type ToppingPageQuery = z.input<typeof ToppingPageQuery>;
export const ToppingAdminPage = pageOf(ToppingAdminView);
export type ToppingAdminPage = z.infer<typeof ToppingAdminPage>;

// --- Images: POST /api-identity/files (multipart, field `file`) --------------------------------
// JPEG, PNG or WebP (checked by content), at most 2 MiB; answered with the address to put in
// `image`. The file is served publicly at that address.

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
export const UploadedFile = z.object({ url: z.string() });
export type UploadedFile = z.infer<typeof UploadedFile>;
