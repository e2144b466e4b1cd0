// The engine's take-order run for a route: this vendor's facts (order-facts.adapter.ts), what the
// caller may do, and the request's metadata. An order taken is the answer; a refusal is thrown as
// the problem it is (a DomainError, or 403 for a permission the order needs).
import { takeOrder, type OrderTaken, type TakeOrderWish } from '@sofre/engine/take-order';
import type { FastifyRequest } from 'fastify';
import type { WorkflowRun } from '../commands/run-workflow.ts';
import { GatewayProblem } from '../http/problem.ts';
import { contextOf } from '../http/request-context.ts';
import type { Platform } from '../platform/platform.port.ts';
import { orderFactsFor } from './order-facts.adapter.ts';

export async function takeOrderFor(
  platform: Platform,
  request: FastifyRequest,
  { metadata, newId, onCompensationFailed }: WorkflowRun,
  wish: TakeOrderWish,
): Promise<OrderTaken> {
  const { vendor, permissions } = contextOf(request);
  const outcome = await takeOrder(
    {
      store: platform.store,
      facts: orderFactsFor(platform, vendor),
      metadata,
      newId,
      permissions,
      onCompensationFailed,
    },
    wish,
  );
  switch (outcome.outcome) {
    case 'taken':
      return outcome;
    case 'refused':
      throw outcome.error;
    case 'forbidden':
      throw new GatewayProblem(403, 'FORBIDDEN');
  }
}
