// Paying an order online, and paying a refund back through the gateway (ARCHITECTURE decision 11).
// A workflow across the order and its payment transactions: the gateway does the provider's I/O
// between the steps, the steps decide. Each step's command id comes from the ids it works on, so
// a callback that arrives twice, a retried request, or a caller resuming one that died
// (resumeVerifiedPayment) repeats nothing. A refund step answered as a repeat hands the gateway
// nothing to pay back; the provider is asked by the caller that claims the ask
// (refund-ask.workflow.ts), and the hourly inquiry claims again a refund whose ask went unanswered,
// so money goes back once.
import { handleCommand, loadState, type CommandResult } from '../commands/handle-command.ts';
import { orderAggregate } from '../orders/order.decider.ts';
import { orderStreamName, type OrderEvent } from '../orders/order.events.ts';
import { nextStatus } from '../orders/order.rulebook.ts';
import { balanceDue, type ExistingOrder, type OrderState } from '../orders/order.state.ts';
import { domainError } from '../shared/domain-error.ts';
import type { PaymentGateway } from '../shared/enums.ts';
import type { Rial } from '../shared/money.ts';
import type { CommandMetadata } from '../shared/messages.ts';
import type { EventStore, Position } from '../store/event-store.port.ts';
import { vendorAccountAggregate } from '../vendors/vendor-account.decider.ts';
import { vendorAccountStreamName } from '../vendors/vendor-account.events.ts';
import type { VerifyPayment } from './payment.commands.ts';
import { runPayment, step } from './payment-steps.ts';
import { paymentAggregate } from './payment.decider.ts';
import { paymentStreamName, type PaymentEvent, type RefundOutcome } from './payment.events.ts';
import type { PaymentState } from './payment.state.ts';

type PaymentResult = CommandResult<PaymentState, PaymentEvent>;
type OrderResult = CommandResult<OrderState, OrderEvent>;

export async function loadOrder(store: EventStore, vendorId: string, orderId: string) {
  const { state } = await loadState(
    store,
    orderAggregate,
    orderStreamName(vendorId, orderId),
    vendorId,
  );
  if (state.status === 'NONE') throw domainError('ORDER_NOT_FOUND', { orderId });
  return state;
}

export async function loadPayment(store: EventStore, vendorId: string, transactionId: string) {
  const stream = paymentStreamName(vendorId, transactionId);
  const { state } = await loadState(store, paymentAggregate, stream, vendorId);
  if (state.status === 'NONE') throw domainError('TRANSACTION_NOT_FOUND', { transactionId });
  return state;
}

/** Can money be taken for this order now, and how much: the whole balance, or a refusal. */
export function amountToCollect(order: ExistingOrder): Rial {
  const due = balanceDue(order);
  if (due === 0) throw domainError('ORDER_ALREADY_PAID', { orderId: order.orderId });
  if (nextStatus(order, { type: 'PAY', settles: true }) === undefined) {
    throw domainError('INVALID_ORDER_STATE', { status: order.status, move: 'PAY' });
  }
  return due;
}

export interface StartOnlinePaymentInputs {
  readonly metadata: CommandMetadata;
  readonly orderId: string;
  /** The new transaction's id (the engine makes none). */
  readonly transactionId: string;
  readonly gateway: PaymentGateway;
  /** ONLINE through a payment gateway; CARD at a card reader (the kiosk, POS terminals). */
  readonly paymentMethod?: 'ONLINE' | 'CARD';
  readonly customerId?: string;
  /** Whose merchant account collects, and for the vendor's own which settings version. */
  readonly merchant?:
    { readonly kind: 'PLATFORM' } | { readonly kind: 'VENDOR'; readonly version: number };
}

/**
 * Step 1: a transaction for what the order still owes. The gateway then asks the provider for a
 * payment and records the answer with `recordPaymentRequest`.
 */
export async function startOnlinePayment(store: EventStore, inputs: StartOnlinePaymentInputs) {
  const { metadata, orderId, transactionId, gateway, customerId } = inputs;
  const paymentMethod = inputs.paymentMethod ?? 'ONLINE';
  const order = await loadOrder(store, metadata.vendorId, orderId);
  const amount = amountToCollect(order);
  const payment = await runPayment(store, metadata, {
    type: 'InitiatePayment',
    data: {
      transactionId,
      orderId,
      amount,
      gateway,
      paymentMethod,
      ...(customerId ? { customerId } : {}),
      ...(inputs.merchant ? { merchant: inputs.merchant.kind } : {}),
      ...(inputs.merchant?.kind === 'VENDOR' ? { merchantVersion: inputs.merchant.version } : {}),
    },
  });
  return { order, amount, payment };
}

