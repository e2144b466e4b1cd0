// What taking an order is asked (the way it comes, with what was sent), what it runs with (the
// store, the facts, ids and time, what the actor may do) and what it answers: taken, refused,
// forbidden, or a site cart the menu changed under.
import type { z } from 'zod';
import type { ExistingCart } from '../carts/cart.state.ts';
import type {
  CreateOrderRequest,
  PostpaidOrderRequest,
  QuickOrderRequest,
} from '../contracts/orders.contract.ts';
import type { CodeUseOutcome } from '../orders/place-order.workflow.ts';
import type { DomainError } from '../shared/domain-error.ts';
import type { OrderStatus } from '../shared/enums.ts';
import type { CommandMetadata } from '../shared/messages.ts';
import type { PermissionId } from '../staff/permissions.ts';
import type { EventStore, Position } from '../store/event-store.port.ts';
import type { CartRemoval } from './cart-in-line.ts';
import type { OrderFacts } from './order-facts.port.ts';
import type { OrderEditRequest } from './order-round.ts';

/** How the order comes: who took it and through which door, with what they sent. */
export type TakeOrderWish =
  | { readonly way: 'salon'; readonly order: z.output<typeof CreateOrderRequest> }
  | { readonly way: 'quick' | 'kiosk'; readonly order: z.output<typeof QuickOrderRequest> }
  | { readonly way: 'postpaid'; readonly order: z.output<typeof PostpaidOrderRequest> }
  /** round: more on an open bill (EditBill); edit: the cashier's edit of the lines (EditOrder). */
  | { readonly way: 'round' | 'edit'; readonly edit: OrderEditRequest }
  /** The customer's own cart, loaded and held to the menu as it sells now by the workflow. */
  | {
      readonly way: 'cart';
      readonly cartId: string;
      readonly orderId: string;
      readonly description?: string | undefined;
    }
  | {
      readonly way: 'cart-round';
      readonly cartId: string;
      /** The open order at the cart's table, as the guest found it (openBillAtCartTable). */
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
  | { readonly outcome: 'forbidden'; readonly permission: PermissionId }
  /**
   * The menu took lines out of the site cart as it was checked out or added to a table's bill:
   * nothing else was written (no order, no round), the customer looks at the cart as it is now and
   * submits (or adds) again.
   */
  | {
      readonly outcome: 'menu-changed';
      readonly way: 'cart' | 'cart-round';
      readonly cart: ExistingCart;
      readonly removed: readonly CartRemoval[];
      /** The position of the cart's menu sync. */
      readonly position: Position | undefined;
    };

export type OrderTaken = Extract<TakeOrderOutcome, { outcome: 'taken' }>;
export type CartMenuChanged = Extract<TakeOrderOutcome, { outcome: 'menu-changed' }>;
