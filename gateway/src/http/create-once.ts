// A create that names its own id behaves as an order does (decision 4): the same id with the same
// body answers the first answer (even after the thing was removed), the same id with another body
// is 422 IDEMPOTENCY_KEY_REUSED, and nothing is written either time. Keys are the vendor's own:
// another vendor's use of the same id is never seen.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IdempotencyStore } from './idempotency.store.ts';
import { idempotencyKeyOf, idempotent } from './idempotent.ts';
import { contextOf } from './request-context.ts';

export function createOnce(
  /** Where the keys live (the platform's idempotency store). */
  keys: { readonly idempotency: IdempotencyStore },
  request: FastifyRequest,
  reply: FastifyReply,
  /** What is created ('printer', 'menu-item'): ids of different kinds never meet. */
  kind: string,
  clientId: string | undefined,
  create: () => Promise<unknown>,
) {
  const key =
    idempotencyKeyOf(request) ??
    (clientId === undefined ? undefined : `create:${kind}:${clientId}`);
  const scope = contextOf(request).vendor.id;
  return idempotent(keys.idempotency, request, reply, scope, key, async () => ({
    status: 201,
    body: await create(),
  }));
}