/** Step 2: the provider took the request (its authority), or refused it (the transaction fails). */
export function recordPaymentRequest(
  store: EventStore,
  metadata: CommandMetadata,
  transactionId: string,
  answer: { readonly authority: string } | { readonly failed: true; readonly gatewayCode?: number },
): Promise<PaymentResult> {
  const own = step(metadata, `payment-request:${transactionId}`);
  return 'authority' in answer
    ? runPayment(store, own, {
        type: 'RecordPaymentRequest',
        data: { transactionId, authority: answer.authority },
      })
    : runPayment(store, own, {
        type: 'FailPayment',
        data: { transactionId, reason: 'GATEWAY_REQUEST_FAILED', gatewayCode: answer.gatewayCode },
      });
}

/** Money the workflow took but the order could not keep: to be paid back through the provider. */
export interface RefundAtGateway {
  readonly transactionId: string;
  readonly refundId: string;
  readonly amount: Rial;
  readonly authority: string;
  readonly referenceId: string;
  readonly gateway: PaymentGateway;
  /** What the transaction took: a provider that can only give all of it back needs to know. */
  readonly paidAmount: Rial;
}

export type CompletePaymentOutcome =
  /** Verified, and the order holds the money (or the part of it it owed). */
  | {
      readonly kind: 'PAID';
      readonly payment: PaymentResult;
      readonly order: OrderResult;
      /** What the order did not keep, to pay back; none when another caller recorded it first. */
      readonly excess?: RefundAtGateway;
    }
  /** The payer cancelled, the bank declined, the amount differed: nothing changed on the order. */
  | { readonly kind: 'NOT_PAID'; readonly payment: PaymentResult }
  /**
   * Verified, but the order was settled or closed meanwhile: all of it goes back (compensation).
   * No `refund` when another caller recorded it first: that one pays it back.
   */
  | {
      readonly kind: 'REFUND_ALL';
      readonly payment: PaymentResult;
      readonly refund?: RefundAtGateway;
    };

/**
 * Step 3: the provider's verification, then the order takes what it owes of the money. The order
 * decides how much it keeps, on its own stream (PayOrder keepUpToBalance): two payments verified
 * at the same moment cannot both pay it, whatever the timing, and what the order does not keep
 * (paid at the counter or by another payment meanwhile, rejected, or edited to cost less) is
 * recorded as a refund on the transaction and handed back to the gateway to pay out.
 */
export async function completeOnlinePayment(
  store: EventStore,
  metadata: CommandMetadata,
  verify: VerifyPayment['data'],
): Promise<CompletePaymentOutcome> {
  const { transactionId } = verify;
  // A failed verify and a later successful one are two steps (the payer paid after all); each
  // repeated is the same step.
  const verifyStep = verify.result.outcome === 'PAID' ? 'verify-paid' : 'verify';
  const payment = await runPayment(store, step(metadata, `${verifyStep}:${transactionId}`), {
    type: 'VerifyPayment',
    data: verify,
  });
  if (payment.state.status !== 'DONE') return { kind: 'NOT_PAID', payment };
  return applyVerifiedPayment(store, metadata, payment);
}

/**
 * Step 3 resumed: a caller that died after the verification was recorded left money the order
 * neither holds nor owes back. A later callback or the inquiry finishing the job runs the same
 * steps under the same ids, so what the first caller did record is not done again. Answers
 * undefined for a transaction with nothing left to do (not verified, or its money accounted for).
 */
export async function resumeVerifiedPayment(
  store: EventStore,
  metadata: CommandMetadata,
  transactionId: string,
): Promise<CompletePaymentOutcome | undefined> {
  const stream = paymentStreamName(metadata.vendorId, transactionId);
  const loaded = await loadState(store, paymentAggregate, stream, metadata.vendorId);
  const paid = loaded.state;
  if (paid.status !== 'DONE') return undefined;
  if (await moneyAccountedFor(store, metadata.vendorId, paid)) return undefined;
  const payment: PaymentResult = { ...loaded, events: [], nextRevision: undefined, repeated: true };
  return applyVerifiedPayment(store, metadata, payment);
}

type VerifiedPayment = Extract<PaymentState, { status: 'DONE' }>;

/** The order holds the money (all it kept, the rest owed back), or all of it is owed back. */
async function moneyAccountedFor(store: EventStore, vendorId: string, paid: VerifiedPayment) {
  const { transactionId } = paid;
  if (paid.refundIds.includes(`order-settled:${transactionId}`)) return true;
  let kept = 0;
  for (const e of await store.readStream(orderStreamName(vendorId, paid.orderId))) {
    const data = e.data as { readonly transactionId?: string; readonly amount?: number };
    if (e.type === 'OrderPaid' && data.transactionId === transactionId) kept += data.amount ?? 0;
  }
  if (kept === 0) return false;
  return kept >= paid.amount || paid.refundIds.includes(`overpaid:${transactionId}`);
}

