// POST /api/carts — a signed-in customer opens a cart under the id their client made (a repeat
// answers the first); the details they already know may come along (the table of a QR code).
// GET /api/carts/{id} — their cart as the menu sells now (lines it no longer sells leave it).
import { CartParams, CartView, OpenCartRequest } from '@sofre/engine/contracts';
import { cartAggregate } from '@sofre/engine/carts';
import { IdempotencyHeaders, type ZodApp } from '../http/zod-app.ts';
import { checkedDetails } from '../order-facts/site-facts.ts';
import { cartAnswer } from './cart-answer.ts';
import { cartNow, customerOf, type CartDeps } from './cart-command.ts';
import { CARTS, cartProblems, cartRoute, customerAccess } from './cart.paths.ts';

export function openCartRoutes(app: ZodApp, deps: CartDeps) {
  app.post(
    CARTS,
    {
      schema: {
        ...cartRoute,
        summary: 'Open a cart (the client’s id; a repeat answers the first)',
        headers: IdempotencyHeaders,
        body: OpenCartRequest,
        response: { 201: CartView, ...cartProblems(422) },
      },
      config: customerAccess,
    },
    (request, reply) => {
      const userId = customerOf(request);
      const { id: cartId, ...given } = request.body;
      // Keyed by the customer too: another's cart id must never replay their cart.
      return deps.runner.createOnce(request, reply, 'cart', `${userId}:${cartId}`, async () => {
        const details = await checkedDetails(deps.platform, request, given);
        await deps.runner.run(
          request,
          cartAggregate,
          { type: 'OpenCart', data: { cartId, ...details } },
          { commandId: `open-cart:${cartId}` },
        );
        return cartAnswer(deps, request, await cartNow(deps, request, cartId));
      });
    },
  );

  app.get(
    `${CARTS}/:id`,
    {
      schema: {
        ...cartRoute,
        summary: 'My cart, priced, as the menu sells now',
        params: CartParams,
        response: { 200: CartView, ...cartProblems() },
      },
      config: customerAccess,
    },
    async (request) => cartAnswer(deps, request, await cartNow(deps, request, request.params.id)),
  );
}
