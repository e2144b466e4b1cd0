// PUT /api/carts/{id}/discount — a code the customer typed, looked up as the site looks codes up
// (site/getbycode: whatever the reason it cannot be used, the one text of spec §5); a FREEITEM
// code's gifts join the cart as free lines (count 1, or one more for an item listed again).
// DELETE /api/carts/{id}/discount — the code goes, and its gifts with it.
import { DomainError, errorMessages } from '@sofre/engine';
import { cartDiscountOf } from '@sofre/engine/discounts';
import { ApplyCartDiscountRequest, CartParams, CartView } from '@sofre/engine/contracts';
import { siteCodeFor } from '../discounts/discount-code.lookups.ts';
import { contextOf } from '../http/request-context.ts';
import type { ZodApp } from '../http/zod-app.ts';
import { siteCustomerOf } from '../order-facts/site-facts.ts';
import { cartAnswer } from './cart-answer.ts';
import { changeCart, type CartDeps } from './cart-command.ts';
import { CARTS, cartProblems, cartRoute, customerAccess } from './cart.paths.ts';

const INVALID = 'DISCOUNT_CODE_INVALID';
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
    async (request) => {
      const cartId = request.params.id;
      const changed = await changeCart(deps, request, cartId, async () => {
        // The customer whose uses count against the code: the one their order will name.
        const { customer } = await siteCustomerOf(deps.platform, request);
        const query = { now: deps.clock().toISOString(), customerId: customer.id };
        const vendorId = contextOf(request).vendor.id;
        const record = await siteCodeFor(
          deps.platform.readSide,
          vendorId,
          request.body.code,
          query,
        );
        if (!record) throw invalidCode();
        return {
          type: 'ApplyDiscountCode',
          data: { cartId, discount: cartDiscountOf(record.id, record.fields) },
        };
      });
      return cartAnswer(deps, request, changed);
    },
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