/** Verified money to the order: it keeps what it owes, the rest is recorded to be paid back. */
async function applyVerifiedPayment(
  store: EventStore,
  metadata: CommandMetadata,
  payment: PaymentResult,
): Promise<CompletePaymentOutcome> {
  const paid = payment.state;
  if (paid.status !== 'DONE') return { kind: 'NOT_PAID', payment };
  const { transactionId } = paid;

  /** The refund for the gateway to pay back, if this caller recorded it. */
  const refundFor = async (amount: Rial, why: string): Promise<RefundAtGateway | undefined> => {
    const refundId = `${why}:${transactionId}`;
    const recorded = await runPayment(store, step(metadata, `refund:${refundId}`), {
      type: 'RefundPayment',
      data: { transactionId, refundId, amount, reason: why },
    });
    if (recorded.repeated) return undefined;
    const { authority, referenceId, gateway } = paid;
    return {
      transactionId,
      refundId,
      amount,
      authority,
      referenceId,
      gateway,
      paidAmount: paid.amount,
    };
  };
  const refundAll = async (): Promise<CompletePaymentOutcome> => {
    const refund = await refundFor(paid.amount, 'order-settled');
    return { kind: 'REFUND_ALL', payment, ...(refund ? { refund } : {}) };
  };
  // Given back whole before (a repeated callback): the order must not take it now.
  if (paid.refundIds.includes(`order-settled:${transactionId}`)) return refundAll();

  const orderResult = await handleCommand(store, orderAggregate, {
    type: 'PayOrder',
    data: {
      orderId: paid.orderId,
      amount: paid.amount,
      paymentMethod: paid.paymentMethod,
      gateway: paid.gateway,
      transactionId,
      ...(paid.merchant ? { merchant: paid.merchant } : {}),
      keepUpToBalance: true,
    },
    metadata: step(metadata, `pay-order:${transactionId}`),
  });
  const kept = keptOf(orderResult, transactionId, paid.amount);
  if (kept === 0) return refundAll();

  const excess = paid.amount > kept ? await refundFor(paid.amount - kept, 'overpaid') : undefined;
  const kitchen = await sentToKitchen(store, metadata, orderResult, transactionId);
  return { kind: 'PAID', payment, order: kitchen, ...(excess ? { excess } : {}) };
}

/**
 * What the order kept of a transaction: its OrderPaid events for it (the first run's, on a
 * repeat); a transaction the order already held from another command is kept whole.
 */
function keptOf(result: OrderResult, transactionId: string, paidAmount: Rial): Rial {
  let kept = 0;
  for (const e of result.events) {
    if (e.type === 'OrderPaid' && e.data.transactionId === transactionId) kept += e.data.amount;
  }
  if (kept > 0 || result.state.status === 'NONE') return kept;
  return result.state.paidTransactions.includes(transactionId) ? paidAmount : 0;
}

/**
 * A kiosk's order goes to the kitchen the moment its card is paid: nobody at the counter is asked
 * to accept it. An online order (site, table QR) is accepted by the restaurant, which may still
 * say no — unless the vendor chose to accept paid online orders by themselves.
 */
async function sentToKitchen(
  store: EventStore,
  metadata: CommandMetadata,
  paidOrder: OrderResult,
  transactionId: string,
): Promise<OrderResult> {
  const order = paidOrder.state;
  if (order.status !== 'PAID') return paidOrder;
  if (order.source !== 'KIOSK' && !(await acceptsOnlineOrders(store, metadata.vendorId)))
    return paidOrder;
  return handleCommand(store, orderAggregate, {
    type: 'ChangeOrderState',
    data: { orderId: order.orderId, target: 'CONFIRMED' },
    metadata: step(metadata, `confirm-paid:${transactionId}`),
  });
}

async function acceptsOnlineOrders(store: EventStore, vendorId: string): Promise<boolean> {
  const stream = vendorAccountStreamName(vendorId);
  const { state } = await loadState(store, vendorAccountAggregate, stream, vendorId);
  return state.autoAcceptOnlineOrders;
}

/**
 * An online order's refund (OrderRefunded, unsettled): recorded on the payment transactions it
 * came through — the newest first, each up to what it has left — and handed to the gateway. A
 * retry (the same refundId) takes off what the refund already recorded and skips the transactions
 * holding a part of it: it hands out only parts never recorded, so the money goes out once.
 */
