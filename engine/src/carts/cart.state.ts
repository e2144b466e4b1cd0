// A cart as decide needs it, folded from its events. A union on status: only a CHECKED_OUT cart
// knows the order it became.
import type { OrderLine } from '../pricing/order-line.ts';
import { applyMenuSync, paidLineCount } from './cart-lines.ts';
import type { CartDetails, CartDiscount, CartEvent } from './cart.events.ts';
import type { CartMachineContext } from './cart.machine.ts';

export interface CartFacts extends CartDetails {
  readonly cartId: string;
  readonly vendorId: string;
  /** The user who opened the cart: its only owner. */
  readonly customerId: string;
  readonly lines: readonly OrderLine[];
  readonly discount: CartDiscount | undefined;
}

export type CartState =
  | { readonly status: 'NONE' }
  | (CartFacts & { readonly status: 'OPEN' })
  | (CartFacts & { readonly status: 'CHECKED_OUT'; readonly orderId: string });

export type ExistingCart = Exclude<CartState, { status: 'NONE' }>;

export const initialCartState = (): CartState => ({ status: 'NONE' });

export const cartMachineContext = (cart: ExistingCart): CartMachineContext => ({
  paidLines: paidLineCount(cart.lines),
  deliveryType: cart.deliveryType,
  hasAddress: cart.addressId !== undefined,
});

export const detailsOf = (cart: CartDetails): CartDetails => ({
  deliveryType: cart.deliveryType,
  addressId: cart.addressId,
  tableNumber: cart.tableNumber,
  tableName: cart.tableName,
  numberOfPerson: cart.numberOfPerson,
});

export function evolveCart(state: CartState, event: CartEvent): CartState {
  if (event.type === 'CartOpened') {
    const { cartId, vendorId, customerId } = event.data;
    return {
      status: 'OPEN',
      cartId,
      vendorId,
      customerId,
      ...detailsOf(event.data),
      lines: [],
      discount: undefined,
    };
  }
  // A well-formed stream starts with CartOpened; anything before it changes nothing.
  if (state.status === 'NONE') return state;
  const { lines } = state;
  switch (event.type) {
    case 'CartItemAdded':
      return { ...state, lines: [...lines, event.data.line] };
    case 'CartItemCountChanged': {
      const { lineId, count } = event.data;
      return { ...state, lines: lines.map((l) => (l.tempId === lineId ? { ...l, count } : l)) };
    }
    case 'CartItemRemoved':
      return { ...state, lines: lines.filter((l) => l.tempId !== event.data.lineId) };
    case 'CartDetailsChanged':
      return { ...state, ...detailsOf(event.data) };
    case 'CartDiscountCodeApplied':
      return {
        ...state,
        discount: event.data.discount,
        lines: [...lines, ...event.data.freeLines],
      };
    case 'CartDiscountCodeRemoved':
      return { ...state, discount: undefined, lines: lines.filter((l) => !l.isFreeItem) };
    case 'CartSyncedWithMenu':
      return { ...state, lines: applyMenuSync(lines, event.data) };
    case 'CartCheckedOut':
      return { ...state, status: 'CHECKED_OUT', orderId: event.data.orderId };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}
