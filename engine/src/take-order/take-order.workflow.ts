// Taking an order, every way one is taken (ARCHITECTURE decision 11): the POS's salon order, the
// counter's quick order, the kiosk, a postpaid bill and its rounds (and the cashier's edit of an
// order's lines, priced the same way), the site's cart checkout and a table's cart added to its
// open bill. Each looks up what it needs through OrderFacts, prices, applies the discount code,
// and writes through the workflows that already decide each step: placeOrder (claims a limited
// code's use and gives it back when the order is refused), submitCart, addCartToBill. Ids and time
// come in (metadata, newId); nothing here touches Node, so a browser can run it.
import type { z } from 'zod';
import { addCartToBill } from '../carts/add-cart-to-bill.workflow.ts';
import type { CartVendorTerms } from '../carts/cart-vendor.ts';
import type { ExistingCart } from '../carts/cart.state.ts';
import { checkCartSubmittable, submitCart } from '../carts/submit-cart.workflow.ts';
import type {
  CreateOrderRequest,
  PostpaidOrderRequest,
  QuickOrderRequest,
} from '../contracts/orders.contract.ts';
import { placeOrder, type CodeUseOutcome } from '../orders/place-order.workflow.ts';
import { DomainError, isDomainError } from '../shared/domain-error.ts';
import type { OrderStatus } from '../shared/enums.ts';
import type { CommandMetadata } from '../shared/messages.ts';
import type { PermissionId } from '../staff/permissions.ts';
import type { EventStore, Position } from '../store/event-store.port.ts';
import { cartOrderTerms } from './cart-order-terms.ts';
import { codeUseClaim } from './order-code.ts';
import type { OrderFacts } from './order-facts.port.ts';
import { addRound, type OrderEditRequest } from './order-round.ts';
import {
  overridesPrice,
  staffOrderCommand,
  type StaffOrderExtra,
  type StaffOrderRequest,
} from './staff-order.ts';

/** How the order comes: who took it and through which door, with what they sent. */
export type TakeOrderWish =
  | { readonly way: 'salon'; readonly order: z.output<typeof CreateOrderRequest> }
  | { readonly way: 'quick' | 'kiosk'; readonly order: z.output<typeof QuickOrderRequest> }
  | { readonly way: 'postpaid'; readonly order: z.output<typeof PostpaidOrderRequest> }
  /** round: more on an open bill (EditBill); edit: the cashier's edit of the lines (EditOrder). */
  | { readonly way: 'round' | 'edit'; readonly edit: OrderEditRequest }
  | {
      readonly way: 'cart';
      readonly cartId: string;
      /** The customer's cart as the caller read it (after its menu sync). */
      readonly cart: ExistingCart;
      readonly orderId: string;
      readonly description?: string | undefined;
    }
  | {
      readonly way: 'cart-round';
      readonly cartId: string;
      readonly cart: ExistingCart;
      /** The open order at the cart's table, as the guest found it. */
      readonly billOrderId: string;
    };

export type OrderWay = TakeOrderWish['way'];

export interface TakeOrderInputs {
  readonly store: EventStore;
  readonly facts: OrderFacts;
  /** Who asks, for which vendor, when (the order's own command id for a staff order). */
  readonly metadata: CommandMetadata;
  /** New ids for the workflow's own steps (the engine makes none). */
  readonly newId: () => string;
  /** What the actor may do here (their staff roles; empty for a customer). */
  readonly permissions: ReadonlySet<PermissionId>;
  /** A compensation (giving a code's use back, rejecting a cartless order) failed; the refusal stands. */
  readonly onCompensationFailed?: (what: string, error: unknown) => void;
}

export type TakeOrderOutcome =
  | {
      readonly outcome: 'taken';
      readonly way: OrderWay;
      readonly orderId: string;
      readonly status: OrderStatus;
      /** The position of the last event written, or of the order's last one for a repeat. */
      readonly position: Position | undefined;
      readonly repeated: boolean;
      /** What became of a limited code's use (none: no such code, or not this way). */
      readonly codeUse: CodeUseOutcome;
    }
  /** The domain said no (nothing stands of what was written: a claimed use was given back). */
  | { readonly outcome: 'refused'; readonly error: DomainError }
  /** The actor lacks a permission the order needs (a price typed over the menu's). */
  | { readonly outcome: 'forbidden'; readonly permission: PermissionId };

type Taken = Extract<TakeOrderOutcome, { outcome: 'taken' }>;

type StaffWay = 'salon' | 'quick' | 'kiosk' | 'postpaid';

const staffExtra: Record<StaffWay, StaffOrderExtra> = {
  salon: {},
  quick: { source: 'SALON' },
  postpaid: { source: 'SALON' },
  kiosk: { source: 'KIOSK' },
};

