// Runs a command route at most once per key: the client's Idempotency-Key header, else the id it
// gave the new thing (decision 4). The first answer — success or domain refusal — is kept and
// replayed; a key reused for a different request is refused.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isDomainError } from '@sofre/engine';
import type { IdempotencyStore, StoredResponse } from './idempotency.store.ts';
import { problemOf } from './error-handler.ts';
import { GatewayProblem, PROBLEM_CONTENT_TYPE } from './problem.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** Stable JSON: keys sorted, so the same request always hashes the same. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );

export const fingerprintOf = (request: FastifyRequest): string =>
  createHash('sha256')
    .update(
      `${request.method} ${request.routeOptions.url ?? request.url}\n${canonical(request.body)}`,
    )
    .digest('base64url');

export const idempotencyKeyOf = (request: FastifyRequest): string | undefined => {
  const header = request.headers[IDEMPOTENCY_HEADER];
  const key = Array.isArray(header) ? header[0] : header;
  return key?.trim() || undefined;
};

/** Refusals worth replaying: the domain said no. A conflict or a crash may go through on retry. */
const keepsRefusal = (error: unknown) =>
  isDomainError(error) && error.code !== 'CONCURRENCY_CONFLICT';

export async function idempotent(
  store: IdempotencyStore,
  request: FastifyRequest,
  reply: FastifyReply,
  scope: string,
  key: string | undefined,
  run: () => Promise<StoredResponse>,
) {
  const send = ({ status, body }: StoredResponse, replayed: boolean) => {
    if (replayed) reply.header('idempotent-replayed', 'true');
    const isProblem = status >= 400;
    return isProblem
      ? reply.code(status).type(PROBLEM_CONTENT_TYPE).send(body)
      : reply.code(status).send(body);
  };
  if (key === undefined) return send(await run(), false);

  const claim = await store.claim(scope, key, fingerprintOf(request));
  switch (claim.kind) {
    case 'done':
      return send(claim.response, true);
    case 'mismatch':
      throw new GatewayProblem(422, 'IDEMPOTENCY_KEY_REUSED');
    case 'in-progress':
      throw new GatewayProblem(409, 'IDEMPOTENCY_REQUEST_IN_PROGRESS');
    case 'new':
      break;
  }
  let response: StoredResponse;
  try {
    response = await run();
  } catch (error) {
    const refusal = keepsRefusal(error) ? problemOf(error, request) : undefined;
    if (!refusal) {
      await store.release(scope, key);
      throw error;
    }
    response = { status: refusal.status, body: refusal };
  }
  await store.complete(scope, key, response).catch(async (error: unknown) => {
    // Left pending, the key would answer 409 for as long as this gateway lives. Freed, a retry
    // runs the command again, and the event store answers it as the repeat it is.
    await store.release(scope, key).catch(() => undefined);
    throw error;
  });
  return send(response, false);
}
