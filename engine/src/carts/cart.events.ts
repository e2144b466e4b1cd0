// What happened to a customer-site cart (spec §3 "Cart", §4 cart rules): past-tense facts with a
// zod schema and a version. Lines are the shared OrderLine, so checkout hands them to the order
// as they are; free lines come from a FREEITEM discount code and go away with it.
import { z } from 'zod';
import { OrderLine } from '../pricing/order-line.ts';
import { DeliveryType, DiscountCodeType } from '../shared/enums.ts';
import { defineEvent, eventCodec, type EventOf } from '../shared/event-definitions.ts';
import { Rial } from '../shared/money.ts';

const cartId = z.string().min(1);
const lineId = z.string().min(1);

/** How the order will reach the customer; absent until the customer chooses. */
export const CartDetails = z.object({
  deliveryType: DeliveryType.optional(),
  addressId: z.string().min(1).optional(),
  /** From the table QR code (?table=), for a SERVE order in the salon. */
  tableNumber: z.string().min(1).optional(),
  tableName: z.string().optional(),
  numberOfPerson: z.number().int().positive().optional(),
});
export type CartDetails = z.infer<typeof CartDetails>;

/** The discount code as the cart remembers it; pricing reads type and value at checkout. */
export const CartDiscount = z.object({
  id: z.string().min(1),
  code: z.string().min(1),
  type: DiscountCodeType,
  /** Percent for PERCENTAGE, Rial for MONEY; unused by FREEITEM and FREESHIPPING. */
  value: z.number().nonnegative(),
});
export type CartDiscount = z.infer<typeof CartDiscount>;

export const MenuRemovalReason = z.enum(['INACTIVE', 'UNAVAILABLE', 'NOT_ON_MENU']);
export type MenuRemovalReason = z.infer<typeof MenuRemovalReason>;

/** customerId: the user who opened it. The cart is theirs alone: to anyone else it is not found. */
export const CartOpened = defineEvent(
  'CartOpened',
  CartDetails.extend({ cartId, vendorId: z.string().min(1), customerId: z.string().min(1) }),
);
export const CartItemAdded = defineEvent('CartItemAdded', z.object({ cartId, line: OrderLine }));
export const CartItemCountChanged = defineEvent(
  'CartItemCountChanged',
  z.object({ cartId, lineId, count: z.number().int().positive() }),
);
export const CartItemRemoved = defineEvent('CartItemRemoved', z.object({ cartId, lineId }));
/** Carries the details as they are after the change, so a reader needs no earlier event. */
export const CartDetailsChanged = defineEvent('CartDetailsChanged', CartDetails.extend({ cartId }));
export const CartDiscountCodeApplied = defineEvent(
  'CartDiscountCodeApplied',
  z.object({ cartId, discount: CartDiscount, freeLines: z.array(OrderLine) }),
);
export const CartDiscountCodeRemoved = defineEvent(
  'CartDiscountCodeRemoved',
  z.object({ cartId, code: z.string().min(1), removedLineIds: z.array(lineId) }),
);
/** The latest menu was read: lines no longer orderable left, paid lines took the menu's price. */
export const CartSyncedWithMenu = defineEvent(
  'CartSyncedWithMenu',
  z.object({
    cartId,
    removed: z.array(z.object({ lineId, reason: MenuRemovalReason })),
    repriced: z.array(z.object({ lineId, price: Rial, discount: Rial })),
  }),
);
export const CartCheckedOut = defineEvent(
  'CartCheckedOut',
  z.object({ cartId, orderId: z.string().min(1) }),
);

export const cartEvents = [
  CartOpened,
  CartItemAdded,
  CartItemCountChanged,
  CartItemRemoved,
  CartDetailsChanged,
  CartDiscountCodeApplied,
  CartDiscountCodeRemoved,
  CartSyncedWithMenu,
  CartCheckedOut,
] as const;

export const cartEventCodec = eventCodec(cartEvents);
export type CartEvent = EventOf<(typeof cartEvents)[number]>;

/**
 * One stream per cart, inside the vendor's space (ARCHITECTURE decision 7), named as order streams
 * are: cart ids are the client's, and vendor ids never hold ':', so no two pairs share a name.
 */
export const cartStreamName = (vendorId: string, cartId: string): string =>
  `cart-${vendorId}:${cartId}`;
