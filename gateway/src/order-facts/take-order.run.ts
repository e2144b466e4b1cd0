// The engine's take-order run for a route: this vendor's facts (order-facts.adapter.ts), what the
// caller may do, and the request's metadata. An order taken is the answer (or, for a site cart
// checked out or added to a table's bill, the cart the menu changed under); a refusal is thrown as the problem it is (a DomainError, or 403 for
// a permission the order needs).
import {
  takeOrder,
  type CartMenuChanged,
  type OrderTaken,
  type TakeOrderWish,
} from '@sofre/engine/take-order';
import type { FastifyRequest } from 'fastify';
import type { WorkflowRun } from '../commands/run-workflow.ts';
import { GatewayProblem } from '../http/problem.ts';
import { contextOf } from '../http/request-context.ts';
import type { Platform } from '../platform/platform.port.ts';
import { orderFactsFor } from './order-facts.adapter.ts';

type CartWish = Extract<TakeOrderWish, { way: 'cart' | 'cart-round' }>;

async function outcomeOf(
  platform: Platform,
  request: FastifyRequest,
  { metadata, newId, onCompensationFailed }: WorkflowRun,
  wish: TakeOrderWish,
): Promise<OrderTaken | CartMenuChanged> {
  const { vendor, permissions } = contextOf(request);
  const outcome = await takeOrder(
    {
      store: platform.store,
      facts: orderFactsFor(platform, vendor),
      metadata,
      newId,
      permissions,
      onCompensationFailed,
    },
    wish,
  );
  switch (outcome.outcome) {
    case 'taken':
    case 'menu-changed':
      return outcome;
    case 'refused':
      throw outcome.error;
    case 'forbidden':
      throw new GatewayProblem(403, 'FORBIDDEN');
  }
}

/**
 * A site cart checked out, or added to its table's bill: the order taken (the bill, with the
 * round), or the cart as it is now if the menu changed.
 */
export const checkOutCartFor = (
  platform: Platform,
  request: FastifyRequest,
  run: WorkflowRun,
  wish: CartWish,
): Promise<OrderTaken | CartMenuChanged> => outcomeOf(platform, request, run, wish);

/** Every other way: the order taken. */
export async function takeOrderFor(
  platform: Platform,
  request: FastifyRequest,
  run: WorkflowRun,
  wish: Exclude<TakeOrderWish, CartWish>,
): Promise<OrderTaken> {
  const outcome = await outcomeOf(platform, request, run, wish);
  // Only a site cart's ways hold the cart to the menu (checkOutCartFor).
  if (outcome.outcome !== 'taken')
    throw new Error(`the ${wish.way} way answered ${outcome.outcome}`);
  return outcome;
}
