// The cart's lines (spec §4):
// - POST /api/carts/{id}/items — an item with its toppings, priced from the menu as it sells now
//   on the cart's channel; the same item with the same toppings adds to its line;
// - PUT /api/carts/{id}/items/{lineId} — a line's count; 0 or less takes the line out;
// - DELETE /api/carts/{id}/items/{lineId} — takes the line out.
import { DomainError, isDomainError } from '@sofre/engine';
import { resolveOrderLines } from '@sofre/engine/catalog';
import { cartChannel } from '@sofre/engine/carts';
import {
  AddCartItemRequest,
  CartLineParams,
  CartParams,
  CartView,
  SetCartItemCountRequest,
} from '@sofre/engine/contracts';
import type { FastifyRequest } from 'fastify';
import { IdempotencyHeaders, type ZodApp } from '../http/zod-app.ts';
import { cartAnswer } from './cart-answer.ts';
import { changeCart, customerOf, type CartDeps } from './cart-command.ts';
import { CARTS, cartProblems, cartRoute, customerAccess } from './cart.paths.ts';

/** The menu's refusal of the one line, its fields named as the request names them. */
function asRequestFields(error: unknown): unknown {
  if (!isDomainError(error)) return error;
  const errors = error.errors.map((e) => ({ ...e, field: e.field.replace(/^lines\[0\]\.?/, '') }));
  return new DomainError(error.code, errors, error.detail);
}

export function cartItemRoutes(app: ZodApp, deps: CartDeps) {
  const setCount = (request: FastifyRequest, cartId: string, lineId: string, count: number) =>
    changeCart(deps, request, cartId, () => ({
      type: 'SetCartItemCount',
      data: { cartId, lineId, count },
    }));

  app.post(
    `${CARTS}/:id/items`,
    {
      schema: {
        ...cartRoute,
        summary: 'Add an item (the same item and toppings add to its line)',
        headers: IdempotencyHeaders,
        params: CartParams,
        body: AddCartItemRequest,
        response: { 201: CartView, ...cartProblems(422) },
      },
      config: customerAccess,
    },
    (request, reply) => {
      const cartId = request.params.id;
      const { id: lineId, ...requested } = request.body;
      const clientId = `${customerOf(request)}:${cartId}:${lineId}`;
      return deps.runner.createOnce(request, reply, 'cart-item', clientId, async () => {
        const changed = await changeCart(
          deps,
          request,
          cartId,
          ({ cart, menu }) => {
            let line;
            try {
              [line] = resolveOrderLines(menu, [requested], [lineId], cartChannel(cart));
            } catch (error) {
              throw asRequestFields(error);
            }
            const { changePrice: _p, isFreeItem: _f, ...input } = line!;
            return { type: 'AddCartItem', data: { cartId, line: input } };
          },
          { commandId: `add-cart-item:${cartId}:${lineId}` },
        );
        return cartAnswer(deps, request, changed);
      });
    },
  );

  app.put(
    `${CARTS}/:id/items/:lineId`,
    {
      schema: {
        ...cartRoute,
        summary: 'Set a line’s count (0 or less takes it out)',
        params: CartLineParams,
        body: SetCartItemCountRequest,
        response: { 200: CartView, ...cartProblems(422) },
      },
      config: customerAccess,
    },
    async (request) => {
      const { id, lineId } = request.params;
      return cartAnswer(deps, request, await setCount(request, id, lineId, request.body.count));
    },
  );

  app.delete(
    `${CARTS}/:id/items/:lineId`,
    {
      schema: {
        ...cartRoute,
        summary: 'Take a line out of the cart',
        params: CartLineParams,
        response: { 200: CartView, ...cartProblems(422) },
      },
      config: customerAccess,
    },
    async (request) => {
      const { id, lineId } = request.params;
      return cartAnswer(deps, request, await setCount(request, id, lineId, 0));
    },
  );
}
