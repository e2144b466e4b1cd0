// The one path of the cart routes: the signed-in customer's own cart, held to the menu as it sells
// now (engine take-order cart-in-line.ts: lines it no longer sells leave the cart first, and the
// answer names them, spec §4), then the route's command through the command runner. The engine
// decides every change (engine carts/).
import { randomUUID } from 'node:crypto';
import { cartAggregate, ownCart, type CartCommand } from '@sofre/engine/carts';
import { cartInLineWithMenu, type CartInLine } from '@sofre/engine/take-order';
import type { FastifyRequest } from 'fastify';
import type { CommandRunner, RunOptions } from '../commands/command-runner.ts';
import { GatewayProblem } from '../http/problem.ts';
import { contextOf } from '../http/request-context.ts';
import { factsOf } from '../order-facts/order-facts.adapter.ts';
import type { Platform } from '../platform/platform.port.ts';

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
export type CartNow = Omit<CartInLine, 'synced'>;

/** The customer's cart with what the menu no longer sells taken out (CART_NOT_FOUND otherwise). */
export async function cartNow(
  deps: CartDeps,
  request: FastifyRequest,
  cartId: string,
): Promise<CartNow> {
  customerOf(request);
  const { platform, runner } = deps;
  const metadata = runner.metadataFor(request);
  const inputs = { store: platform.store, facts: factsOf(platform, request), metadata };
  const { synced, ...now } = await cartInLineWithMenu({ ...inputs, newId: randomUUID }, cartId);
  if (synced) await runner.waitFor(now.position);
  return now;
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
