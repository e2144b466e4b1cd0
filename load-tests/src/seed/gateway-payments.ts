// Money that goes through a payment gateway or a card reader, by the engine's online-payment
// workflow as the gateway's payment routes run it: a transaction for what the order owes, the
// provider's authority, its verification (then the order is paid, and a kiosk's order confirmed);
// refunds recorded on the order, handed to the transactions and settled by the provider.
import { handleCommand, type CommandMetadata, type PaymentGateway } from '@sofre/engine';
import { orderAggregate, type OrderState } from '@sofre/engine/orders';
import {
  completeOnlinePayment,
  loadOrder,
  noteRefundProgress,
  recordPaymentRequest,
  refundThroughGateway,
  startOnlinePayment,
} from '@sofre/engine/payments';
import type { OrderPlan } from './order-plan.ts';
import type { StepContext } from './order-steps.ts';

const HOUR = 3_600_000;

/** The provider's reference for an order's transaction: fixed, so a replay repeats nothing. */
const referenceOf = (plan: OrderPlan, what: string) => `${what}-${plan.orderId.slice(-12)}`;

export async function payThroughGateway(
  ctx: StepContext,
  plan: OrderPlan,
  metadata: CommandMetadata,
  gateway: Extract<PaymentGateway, 'ZARIN_PAL' | 'KIOSK' | 'POS'>,
): Promise<OrderState> {
  const { store } = ctx;
  const { orderId } = plan;
  const transactionId = `${orderId}:${gateway.toLowerCase()}`;
  const { amount } = await startOnlinePayment(store, {
    metadata,
    orderId,
    transactionId,
    gateway,
    paymentMethod: gateway === 'ZARIN_PAL' ? 'ONLINE' : 'CARD',
    ...(plan.customer ? { customerId: plan.customer.id } : {}),
  });
  const authority = referenceOf(plan, 'A');
  await recordPaymentRequest(store, metadata, transactionId, { authority });
  const outcome = await completeOnlinePayment(store, metadata, {
    transactionId,
    authority,
    result: {
      outcome: 'PAID',
      amount,
      referenceId: referenceOf(plan, 'R'),
      cardPan: '603799******1234',
    },
  });
  return outcome.kind === 'PAID'
    ? outcome.order.state
    : loadOrder(store, metadata.vendorId, orderId);
}

/**
 * A refund of an order paid online (all of it, or units of lines): recorded on the order, handed
 * to its transactions, and settled by the provider an hour later.
 */
export async function refundThroughGateways(
  ctx: StepContext,
  plan: OrderPlan,
  metadata: CommandMetadata,
  what: { readonly reason?: string; readonly lines?: { tempId: string; count: number }[] },
): Promise<void> {
  const { store } = ctx;
  const { orderId } = plan;
  const refundId = `${orderId}:refund`;
  const result = await handleCommand(store, orderAggregate, {
    type: 'RefundOrder',
    data: { orderId, refundId, ...what },
    metadata,
  });
  const refunded = result.events.find((e) => e.type === 'OrderRefunded');
  if (refunded?.type !== 'OrderRefunded' || refunded.data.settled) return;
  const atGateway = { ...metadata, commandId: `gateway-${metadata.commandId}` };
  const parts = await refundThroughGateway(
    store,
    atGateway,
    orderId,
    refundId,
    refunded.data.amount,
  );
  const settledAt = Math.min(Date.parse(metadata.now) + HOUR, ctx.endMs);
  const later = { ...atGateway, now: new Date(settledAt).toISOString() };
  for (const part of parts) {
    const ids = {
      transactionId: part.transactionId,
      refundId: part.refundId,
      orderId,
      orderRefundId: refundId,
    };
    await noteRefundProgress(store, later, ids, {
      submitted: referenceOf(plan, 'F'),
      outcome: 'SETTLED',
    });
  }
}
