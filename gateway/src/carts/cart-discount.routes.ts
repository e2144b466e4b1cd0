// PUT /api/carts/{id}/discount — a code the customer typed, checked by the engine as their order's
// code will be (take-order cart-code.ts; whatever the reason it cannot be used, the one text of
// spec §5); a FREEITEM code's gifts join the cart as free lines (count 1, or one more for an item
// listed again).
// DELETE /api/carts/{id}/discount — the code goes, and its gifts with it.
import { DomainError, errorMessages } from '@sofre/engine';
import { ApplyCartDiscountRequest, CartParams, CartView } from '@sofre/engine/contracts';
import { cartCode, SITE_CODE_REFUSAL } from '@sofre/engine/take-order';
import { runWorkflow } from '../commands/run-workflow.ts';
import type { ZodApp } from '../http/zod-app.ts';
import { factsOf } from '../order-facts/order-facts.adapter.ts';
import { cartAnswer } from './cart-answer.ts';
import { changeCart, type CartDeps } from './cart-command.ts';
import { CARTS, cartProblems, cartRoute, customerAccess } from './cart.paths.ts';

const INVALID = SITE_CODE_REFUSAL;
/** A code in the body, not the path: 422 with the field, in the §5 words. */
const invalidCode = () =>
  new DomainError(INVALID, [{ field: 'code', code: INVALID, message: errorMessages[INVALID] }]);

export function cartDiscountRoutes(app: ZodApp, deps: CartDeps) {
  app.put(
    `${CARTS}/:id/discount`,
    {
      schema: {
        ...cartRoute,
        summary: 'Apply a discount code to my cart',
        params: CartParams,
        body: ApplyCartDiscountRequest,
        response: { 200: CartView, ...cartProblems(422) },
      },
      config: customerAccess,
    },
    // No key: applying the same code again leaves the cart as it is.
    (request, reply) =>
      runWorkflow(deps.runner, request, reply, { key: undefined }, async ({ metadata }) => {
        const cartId = request.params.id;
        const changed = await changeCart(deps, request, cartId, async () => {
          const facts = factsOf(deps.platform, request);
          const code = await cartCode(facts, metadata, request.body.code);
          if (!code.usable) throw invalidCode();
          return { type: 'ApplyDiscountCode', data: { cartId, discount: code.discount } };
        });
        return { status: 200, body: await cartAnswer(deps, request, changed) };
      }),
  );

  app.delete(
    `${CARTS}/:id/discount`,
    {
      schema: {
        ...cartRoute,
        summary: 'Remove the discount code (and its gifts) from my cart',
        params: CartParams,
        response: { 200: CartView, ...cartProblems() },
      },
      config: customerAccess,
    },
    async (request) => {
      const cartId = request.params.id;
      const changed = await changeCart(deps, request, cartId, () => ({
        type: 'RemoveDiscountCode',
        data: { cartId },
      }));
      return cartAnswer(deps, request, changed);
    },
  );
}
