// The fastify instance as the routes see it: zod schemas give the handler its types.
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Problem } from '@sofre/engine/contracts';

export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** The refusals a route may give, for the OpenAPI document. */
export const problemResponses = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((s) => [s, Problem.describe('application/problem+json')]));

/** Command routes accept an Idempotency-Key; other headers pass through untouched. */
export const IdempotencyHeaders = z.looseObject({
  'idempotency-key': z.string().trim().min(1).max(255).optional(),
});