export async function refundThroughGateway(
  store: EventStore,
  metadata: CommandMetadata,
  orderId: string,
  refundId: string,
  amount: Rial,
): Promise<RefundAtGateway[]> {
  const order = await loadOrder(store, metadata.vendorId, orderId);
  const payments: VerifiedPayment[] = [];
  for (const { transactionId } of [...order.onlinePayments].reverse()) {
    const payment = await loadPayment(store, metadata.vendorId, transactionId);
    if (payment.status === 'DONE') payments.push(payment);
  }
  const recordedOn = (payment: VerifiedPayment) =>
    (payment.refundAmounts[refundId] ?? 0) +
    (payment.refundAmounts[`${refundId}/${payment.transactionId}`] ?? 0);
  const parts: RefundAtGateway[] = [];
  let left = amount - payments.reduce((sum, payment) => sum + recordedOn(payment), 0);
  for (const payment of payments) {
    if (left <= 0) break;
    if (recordedOn(payment) > 0) continue;
    const { transactionId } = payment;
    const part = Math.min(left, payment.amount - payment.refundedAmount);
    if (part === 0) continue;
    const partId =
      parts.length === 0 && part === amount ? refundId : `${refundId}/${transactionId}`;
    const recorded = await runPayment(store, step(metadata, `refund:${partId}`), {
      type: 'RefundPayment',
      data: { transactionId, refundId: partId, amount: part },
    });
    left -= part;
    // Recorded before by another caller of the same refund: that one pays it back.
    if (recorded.repeated) continue;
    const { authority, referenceId, gateway } = payment;
    const paidAmount = payment.amount;
    parts.push({
      transactionId,
      refundId: partId,
      amount: part,
      authority,
      referenceId,
      gateway,
      paidAmount,
    });
  }
  return parts;
}

/** The provider's word on a refund part: submitted (its id), or settled either way. */
export type RefundNews =
  { readonly submitted: string } | { readonly outcome: RefundOutcome; readonly submitted?: string };

/** One part of an order's refund: the transaction it is paid back from, and the order's refund. */
export interface RefundPartOf {
  readonly transactionId: string;
  readonly refundId: string;
  readonly orderId: string;
  readonly orderRefundId: string;
}

/**
 * Records what the provider said about one refund part and, once every part of the order's refund
 * has an outcome, settles it on the order (FAILED if any part failed: owed by hand).
 */
export async function noteRefundProgress(
  store: EventStore,
  metadata: CommandMetadata,
  part: RefundPartOf,
  news: RefundNews,
): Promise<{ readonly orderSettled?: RefundOutcome; readonly position: Position | undefined }> {
  const { transactionId, refundId, orderId, orderRefundId } = part;
  let position: Position | undefined;
  if (news.submitted) {
    const submitted = await runPayment(
      store,
      step(metadata, `refund-submitted:${refundId}:${news.submitted}`),
      {
        type: 'RecordRefundSubmission',
        data: { transactionId, refundId, providerRefundId: news.submitted },
      },
    );
    position = submitted.position;
  }
  if (!('outcome' in news)) return { position };
  const settledAtGateway = await runPayment(store, step(metadata, `refund-settled:${refundId}`), {
    type: 'SettlePaymentRefund',
    data: { transactionId, refundId, outcome: news.outcome },
  });
  position = settledAtGateway.position;
  const outcomes = await refundPartOutcomes(store, metadata.vendorId, orderId, orderRefundId);
  if (outcomes.includes(undefined)) return { position };
  const outcome: RefundOutcome = outcomes.includes('FAILED') ? 'FAILED' : 'SETTLED';
  const onOrder = await handleCommand(store, orderAggregate, {
    type: 'SettleOrderRefund',
    data: { orderId, refundId: orderRefundId, outcome },
    metadata: step(metadata, `settle-refund:${orderId}:${orderRefundId}`),
  });
  return { orderSettled: outcome, position: onOrder.position };
}

/** The outcome of each part of an order refund, over the order's online payments. */
async function refundPartOutcomes(
  store: EventStore,
  vendorId: string,
  orderId: string,
  orderRefundId: string,
) {
  const order = await loadOrder(store, vendorId, orderId);
  const outcomes: (RefundOutcome | undefined)[] = [];
  for (const { transactionId } of order.onlinePayments) {
    const payment = await loadPayment(store, vendorId, transactionId);
    if (payment.status !== 'DONE') continue;
    for (const id of payment.refundIds) {
      if (id === orderRefundId || id.startsWith(`${orderRefundId}/`)) {
        outcomes.push(payment.refundProgress[id]?.outcome);
      }
    }
  }
  return outcomes;
}
