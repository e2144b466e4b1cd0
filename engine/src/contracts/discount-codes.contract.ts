// The discount codes API (routes.txt /api-identity/discountcodes): what the back office sends to
// create and edit codes, what the POS and the site get when they look a code up.
// - POST answers 201 with the code; PUT carries the id in the body and only the fields to change
//   (the screen sends its whole form; switching the type sends the fields the new type clears as
//   null); DELETE /{id} answers 204. The vendor never sets vendorDeal: PUT admin/update does.
// - Free items are sent as menu item ids ({id}); the server copies title, price and costs from the
//   menu as they are at that moment (spec §3 freeItems).
// - Refusals are problem+json with `errors: [{field, code, message}]` naming the form's fields
//   (spec §5): code DISCOUNT_CODE_TAKEN, value DISCOUNT_PERCENT_OUT_OF_RANGE, cap
//   DISCOUNT_CAP_REQUIRED, freeItems DISCOUNT_FREE_ITEMS_REQUIRED, expiration
//   DISCOUNT_EXPIRATION_PAST, freeItems.0.id MENU_ITEM_NOT_FOUND …
// - Lookups: GET getbycode/{code} (POS) refuses with DISCOUNT_CODE_NOT_FOUND (404),
//   DISCOUNT_CODE_EXPIRED, DISCOUNT_CODE_ALREADY_USED or DISCOUNT_CODE_INVALID (422); the site's
//   GET site/getbycode/{code} answers every refusal as 404 DISCOUNT_CODE_INVALID with the text of
//   spec §5, and a found code with the message 'کد تخفیف اعمال شد.' (spec §8).
import { z } from 'zod';
import { DiscountCodeType } from '../shared/enums.ts';
import { Rial } from '../shared/money.ts';
import { OrderDiscount } from '../pricing/pricing.schemas.ts';
import { FreeItem } from '../carts/cart.commands.ts';
import { pageOf } from './paging.contract.ts';

const RecordId = z.string().trim().min(1).max(100);
const Count = z.number().int().nullable();

/** A code as the back office reads it. */
export const DiscountCodeView = z.object({
  id: z.string(),
  code: z.string(),
  type: DiscountCodeType,
  value: z.number().nullable(),
  cap: Rial.nullable(),
  expiration: z.string(),
  active: z.boolean(),
  usageLimitPerUser: Count,
  usageLimit: Count,
  vendorDeal: z.number(),
  freeItems: z.array(FreeItem),
  /** Orders that used it (rejected ones not counted). */
  usageCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DiscountCodeView = z.infer<typeof DiscountCodeView>;
export const DiscountCodePage = pageOf(DiscountCodeView);

const FreeItemRef = z.object({ id: RecordId });

/** The form's fields; the engine checks them (engine/src/discounts) and names the bad ones. */
const DiscountCodeForm = z.object({
  code: z.string().max(100),
  type: DiscountCodeType,
  value: z.number().nullable().optional(),
  cap: z.number().nullable().optional(),
  /** UTC ISO-8601 (an offset is accepted). */
  expiration: z.string().max(40),
  active: z.boolean().optional(),
  usageLimitPerUser: z.number().nullable().optional(),
  usageLimit: z.number().nullable().optional(),
  freeItems: z.array(FreeItemRef).max(20).optional(),
});

export const CreateDiscountCodeRequest = DiscountCodeForm.extend({ id: RecordId.optional() });
export type CreateDiscountCodeRequest = z.input<typeof CreateDiscountCodeRequest>;
export const EditDiscountCodeRequest = DiscountCodeForm.partial().extend({ id: RecordId });
export type EditDiscountCodeRequest = z.input<typeof EditDiscountCodeRequest>;

/**
 * The platform admin's edit of a vendor's code: the deal share, and switching it off or on. An
 * admin belongs to no vendor, so the body names the vendor.
 */
export const AdminUpdateDiscountCodeRequest = z.object({
  vendorId: RecordId,
  id: RecordId,
  vendorDeal: z.number().optional(),
  active: z.boolean().optional(),
});

/** What a valid code does to an order, ready for the POS draft (setDiscount, applyFreeItems). */
export const DiscountEffect = z.object({
  orderDiscount: OrderDiscount,
  /** FREESHIPPING: the delivery cost is waived. */
  freeShipping: z.boolean(),
});

/** GET getbycode/{code}: the code and its effect (POS). */
export const DiscountCodeLookup = DiscountCodeView.extend(DiscountEffect.shape);
export type DiscountCodeLookup = z.infer<typeof DiscountCodeLookup>;

/** A code as a customer sees it (no limits, no deal shares). */
export const DiscountCodeOffer = z.object({
  id: z.string(),
  code: z.string(),
  type: DiscountCodeType,
  value: z.number().nullable(),
  cap: Rial.nullable(),
  expiration: z.string(),
  freeItems: z.array(FreeItem),
});
export type DiscountCodeOffer = z.infer<typeof DiscountCodeOffer>;

/** GET site/getbycode/{code}: the offer, its effect and the cart's ApplyDiscountCode data. */
export const SiteDiscountCodeLookup = DiscountCodeOffer.extend({
  ...DiscountEffect.shape,
  cartDiscount: z.object({
    id: z.string(),
    code: z.string(),
    type: DiscountCodeType,
    value: z.number(),
    freeItems: z.array(FreeItem),
  }),
  message: z.string(),
});
export type SiteDiscountCodeLookup = z.infer<typeof SiteDiscountCodeLookup>;
