// POST /api/carts/{id}/submit — the cart becomes an order (engine submit-cart workflow): the site's
// (or the table QR's) order, paid online, waiting SUBMITTED for the money; its tracker is
// /orders/{id}. The cart's own refusals come first (CART_EMPTY …), then a closed vendor (409
// VENDOR_CLOSED), those of the terms it does not hold (cart-order-terms.ts), and a basket under
// the vendor's minimum (422 BASKET_BELOW_MINIMUM): the engine decides each (cart-vendor.ts). A
// cart the menu changed under (lines taken out just now) is not submitted: 409
// CART_ITEMS_UNAVAILABLE with the cart as it is now.
import { randomUUID } from 'node:crypto';
import { DomainError, errorMessages } from '@sofre/engine';
import { checkCartSubmittable, submitCart, type CartVendorTerms } from '@sofre/engine/carts';
import { CartParams, CartSubmitted, SubmitCartRequest } from '@sofre/engine/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { runnerFor } from '../commands/command-runner.ts';
import type { StoredResponse } from '../http/idempotency.store.ts';
import { idempotencyKeyOf, idempotent } from '../http/idempotent.ts';
import { problem } from '../http/problem.ts';
import { readAfter } from '../http/read-your-writes.ts';
import { contextOf } from '../http/request-context.ts';
import { IdempotencyHeaders, type ZodApp } from '../http/zod-app.ts';
import { availabilityOf } from '../vendors/vendor-streams.ts';
import { codeUseClaim } from '../orders/claim-code-use.ts';
import { cartAnswer } from './cart-answer.ts';
import { cartNow, customerOf, type CartDeps, type CartNow } from './cart-command.ts';
import { submitTerms } from './cart-order-terms.ts';
import { CARTS, cartProblems, cartRoute, customerAccess } from './cart.paths.ts';

/** 409 with the cart as it is now: the menu took lines out of it as it was submitted. */
async function menuChangedAnswer(
  deps: CartDeps,
  request: FastifyRequest,
  now: CartNow,
): Promise<StoredResponse> {
  const code = 'CART_ITEMS_UNAVAILABLE';
  const body = problem({ status: 409, code, message: errorMessages[code], instance: request.url });
  return { status: 409, body: { ...body, current: await cartAnswer(deps, request, now) } };
}

/** The vendor's hours (their own stream) and minimum basket (the request's vendor row). */
async function vendorTerms(deps: CartDeps, request: FastifyRequest): Promise<CartVendorTerms> {
  const { id, minimumBasket } = contextOf(request).vendor;
  return { availability: await availabilityOf(deps.platform.store, id), minimumBasket };
}

async function submitNow(
  deps: CartDeps,
  request: FastifyRequest,
  cartId: string,
  body: z.output<typeof SubmitCartRequest>,
): Promise<StoredResponse> {
  const { platform } = deps;
  const { orderId } = body;
  const now = await cartNow(deps, request, cartId);
  if (now.removed.length > 0) return menuChangedAnswer(deps, request, now);
  const metadata = runnerFor(deps).metadataFor(request);
  const vendor = await vendorTerms(deps, request);
  checkCartSubmittable(now.cart, cartId, orderId, metadata, vendor);
  const { terms, codeUse } = await submitTerms(deps, request, now.cart, body, metadata);
  const vendorId = contextOf(request).vendor.id;
  const claim = codeUse && (await codeUseClaim(platform.readSide, vendorId, codeUse));
  const log = (what: string) => (err: unknown) => request.log.error({ err, orderId }, what);
  const { order, checkout } = await submitCart(
    platform.store,
    {
      cartId,
      cart: now.cart,
      terms,
      vendor,
      metadata,
      newId: randomUUID,
      ...(claim ? { codeUse: claim } : {}),
    },
    {
      onReleaseFailed: log('could not give a code use back'),
      onRejectFailed: log('could not reject an order its cart did not become'),
    },
  );
  const position = checkout.position ?? order.result.position!;
  if (platform.waitForProjections) await readAfter(platform.readSide, position);
  const { state } = order.result;
  if (state.status === 'NONE') throw new DomainError('ORDER_NOT_FOUND');
  return { status: 201, body: { id: orderId, status: state.status, cartId, position } };
}

export function submitCartRoute(app: ZodApp, deps: CartDeps) {
  app.post(
    `${CARTS}/:id/submit`,
    {
      schema: {
        ...cartRoute,
        summary: 'Submit my cart: it becomes an order paid online (the client’s order id)',
        headers: IdempotencyHeaders,
        params: CartParams,
        body: SubmitCartRequest,
        response: { 201: CartSubmitted, ...cartProblems(422) },
      },
      config: customerAccess,
    },
    (request, reply) => {
      const cartId = request.params.id;
      // Keyed by the customer and the cart too: nobody else's submit is ever replayed to them.
      const clientKey = `create:cart-order:${customerOf(request)}:${cartId}:${request.body.orderId}`;
      const key = idempotencyKeyOf(request) ?? clientKey;
      const vendorId = contextOf(request).vendor.id;
      return idempotent(deps.platform.idempotency, request, reply, vendorId, key, () =>
        submitNow(deps, request, cartId, request.body),
      );
    },
  );
}
