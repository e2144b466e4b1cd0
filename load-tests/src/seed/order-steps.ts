// Plays an order plan through the engine, step by step, as the gateway's routes would: the
// place-order workflow, ChangeOrderState, PayOrder, RefundOrder, and the online-payment workflow
// for money taken through a payment gateway or a card reader. Every step carries its own instant
// in its metadata (the engine reads no clock); none is later than the history's end.
import {
  handleCommand,
  placeOrder,
  type CommandMetadata,
  type EventStore,
  type OrderStatus,
  type PaymentMethod,
} from '@sofre/engine';
import { resolveOrderLines } from '@sofre/engine/catalog';
import {
  isPrepaidOrder,
  orderAggregate,
  SubmitOrderData,
  type OrderCommand,
  type OrderState,
} from '@sofre/engine/orders';
import { payThroughGateway, refundThroughGateways } from './gateway-payments.ts';
import type { OrderPlan, PlannedPayment } from './order-plan.ts';
import type { SeededVendor } from './seed-vendor.ts';
import { sellingMenu } from './selling-items.ts';

const MINUTE = 60_000;

/** A command on the order, without the metadata each step stamps. */
type Wish = OrderCommand extends infer C
  ? C extends OrderCommand
    ? Omit<C, 'metadata'>
    : never
  : never;
const REJECT_REASONS = [
  'مواد اولیه تمام شد',
  'مشتری منصرف شد',
  'آدرس خارج از محدوده',
  'ازدحام آشپزخانه',
];
const REFUND_REASONS = ['غذا سرد بود', 'کم بودن مقدار', 'اشتباه در سفارش', 'تأخیر در ارسال'];

const METHOD: Record<PlannedPayment, PaymentMethod> = {
  CASH: 'CASH',
  CARD: 'CARD',
  POS_CARD: 'CARD',
  ONLINE: 'ONLINE',
  CREDIT: 'CREDIT',
  SPLIT: 'MULTI',
};
const READY = {
  SERVE: 'READYTOSERVE',
  PICKUP: 'READYTOPICKUP',
  DELIVER: 'READYTOSHIPMENT',
} as const;

export interface StepContext {
  readonly store: EventStore;
  readonly vendor: SeededVendor;
  /** No step happens after this instant (UTC ms): the history ends now. */
  readonly endMs: number;
}

/** A step left for later (a refund the next day), to be played when the generator gets there. */
export interface LaterStep {
  readonly at: number;
  /** When its order was submitted. */
  readonly orderAt: number;
  run(): Promise<void>;
}

export function orderMetadata(ctx: StepContext, plan: OrderPlan) {
  return (step: string, afterMs: number): CommandMetadata => ({
    commandId: `seed:${step}:${plan.orderId}`,
    vendorId: ctx.vendor.vendorId,
    actor: plan.actor,
    now: new Date(Math.min(plan.at + afterMs, ctx.endMs)).toISOString(),
  });
}

function submitCommand(ctx: StepContext, plan: OrderPlan, metadata: CommandMetadata) {
  const { vendor } = ctx;
  const { orderId, source, deliveryType, customer } = plan;
  const menu = sellingMenu(vendor, plan.at).menu;
  const data = SubmitOrderData.parse({
    orderId,
    source,
    deliveryType,
    paymentMethod: METHOD[plan.payment],
    lines: resolveOrderLines(menu, plan.lines, (i) => `${orderId}:${i}`, source),
    ...(plan.tableNumber ? { tableNumber: plan.tableNumber } : {}),
    ...(plan.numberOfCustomers ? { numberOfCustomers: plan.numberOfCustomers } : {}),
    ...(customer
      ? { customer: { id: customer.id, name: customer.name, phone: customer.phone } }
      : {}),
    ...(deliveryType === 'DELIVER' && customer ? { addressId: customer.addressId } : {}),
    preparationTime: vendor.preparationTime,
    discount: { type: 'PERCENTAGE', amount: plan.discountPercent },
    tip: plan.tip,
    deliveryCost: deliveryType === 'DELIVER' ? vendor.deliveryCost : 0,
    pricingSettings: vendor.pricingSettings,
    confirm: true,
  });
  // As the gateway: an order that waits for its money is not confirmed by placing it.
  return {
    type: 'SubmitOrder' as const,
    data: isPrepaidOrder(data) ? { ...data, confirm: false } : data,
    metadata,
  };
}

