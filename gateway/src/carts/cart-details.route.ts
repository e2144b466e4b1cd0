// PUT /api/carts/{id}/details — how the order will reach the customer: delivery type, one of their
// addresses (inside a covered zone for a courier), a table of the floor, how many people. A patch:
// an absent field keeps its value, null clears it.
import { CartDetailsRequest, CartParams, CartView } from '@sofre/engine/contracts';
import type { ZodApp } from '../http/zod-app.ts';
import { checkedDetails } from '../order-facts/site-facts.ts';
import { cartAnswer } from './cart-answer.ts';
import { changeCart, type CartDeps } from './cart-command.ts';
import { CARTS, cartProblems, cartRoute, customerAccess } from './cart.paths.ts';

export function cartDetailsRoute(app: ZodApp, deps: CartDeps) {
  app.put(
    `${CARTS}/:id/details`,
    {
      schema: {
        ...cartRoute,
        summary: 'Set how the order reaches me: delivery type, address, table, people',
        params: CartParams,
        body: CartDetailsRequest,
        response: { 200: CartView, ...cartProblems(422) },
      },
      config: customerAccess,
    },
    async (request) => {
      const cartId = request.params.id;
      const changed = await changeCart(deps, request, cartId, async ({ cart }) => ({
        type: 'UpdateCartDetails',
        data: { cartId, ...(await checkedDetails(deps.platform, request, request.body, cart)) },
      }));
      return cartAnswer(deps, request, changed);
    },
  );
}
