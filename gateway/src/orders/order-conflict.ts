// Two cashiers editing one order at once: one wins, the other is answered 409 with the order as
// it is now (its tracker view, in `current`), so the screen can show it and start again. An edit
// is never applied over one the cashier did not see.
import { errorMessages, isDomainError } from '@sofre/engine';
import type { FastifyRequest } from 'fastify';
import { contextOf } from '../http/request-context.ts';
import { problem } from '../http/problem.ts';
import type { StoredResponse } from '../http/idempotency.store.ts';
import type { Platform } from '../platform/platform.port.ts';

/** The 409 answer with the current order when `error` says the order changed meanwhile. */
export async function changedMeanwhileAnswer(
  platform: Platform,
  request: FastifyRequest,
  orderId: string,
  error: unknown,
): Promise<StoredResponse | undefined> {
  if (!isDomainError(error) || error.code !== 'ORDER_CHANGED_MEANWHILE') return undefined;
  const current = await platform.readSide.orderTracker(contextOf(request).vendor.id, orderId);
  const code = 'ORDER_CHANGED_MEANWHILE';
  const body = problem({ status: 409, code, message: errorMessages[code], instance: request.url });
  return { status: 409, body: { ...body, ...(current ? { current } : {}) } };
}
