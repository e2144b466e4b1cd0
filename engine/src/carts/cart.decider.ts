// decide / evolve for a customer-site cart. decide asks the rulebook (cart.machine.ts): an edit of
// a checked-out cart is CART_CHECKED_OUT, a checkout names the first rule it breaks. The line
// rules themselves are in cart-lines.ts. A cart is its opener's: to anyone else it is not found.
import type { Aggregate } from '../commands/handle-command.ts';
import type { Decider } from '../shared/decider.ts';
import { domainError } from '../shared/domain-error.ts';
import type { CartCommand, CartCommandOf } from './cart.commands.ts';
import { freeLinesFor, sameItemLine, syncWithMenu } from './cart-lines.ts';
import {
  CartCheckedOut,
  CartDetailsChanged,
  CartDiscountCodeApplied,
  CartDiscountCodeRemoved,
  CartItemAdded,
  CartItemCountChanged,
  CartItemRemoved,
  CartOpened,
  CartSyncedWithMenu,
  cartEventCodec,
  cartStreamName,
  type CartDetails,
  type CartEvent,
} from './cart.events.ts';
import { cartSnapshot, firstCheckoutProblem } from './cart.machine.ts';
import {
  cartMachineContext,
  detailsOf,
  evolveCart,
  initialCartState,
  type CartState,
  type ExistingCart,
} from './cart.state.ts';

/**
 * The cart if it exists and `userId` opened it; otherwise CART_NOT_FOUND, the same answer for a
 * cart that does not exist and one that is someone else's (nothing tells them apart).
 */
export function ownCart(state: CartState, userId: string, cartId: string): ExistingCart {
  if (state.status === 'NONE' || state.customerId !== userId)
    throw domainError('CART_NOT_FOUND', { cartId });
  return state;
}

const canDo = (cart: ExistingCart, type: 'EDIT' | 'CHECKOUT') =>
  cartSnapshot(cart.status, cartMachineContext(cart)).can({ type });

function addItem({ data }: CartCommandOf<'AddCartItem'>, cart: ExistingCart): CartEvent[] {
  const line = { ...data.line, changePrice: false, isFreeItem: false };
  const same = sameItemLine(cart.lines, line);
  if (same) {
    return [
      CartItemCountChanged({
        cartId: cart.cartId,
        lineId: same.tempId,
        count: same.count + line.count,
      }),
    ];
  }
  // A client reusing a line id for a different item is a bug on its side; say so, change nothing.
  if (cart.lines.some((l) => l.tempId === line.tempId))
    throw domainError('INVALID_INPUT', { lineId: line.tempId });
  return [CartItemAdded({ cartId: cart.cartId, line })];
}

function setCount({ data }: CartCommandOf<'SetCartItemCount'>, cart: ExistingCart): CartEvent[] {
  const { cartId } = cart;
  const line = cart.lines.find((l) => l.tempId === data.lineId);
  if (!line) throw domainError('CART_ITEM_NOT_FOUND', { lineId: data.lineId });
  if (line.isFreeItem) throw domainError('CART_FREE_ITEM_LOCKED', { lineId: data.lineId });
  if (data.count <= 0) return [CartItemRemoved({ cartId, lineId: line.tempId })];
  if (data.count === line.count) return [];
  return [CartItemCountChanged({ cartId, lineId: line.tempId, count: data.count })];
}

function updateDetails(
  { data }: CartCommandOf<'UpdateCartDetails'>,
  cart: ExistingCart,
): CartEvent[] {
  // undefined keeps the current value, null clears it.
  const pick = <K extends keyof CartDetails>(key: K) =>
    data[key] === undefined ? cart[key] : (data[key] ?? undefined);
  const next = detailsOf({
    deliveryType: pick('deliveryType'),
    addressId: pick('addressId'),
    tableNumber: pick('tableNumber'),
    tableName: pick('tableName'),
    numberOfPerson: pick('numberOfPerson'),
  });
  const current = detailsOf(cart);
  const changed = (Object.keys(next) as (keyof CartDetails)[]).some((k) => next[k] !== current[k]);
  return changed ? [CartDetailsChanged({ cartId: cart.cartId, ...next })] : [];
}