export async function takeOrder(
  inputs: TakeOrderInputs,
  wish: TakeOrderWish,
): Promise<TakeOrderOutcome> {
  try {
    switch (wish.way) {
      case 'salon':
      case 'quick':
      case 'kiosk':
      case 'postpaid':
        if (overridesPrice(wish.order) && !inputs.permissions.has('orders.change-price'))
          return { outcome: 'forbidden', permission: 'orders.change-price' };
        return await staffOrder(inputs, wish.way, wish.order);
      case 'round':
      case 'edit':
        return await round(inputs, wish.way, wish.edit);
      case 'cart':
        return await cartOrder(inputs, wish);
      case 'cart-round':
        return await cartRound(inputs, wish);
      default:
        return wish satisfies never;
    }
  } catch (error) {
    if (isDomainError(error)) return { outcome: 'refused', error };
    throw error;
  }
}

const orderNotFound = () => new DomainError('ORDER_NOT_FOUND');

async function staffOrder(
  { store, facts, metadata, newId, onCompensationFailed }: TakeOrderInputs,
  way: StaffWay,
  order: StaffOrderRequest,
): Promise<Taken> {
  const { command, codeUse } = await staffOrderCommand(facts, order, staffExtra[way], metadata);
  const claim = codeUse && (await codeUseClaim(facts, metadata.vendorId, codeUse));
  const placed = await placeOrder(
    store,
    { submit: command, newId, ...(claim ? { codeUse: claim } : {}) },
    (error) => onCompensationFailed?.('could not give a code use back', error),
  );
  const { state, position, repeated } = placed.result;
  if (state.status === 'NONE') throw orderNotFound();
  const orderId = command.data.orderId;
  return {
    outcome: 'taken',
    way,
    orderId,
    status: state.status,
    position,
    repeated,
    codeUse: placed.codeUse,
  };
}

async function round(
  { store, facts, metadata, newId }: TakeOrderInputs,
  way: 'round' | 'edit',
  edit: OrderEditRequest,
): Promise<Taken> {
  const kind = way === 'round' ? 'EditBill' : 'EditOrder';
  const { state, position, repeated } = await addRound(store, facts, kind, edit, metadata, newId);
  if (state.status === 'NONE') throw orderNotFound();
  const { orderId } = edit;
  return {
    outcome: 'taken',
    way,
    orderId,
    status: state.status,
    position,
    repeated,
    codeUse: 'none',
  };
}

/** The vendor's hours and minimum basket, as they stand at a cart's submit. */
async function cartVendor(facts: OrderFacts, vendorId: string): Promise<CartVendorTerms> {
  const [availability, terms] = await Promise.all([
    facts.vendorHours(vendorId),
    facts.vendorTerms(vendorId),
  ]);
  return { availability, minimumBasket: terms.minimumBasket };
}

async function cartOrder(
  { store, facts, metadata, newId, onCompensationFailed }: TakeOrderInputs,
  { cartId, cart, orderId, description }: Extract<TakeOrderWish, { way: 'cart' }>,
): Promise<Taken> {
  const vendor = await cartVendor(facts, metadata.vendorId);
  // The cart's own refusals (CART_EMPTY …) and a closed vendor come before its terms.
  checkCartSubmittable(cart, cartId, orderId, metadata, vendor);
  const { terms, codeUse } = await cartOrderTerms(facts, cart, { orderId, description }, metadata);
  const claim = codeUse && (await codeUseClaim(facts, metadata.vendorId, codeUse));
  const failed = (what: string) => (error: unknown) => onCompensationFailed?.(what, error);
  const { order, checkout, outcome } = await submitCart(
    store,
    { cartId, cart, terms, vendor, metadata, newId, ...(claim ? { codeUse: claim } : {}) },
    {
      onReleaseFailed: failed('could not give a code use back'),
      onRejectFailed: failed('could not reject an order its cart did not become'),
    },
  );
  const { state } = order.result;
  if (state.status === 'NONE') throw orderNotFound();
  return {
    outcome: 'taken',
    way: 'cart',
    orderId,
    status: state.status,
    position: checkout.position ?? order.result.position,
    repeated: outcome === 'repeated',
    codeUse: order.codeUse,
  };
}

async function cartRound(
  { store, facts, metadata }: TakeOrderInputs,
  { cartId, cart, billOrderId }: Extract<TakeOrderWish, { way: 'cart-round' }>,
): Promise<Taken> {
  // A round is paid at the table with the rest: no minimum basket.
  const availability = await facts.vendorHours(metadata.vendorId);
  const { round: added, checkout } = await addCartToBill(store, {
    cartId,
    cart,
    billOrderId,
    vendor: { availability, minimumBasket: 0 },
    metadata,
  });
  return {
    outcome: 'taken',
    way: 'cart-round',
    orderId: billOrderId,
    status: added.state.status === 'NONE' ? 'CONFIRMED' : added.state.status,
    position: checkout.position ?? added.position,
    repeated: added.repeated && checkout.repeated,
    codeUse: 'none',
  };
}
