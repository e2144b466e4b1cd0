// The order-taking routes' one handler: the engine's take-order run for the request (at most once
// per key: the Idempotency-Key, else the client's order id), answered 201 with the order's status
// and the position the read models hold it at.
import type { CommandAccepted } from '@sofre/engine/contracts';
import type { TakeOrderWish } from '@sofre/engine/take-order';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { runWorkflow } from '../commands/run-workflow.ts';
import { idempotencyKeyOf } from '../http/idempotent.ts';
import { takeOrderFor } from '../order-facts/take-order.run.ts';
import type { OrderDeps } from './order.deps.ts';

type NewOrderWish = Extract<TakeOrderWish, { order: unknown }>;

export function takeNewOrder(
  deps: Pick<OrderDeps, 'platform' | 'runner'>,
  request: FastifyRequest,
  reply: FastifyReply,
  wish: NewOrderWish,
) {
  const orderId = wish.order.id;
  const key = idempotencyKeyOf(request) ?? orderId;
  // The order id is the client's command id (decision 4): a resubmission is a repeat.
  const options = { key, commandId: `submit-order:${orderId}` };
  return runWorkflow(deps.runner, request, reply, options, async (run) => {
    const taken = await takeOrderFor(deps.platform, request, run, wish);
    const body: CommandAccepted = {
      id: orderId,
      status: taken.status,
      position: await run.settled(taken.position),
    };
    return { status: 201, body };
  });
}