function applyDiscount(
  { data }: CartCommandOf<'ApplyDiscountCode'>,
  cart: ExistingCart,
): CartEvent[] {
  const { freeItems, ...discount } = data.discount;
  // The same code again (a double tap) must not hand out its free items twice.
  if (cart.discount?.code === discount.code) return [];
  const freeLines = discount.type === 'FREEITEM' ? freeLinesFor(freeItems) : [];
  return [
    ...removeDiscount(cart),
    CartDiscountCodeApplied({ cartId: cart.cartId, discount, freeLines }),
  ];
}

function removeDiscount(cart: ExistingCart): CartEvent[] {
  if (!cart.discount) return [];
  const removedLineIds = cart.lines.filter((l) => l.isFreeItem).map((l) => l.tempId);
  return [
    CartDiscountCodeRemoved({ cartId: cart.cartId, code: cart.discount.code, removedLineIds }),
  ];
}

function updateFromMenu(
  { data }: CartCommandOf<'UpdateCartFromMenu'>,
  cart: ExistingCart,
): CartEvent[] {
  const sync = syncWithMenu(cart.lines, data.menu);
  if (sync.removed.length === 0 && sync.repriced.length === 0) return [];
  return [CartSyncedWithMenu({ cartId: cart.cartId, ...sync })];
}

function checkout({ data }: CartCommandOf<'CheckoutCart'>, cart: ExistingCart): CartEvent[] {
  if (cart.status === 'CHECKED_OUT') throw domainError('CART_CHECKED_OUT', { cartId: cart.cartId });
  if (!canDo(cart, 'CHECKOUT')) {
    throw domainError(firstCheckoutProblem(cartMachineContext(cart)) ?? 'CART_EMPTY', {
      cartId: cart.cartId,
    });
  }
  return [CartCheckedOut({ cartId: cart.cartId, orderId: data.orderId })];
}

export function decideCart(command: CartCommand, state: CartState): CartEvent[] {
  const { cartId } = command.data;
  const { vendorId, actor } = command.metadata;
  if (command.type === 'OpenCart' && state.status === 'NONE') {
    const { cartId: _, ...details } = command.data;
    return [CartOpened({ cartId, vendorId, customerId: actor.userId, ...detailsOf(details) })];
  }
  const cart = ownCart(state, actor.userId, cartId);
  if (command.type === 'OpenCart') {
    if (cart.status === 'CHECKED_OUT') throw domainError('CART_CHECKED_OUT', { cartId });
    return []; // already open
  }
  if (command.type === 'CheckoutCart') return checkout(command, cart);
  if (!canDo(cart, 'EDIT')) throw domainError('CART_CHECKED_OUT', { cartId });
  switch (command.type) {
    case 'AddCartItem':
      return addItem(command, cart);
    case 'SetCartItemCount':
      return setCount(command, cart);
    case 'UpdateCartDetails':
      return updateDetails(command, cart);
    case 'ApplyDiscountCode':
      return applyDiscount(command, cart);
    case 'RemoveDiscountCode':
      return removeDiscount(cart);
    case 'UpdateCartFromMenu':
      return updateFromMenu(command, cart);
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}

export const cartDecider: Decider<CartState, CartCommand, CartEvent> = {
  initialState: initialCartState,
  decide: decideCart,
  evolve: evolveCart,
};

/** What the shared command handler needs to run cart commands (another vendor's cart: not found). */
export const cartAggregate: Aggregate<CartState, CartCommand, CartEvent> = {
  decider: cartDecider,
  codec: cartEventCodec,
  streamName: (command) => cartStreamName(command.metadata.vendorId, command.data.cartId),
  notFound: 'CART_NOT_FOUND',
};
