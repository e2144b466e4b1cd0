// The answer to a cart the menu took lines out of as it was submitted or added to a table's bill
// (the engine's menu-changed outcome): 409 CART_ITEMS_UNAVAILABLE, the lines named in its detail,
// and the cart as it is now (`current`), which the customer looks at and sends again.
import { errorMessages } from '@sofre/engine';
import type { FastifyRequest } from 'fastify';
import type { StoredResponse } from '../http/idempotency.store.ts';
import { problem } from '../http/problem.ts';
import { refusalDetails } from '../messages.ts';
import { cartAnswer } from './cart-answer.ts';
import type { CartDeps, CartNow } from './cart-command.ts';

export async function menuChangedAnswer(
  deps: CartDeps,
  request: FastifyRequest,
  now: Pick<CartNow, 'cart' | 'position' | 'removed'>,
): Promise<StoredResponse> {
  const code = 'CART_ITEMS_UNAVAILABLE';
  const detail = refusalDetails.itemsTakenOut(now.removed.map((r) => r.title));
  const body = problem({
    status: 409,
    code,
    message: errorMessages[code],
    detail,
    instance: request.url,
  });
  return { status: 409, body: { ...body, current: await cartAnswer(deps, request, now) } };
}
