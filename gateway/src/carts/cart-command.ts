// The one path of the cart routes: the signed-in customer's own cart, read against the menu as it
// sells now (lines it no longer sells leave the cart first, and the answer names them, spec §4),
// then the route's command through the command runner. The engine decides every change
// (engine carts/); this reads what a decision needs.
import { loadState, type Position } from '@sofre/engine';
import {
  cartAggregate,
  cartChannel,
  cartMenuOf,
  cartStreamName,
  ownCart,
  syncWithMenu,
  type CartCommand,
  type ExistingCart,
} from '@sofre/engine/carts';
import type { MenuCategoryView } from '@sofre/engine/contracts';
import type { FastifyRequest } from 'fastify';
import { menuSellingNow } from '../catalog/catalog-now.ts';
import type { CommandRunner, RunOptions } from '../commands/command-runner.ts';
import { GatewayProblem } from '../http/problem.ts';
import { contextOf } from '../http/request-context.ts';
import type { Platform } from '../platform/platform.port.ts';
import type { CartRemoval } from './cart-answer.ts';

export interface CartDeps {
  readonly platform: Platform;
  readonly clock: () => Date;
  readonly runner: CommandRunner;
}

/** The customer asking: a cart is a signed-in customer's own (staff and guests have none). */
export function customerOf(request: FastifyRequest): string {
  const { actor, auth } = contextOf(request);
  if (!auth || actor.kind !== 'CUSTOMER') throw new GatewayProblem(403, 'FORBIDDEN');
  return actor.userId;
}

/** A cart as a request found it: after its menu sync, with the lines that sync took out. */
export interface CartNow {
  readonly cart: ExistingCart;
  readonly position: Position | undefined;
  readonly removed: readonly CartRemoval[];
  /** The menu as it sells now, which the sync read. */
  readonly menu: readonly MenuCategoryView[];
}

/** The customer's cart with what the menu no longer sells taken out (CART_NOT_FOUND otherwise). */
export async function cartNow(
  deps: CartDeps,
  request: FastifyRequest,
  cartId: string,
): Promise<CartNow> {
  const userId = customerOf(request);
  const vendorId = contextOf(request).vendor.id;
  const [menu, loaded] = await Promise.all([
    menuSellingNow(deps.platform.readSide, vendorId, deps.clock()),
    loadState(deps.platform.store, cartAggregate, cartStreamName(vendorId, cartId), vendorId),
  ]);
  const cart = ownCart(loaded.state, userId, cartId);
  const unchanged = { cart, position: loaded.position, removed: [], menu };
  if (cart.status !== 'OPEN') return unchanged;
  const cartMenu = cartMenuOf(menu, cartChannel(cart));
  const sync = syncWithMenu(cart.lines, cartMenu);
  if (sync.removed.length === 0 && sync.repriced.length === 0) return unchanged;
  const synced = await deps.runner.run(request, cartAggregate, {
    type: 'UpdateCartFromMenu',
    data: { cartId, menu: cartMenu },
  });
  const removed = sync.removed.flatMap(({ lineId, reason }) => {
    const line = cart.lines.find((l) => l.tempId === lineId);
    return line ? [{ id: lineId, menuItemId: line.menuItemId, title: line.title, reason }] : [];
  });
  return {
    cart: ownCart(synced.state, userId, cartId),
    position: synced.position,
    removed,
    menu,
  };
}

type CartCommandWish = Omit<CartCommand, 'metadata'>;

/**
 * Runs the command `wish` makes of the cart as it is now (after its menu sync), and answers the
 * cart as the command left it, with what the sync removed.
 */
export async function changeCart(
  deps: CartDeps,
  request: FastifyRequest,
  cartId: string,
  wish: (now: CartNow) => CartCommandWish | Promise<CartCommandWish>,
  options: RunOptions = {},
): Promise<CartNow> {
  const now = await cartNow(deps, request, cartId);
  const command = await wish(now);
  const result = await deps.runner.run(request, cartAggregate, command, options);
  const cart = ownCart(result.state, customerOf(request), cartId);
  return { ...now, cart, position: result.position ?? now.position };
}
