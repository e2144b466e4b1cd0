// POST /api/payments/manualpaybypos — money taken at the counter (card reader, cash, credit), for
// all that is due, a part, or a split bill across methods (MULTI: the parts must add up to
// exactly what is due). The client's payment id makes a retried payment the same payment.
import { CommandAccepted, PayByPosRequest } from '@sofre/engine/contracts';
import { orderAggregate } from '@sofre/engine/orders';
import { staff } from '../http/access.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { accepted } from '../orders/order-accepted.ts';
import type { OrderDeps } from '../orders/order.deps.ts';

export function payByPosRoute(app: ZodApp, deps: OrderDeps) {
  app.post(
    '/api/payments/manualpaybypos',
    {
      schema: {
        tags: ['payments'],
        summary: 'Record a payment taken at the counter (whole, part or split)',
        body: PayByPosRequest,
        response: { 200: CommandAccepted, ...problemResponses(400, 404, 409, 422) },
      },
      config: { access: staff('orders.take') },
    },
    (request, reply) => {
      const { orderId, paymentId, amount, paymentMethod, parts, transactionId } = request.body;
      const key = `payment:${paymentId}`;
      return deps.runner.once(request, reply, key, async () => {
        const data = {
          orderId,
          amount,
          paymentMethod,
          parts,
          transactionId,
          gateway: 'POS' as const,
        };
        const command = { type: 'PayOrder', data } as const;
        const result = await deps.runner.run(request, orderAggregate, command, {
          commandId: key,
        });
        return { status: 200, body: accepted(deps.platform, orderId, result) };
      });
    },
  );
}