/** Two parts that add up to exactly what is due: card and cash, or two cards. */
function splitParts(due: number, plan: OrderPlan) {
  const first = Math.max(
    10_000,
    Math.round((due * (0.3 + (plan.at % 40) / 100)) / 10_000) * 10_000,
  );
  if (first >= due) return undefined;
  const second = plan.at % 3 === 0 ? 'CARD' : 'CASH';
  return [
    { paymentMethod: 'CARD' as const, amount: first },
    { paymentMethod: second, amount: due - first },
  ] satisfies { paymentMethod: PaymentMethod; amount: number }[];
}

/** Plays the order's life to its end; its refund, if any, comes back as a LaterStep. */
export async function playOrder(ctx: StepContext, plan: OrderPlan): Promise<LaterStep | undefined> {
  const { store } = ctx;
  const { orderId } = plan;
  const at = orderMetadata(ctx, plan);
  const run = async (step: string, afterMin: number, command: Wish) =>
    (
      await handleCommand(store, orderAggregate, {
        ...command,
        metadata: at(step, afterMin * MINUTE),
      } as OrderCommand)
    ).state;
  const move = (step: string, afterMin: number, target: OrderStatus, reason?: string) =>
    run(step, afterMin, {
      type: 'ChangeOrderState',
      data: { orderId, target, ...(reason ? { reason } : {}) },
    });

  const submit = submitCommand(ctx, plan, at('submit', 0));
  let state: OrderState = (await placeOrder(store, { submit, newId: () => `${orderId}:step` }))
    .result.state;
  const prepaid = isPrepaidOrder(submit.data);
  const rejectAt = plan.rejectAfter ?? Infinity;
  const reason = REJECT_REASONS[plan.at % REJECT_REASONS.length];
  if (prepaid) {
    const gateway = plan.source === 'KIOSK' ? 'KIOSK' : 'ZARIN_PAL';
    state = await payThroughGateway(ctx, plan, at('pay', MINUTE), gateway);
    // A kiosk's paid order is confirmed by the payment; an online one by the restaurant.
    if (state.status === 'PAID') state = await move('confirm', 2, 'CONFIRMED');
  }
  if (rejectAt < plan.readyAfter) {
    await move('reject', rejectAt, 'REJECTED', reason);
    if (prepaid)
      await refundThroughGateways(ctx, plan, at('reject-refund', (rejectAt + 1) * MINUTE), {
        reason,
      });
    return undefined;
  }
  await move('ready', plan.readyAfter, READY[plan.deliveryType as keyof typeof READY]);
  if (plan.deliveryType === 'DELIVER') await move('dispatch', plan.readyAfter + 3, 'DELIVERING');
  state = await move('delivered', plan.handedAfter, 'DELIVERED');
  // A salon guest pays at the end of the meal; at the counter and to the courier, on handover.
  const paidAfter = plan.handedAfter + (plan.deliveryType === 'SERVE' ? 20 : 0);
  if (!prepaid && state.status !== 'NONE') {
    if (plan.payment === 'POS_CARD') {
      await payThroughGateway(ctx, plan, at('pay', paidAfter * MINUTE), 'POS');
    } else {
      const due = state.price.finalPrice - state.amountPaid;
      const parts = plan.payment === 'SPLIT' ? splitParts(due, plan) : undefined;
      await run('pay', paidAfter, {
        type: 'PayOrder',
        data: { orderId, ...(parts ? { parts } : {}) },
      });
    }
  }
  const finished = await move('finish', paidAfter + 1, 'FINISHED');
  if (!plan.refund) return undefined;
  const refundAt = plan.at + (paidAfter + 1) * MINUTE + plan.refund.afterMs;
  const refund = () => refundOrder(ctx, plan, finished, refundAt - plan.at);
  return { at: refundAt, orderAt: plan.at, run: refund };
}

/** One unit of the first line, or all that was paid; through the gateway if paid online. */
async function refundOrder(ctx: StepContext, plan: OrderPlan, order: OrderState, afterMs: number) {
  if (order.status === 'NONE') return;
  const reason = REFUND_REASONS[plan.at % REFUND_REASONS.length];
  const line = order.lines.find((l) => !l.isFreeItem);
  if (order.onlinePayments.length > 0) {
    await refundThroughGateways(ctx, plan, orderMetadata(ctx, plan)('refund', afterMs), {
      reason,
      ...(plan.refund?.whole || !line ? {} : { lines: [{ tempId: line.tempId, count: 1 }] }),
    });
    return;
  }
  await handleCommand(ctx.store, orderAggregate, {
    type: 'RefundOrder',
    data: {
      orderId: plan.orderId,
      refundId: `${plan.orderId}:refund`,
      reason,
      ...(plan.refund?.whole || !line ? {} : { lines: [{ tempId: line.tempId, count: 1 }] }),
    },
    metadata: orderMetadata(ctx, plan)('refund', afterMs),
  });
}
