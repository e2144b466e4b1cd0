// PUT /api/orders/callforreadyorder/{id} and POST /api/orders/notification/ready — tell the
// customer the food is ready to pick up or to serve: the tracker shows it at once (a live push of
// OrderCustomerCalled), and a customer who left a mobile number gets an SMS through the SMS port.
// Only a ready order can be called (the rulebook's CALL_CUSTOMER move). No key: a second call is
// a second call (and a second text), as a cashier calling again means it.
import { CommandAccepted, ReadyNotificationRequest } from '@sofre/engine/contracts';
import { callCustomer } from '@sofre/engine/orders';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { runWorkflow } from '../commands/run-workflow.ts';
import { staff } from '../http/access.ts';
import { contextOf } from '../http/request-context.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { readySms } from '../sms/ready-message.ts';
import { sendCountedSms } from '../subscriptions/counted-sms.ts';
import { accepted } from './order-accepted.ts';
import type { OrderDeps } from './order.deps.ts';

async function callForReady(
  deps: OrderDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  orderId: string,
) {
  const { vendor } = contextOf(request);
  return runWorkflow(
    deps.runner,
    request,
    reply,
    { key: undefined },
    async ({ metadata, settled }) => {
      const store = deps.platform.store;
      const { result, smsTo } = await callCustomer({ store, metadata }, orderId);
      if (smsTo) {
        const tracker = await deps.platform.readSide.orderTracker(vendor.id, orderId);
        // The call is made (the tracker shows it); a text that does not go out (the provider failed,
        // the package's SMS cap is reached) is logged, not undone.
        await sendCountedSms(
          deps.runner,
          request,
          deps.sms,
          readySms(smsTo, vendor.name, tracker?.number),
        ).catch((err: unknown) => request.log.warn({ err, orderId }, 'ready SMS not sent'));
      }
      await settled(result.position);
      return { status: 200, body: accepted(deps.platform, orderId, result) };
    },
  );
}

const access = { access: staff('orders.take', 'orders.change-state', 'kitchen.view') };
const responses = { 200: CommandAccepted, ...problemResponses(400, 404, 409) };

export function callCustomerRoutes(app: ZodApp, deps: OrderDeps) {
  app.put(
    '/api/orders/callforreadyorder/:id',
    {
      schema: {
        tags: ['orders'],
        summary: 'Call the customer: the order is ready to pick up or to serve',
        params: z.object({ id: z.string().min(1).max(100) }),
        response: responses,
      },
      config: access,
    },
    (request, reply) => callForReady(deps, request, reply, request.params.id),
  );
  app.post(
    '/api/orders/notification/ready',
    {
      schema: {
        tags: ['orders'],
        summary: 'Notify the customer that the order is ready (tracker and SMS)',
        body: ReadyNotificationRequest,
        response: responses,
      },
      config: access,
    },
    (request, reply) => callForReady(deps, request, reply, request.body.orderId),
  );
}
