// The customer's cart as the API gives and takes it (/api/carts…, "the cart as events"): a signed-in
// customer's own cart, each change a command on its stream (engine carts/). Every answer is the cart
// priced with the current menu; lines the menu no longer sells leave the cart on the way and the
// answer names them (`removed`). Browser-safe: the site imports it.
import { z } from 'zod';
import { MenuRemovalReason } from '../carts/cart.events.ts';
import { PriceBreakdown } from '../pricing/pricing.schemas.ts';
import { DeliveryType, DiscountCodeType, OrderStatus } from '../shared/enums.ts';
import { Rial } from '../shared/money.ts';
import { OrderLineRequest } from './orders.contract.ts';
import { ORDER_LIMITS, boundedText } from './order-limits.ts';

const Id = z.string().trim().min(1).max(100);

/** The path of one cart, and of one of its lines. */
export const CartParams = z.object({ id: Id });
export const CartLineParams = CartParams.extend({ lineId: Id });

/** How the order will reach the customer: a patch, where an absent field keeps and null clears. */
export const CartDetailsRequest = z.object({
  deliveryType: DeliveryType.nullable().optional(),
  /** One of the customer's own addresses (a courier cart's, inside a covered zone). */
  addressId: Id.nullable().optional(),
  /** From the table's QR code (?table=): a table of the floor. */
  tableNumber: z.string().trim().min(1).max(20).nullable().optional(),
  tableName: boundedText(ORDER_LIMITS.name).nullable().optional(),
  numberOfPerson: z.number().int().positive().max(500).nullable().optional(),
});
export type CartDetailsRequest = z.input<typeof CartDetailsRequest>;

/** POST /api/carts: the client's own id for the cart (a repeat answers the first), and details. */
export const OpenCartRequest = z.object({
  id: z.uuid(),
  deliveryType: DeliveryType.optional(),
  addressId: Id.optional(),
  tableNumber: z.string().trim().min(1).max(20).optional(),
  tableName: boundedText(ORDER_LIMITS.name).optional(),
  numberOfPerson: z.number().int().positive().max(500).optional(),
});
export type OpenCartRequest = z.input<typeof OpenCartRequest>;

/**
 * POST /api/carts/{id}/items: an item with its toppings, priced by the server from its menu. `id`
 * is the client's id for the line (a repeat adds nothing twice); the same item with the same
 * toppings as a line of the cart adds to that line instead (spec §4).
 */
export const AddCartItemRequest = OrderLineRequest.omit({ price: true }).extend({ id: z.uuid() });
export type AddCartItemRequest = z.input<typeof AddCartItemRequest>;

/** PUT /api/carts/{id}/items/{lineId}: the line's count; 0 or less takes it out (spec §4). */
export const SetCartItemCountRequest = z.object({
  count: z.number().int().max(ORDER_LIMITS.lineCount),
});
export type SetCartItemCountRequest = z.input<typeof SetCartItemCountRequest>;

/** PUT /api/carts/{id}/discount: a code the customer typed (any spelling). */
export const ApplyCartDiscountRequest = z.object({ code: z.string().trim().min(1).max(100) });
export type ApplyCartDiscountRequest = z.input<typeof ApplyCartDiscountRequest>;

/**
 * POST /api/carts/{id}/submit: the client's id for the order the cart becomes. The first answer
 * for an order id is kept (refusals too): after fixing what a refusal named, send a new one.
 */
export const SubmitCartRequest = z.object({
  orderId: z.uuid(),
  description: boundedText().optional(),
});
export type SubmitCartRequest = z.input<typeof SubmitCartRequest>;

const CartTopping = z.object({
  toppingId: z.string(),
  title: z.string(),
  price: Rial,
  count: z.number().int(),
});

export const CartLineView = z.object({
  /** The line's id: the client's, or free:{menu item id} for a code's gift. */
  id: z.string(),
  menuItemId: z.string(),
  title: z.string(),
  count: z.number().int(),
  price: Rial,
  discount: Rial,
  /** One unit with its toppings, after the item's own discount; 0 for a gift. */
  unitPrice: Rial,
  toppings: z.array(CartTopping),
  /** A discount code's gift: its count is the code's, and it leaves with the code. */
  isFreeItem: z.boolean(),
  note: z.string().optional(),
});
export type CartLineView = z.infer<typeof CartLineView>;

/** A line the menu took out of the cart while answering this request, and why. */
export const CartRemovedLine = z.object({
  id: z.string(),
  menuItemId: z.string(),
  title: z.string(),
  reason: MenuRemovalReason,
});

export const CartView = z.object({
  id: z.string(),
  status: z.enum(['OPEN', 'CHECKED_OUT']),
  /** The order a checked-out cart became. */
  orderId: z.string().optional(),
  deliveryType: DeliveryType.optional(),
  addressId: z.string().optional(),
  tableNumber: z.string().optional(),
  tableName: z.string().optional(),
  numberOfPerson: z.number().int().optional(),
  lines: z.array(CartLineView),
  discount: z.object({ code: z.string(), type: DiscountCodeType, value: z.number() }).nullable(),
  /** The cart priced as its order would be (a pickup until a delivery type is chosen). */
  price: PriceBreakdown,
  removed: z.array(CartRemovedLine),
  /** Global position of the cart's last event. */
  position: z.string(),
});
export type CartView = z.infer<typeof CartView>;

/** POST /api/carts/{id}/submit: the order the cart became (its tracker is /orders/{id}). */
/**
 * GET /api/carts/{id}/table-bill: the open bill at the table the cart came from (its QR code), or
 * null: a guest may add the cart to it as a round, paid at the table with the rest.
 */
export const TableBill = z
  .object({
    orderId: z.string(),
    number: z.number().int(),
    tableNumber: z.string(),
    finalPrice: Rial,
    amountPaid: Rial,
  })
  .nullable();
export type TableBill = z.infer<typeof TableBill>;

/** POST /api/carts/{id}/add-to-bill: the bill's order, as table-bill answered it. */
export const AddCartToBillRequest = z.object({ orderId: z.string().min(1).max(100) });

export const CartSubmitted = z.object({
  id: z.string(),
  status: OrderStatus,
  cartId: z.string(),
  position: z.string(),
});
export type CartSubmitted = z.infer<typeof CartSubmitted>;
