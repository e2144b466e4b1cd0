// POST /api/carts/{id}/submit — the cart becomes an order (engine take-order, the 'cart' way): the
// site's (or the table QR's) order, paid online, waiting SUBMITTED for the money; its tracker is
// /orders/{id}. The cart's own refusals come first (CART_EMPTY …), then a closed vendor (409
// VENDOR_CLOSED), those of the terms it does not hold (its address, table and code), and a basket
// under the vendor's minimum (422 BASKET_BELOW_MINIMUM): the engine decides each. The engine loads
// the cart and holds it to the menu first: a cart the menu changed under (lines taken out just now)
// is not submitted (its menu-changed outcome), 409 CART_ITEMS_UNAVAILABLE naming the lines, with the
// cart as it is now (menu-changed.answer.ts).
import { CartParams, CartSubmitted, SubmitCartRequest } from '@sofre/engine/contracts';
import { runWorkflow } from '../commands/run-workflow.ts';
import { idempotencyKeyOf } from '../http/idempotent.ts';
import { IdempotencyHeaders, type ZodApp } from '../http/zod-app.ts';
import { checkOutCartFor } from '../order-facts/take-order.run.ts';
import { customerOf, type CartDeps } from './cart-command.ts';
import { CARTS, cartProblems, cartRoute, customerAccess } from './cart.paths.ts';
import { menuChangedAnswer } from './menu-changed.answer.ts';

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
      const { orderId, description } = request.body;
      // Keyed by the customer and the cart too: nobody else's submit is ever replayed to them.
      const clientKey = `create:cart-order:${customerOf(request)}:${cartId}:${orderId}`;
      const key = idempotencyKeyOf(request) ?? clientKey;
      return runWorkflow(deps.runner, request, reply, { key }, async (run) => {
        const wish = { way: 'cart', cartId, orderId, description } as const;
        const outcome = await checkOutCartFor(deps.platform, request, run, wish);
        const position = await run.settled(outcome.position);
        if (outcome.outcome === 'menu-changed')
          return menuChangedAnswer(deps, request, { ...outcome, position });
        return { status: 201, body: { id: orderId, status: outcome.status, cartId, position } };
      });
    },
  );
}
