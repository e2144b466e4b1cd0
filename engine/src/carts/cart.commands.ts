// What the customer (or the site on their behalf) wants done to a cart: wishes, each with a zod
// schema for its data. Rules that need the cart itself (merging, CART_EMPTY) are decide's job.
import { z } from 'zod';
import { OrderLine } from '../pricing/order-line.ts';
import type { CommandFrom, CommandUnion } from '../shared/messages.ts';
import { DeliveryType, DiscountCodeType } from '../shared/enums.ts';
import { Rial } from '../shared/money.ts';
import { CartDetails } from './cart.events.ts';

const cartId = z.string().min(1);

export const OpenCartData = CartDetails.extend({ cartId });

/** The customer cannot give things away or override prices: those flags are the platform's. */
export const CartLineInput = OrderLine.omit({ changePrice: true, isFreeItem: true });

export const AddCartItemData = z.object({ cartId, line: CartLineInput });

/** Any whole number: 0 or less removes the line (spec §4). */
export const SetCartItemCountData = z.object({
  cartId,
  lineId: z.string().min(1),
  count: z.number().int(),
});

/** A patch: an absent field keeps its value, null clears it. */
export const UpdateCartDetailsData = z.object({
  cartId,
  deliveryType: DeliveryType.nullable().optional(),
  addressId: z.string().min(1).nullable().optional(),
  tableNumber: z.string().min(1).nullable().optional(),
  tableName: z.string().nullable().optional(),
  numberOfPerson: z.number().int().positive().nullable().optional(),
});

/** An item a FREEITEM code gives (spec §3 discount code freeItems); id is the menu item id. */
export const FreeItem = z.object({
  id: z.string().min(1),
  title: z.string(),
  price: Rial,
  discount: Rial,
  packagingCost: Rial,
  servePackagingCost: Rial,
  withTax: z.boolean(),
});
export type FreeItem = z.infer<typeof FreeItem>;

/** A code the site already looked up (site/getbycode) and found valid for this customer. */
export const ApplyDiscountCodeData = z.object({
  cartId,
  discount: z.object({
    id: z.string().min(1),
    code: z.string().min(1),
    type: DiscountCodeType,
    value: z.number().nonnegative().default(0),
    freeItems: z.array(FreeItem).default([]),
  }),
});

export const RemoveDiscountCodeData = z.object({ cartId });

/** What the latest menu says about each item, by menu item id; an item missing is off the menu. */
export const MenuItemAvailability = z.object({
  active: z.boolean(),
  available: z.boolean(),
  price: Rial,
  discount: Rial.default(0),
});
export type MenuItemAvailability = z.infer<typeof MenuItemAvailability>;

export const UpdateCartFromMenuData = z.object({
  cartId,
  menu: z.record(z.string(), MenuItemAvailability),
});

export const CheckoutCartData = z.object({ cartId, orderId: z.string().min(1) });

export const cartCommandSchemas = {
  OpenCart: OpenCartData,
  AddCartItem: AddCartItemData,
  SetCartItemCount: SetCartItemCountData,
  UpdateCartDetails: UpdateCartDetailsData,
  ApplyDiscountCode: ApplyDiscountCodeData,
  RemoveDiscountCode: RemoveDiscountCodeData,
  UpdateCartFromMenu: UpdateCartFromMenuData,
  CheckoutCart: CheckoutCartData,
} as const;

type Schemas = typeof cartCommandSchemas;
export type CartCommandType = keyof Schemas;
export type CartCommandOf<T extends CartCommandType> = CommandFrom<Schemas, T>;
export type CartCommand = CommandUnion<Schemas>;
