// decide / evolve for a customer-site cart. decide asks the rulebook (cart.machine.ts): an edit of
// a checked-out cart is CART_CHECKED_OUT, a checkout names the first rule it breaks. The line
// rules themselves are in cart-lines.ts.
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
  if (command.type === 'OpenCart') {
    if (state.status === 'NONE') {
      const { cartId, ...details } = command.data;
      return [CartOpened({ cartId, vendorId: command.metadata.vendorId, ...detailsOf(details) })];
    }
    if (state.status === 'CHECKED_OUT')
      throw domainError('CART_CHECKED_OUT', { cartId: state.cartId });
    return []; // already open
  }
  if (state.status === 'NONE') throw domainError('CART_NOT_FOUND', { cartId: command.data.cartId });
  if (command.type === 'CheckoutCart') return checkout(command, state);
  if (!canDo(state, 'EDIT')) throw domainError('CART_CHECKED_OUT', { cartId: state.cartId });
  switch (command.type) {
    case 'AddCartItem':
      return addItem(command, state);
    case 'SetCartItemCount':
      return setCount(command, state);
    case 'UpdateCartDetails':
      return updateDetails(command, state);
    case 'ApplyDiscountCode':
      return applyDiscount(command, state);
    case 'RemoveDiscountCode':
      return removeDiscount(state);
    case 'UpdateCartFromMenu':
      return updateFromMenu(command, state);
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
