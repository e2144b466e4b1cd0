// The gateway's half of the online payment workflow: the engine decides each step
// (engine/src/payments/online-payment.workflow.ts), this module does the provider's I/O between
// them. The routes (start, callback, verify, re-check), the refund route and the payment jobs all
// go through here, so a payment is handled one way whoever starts it.
import { domainError } from '@sofre/engine';
import type {
  OrderPaymentStart,
  PaymentTransactionView,
  VerifyTransactionAnswer,
} from '@sofre/engine/contracts';
import type { PaymentGateway } from '@sofre/engine';
import {
  claimRefundAsk,
  completeOnlinePayment,
  loadPayment,
  noteRefundProgress,
  recordPaymentRequest,
  refundThroughGateway,
  resumeVerifiedPayment,
  startOnlinePayment,
  type CompletePaymentOutcome,
  type PaymentState,
  type RefundAtGateway,
  type RefundNews,
} from '@sofre/engine/payments';
import type { CommandRunner, RunnerMetadata } from '../commands/command-runner.ts';
import {
  PaymentProviderError,
  type PaymentProvider,
  type RefundOutcome,
} from './providers/payment-provider.port.ts';
import type { MerchantProviders } from './vendor-gateways.ts';

/** pino-compatible: amount mismatches and failed refunds are alerts for an operator. */
export interface PaymentLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface StartInputs {
  readonly metadata: RunnerMetadata;
  readonly orderId: string;
  readonly transactionId: string;
  readonly customerId?: string;
  readonly mobile?: string;
  /** Absolute: the provider sends the payer back here; `?transactionId=` is added. */
  readonly callbackBase: string;
  /** A page of ours (a path) the payer lands on after the callback instead of the tracker. */
  readonly returnUrl?: string;
  readonly vendorName: string;
  readonly orderNumber?: number;
}

export type OnlinePayments = ReturnType<typeof onlinePayments>;

type VerifiedPayment = Extract<PaymentState, { status: 'DONE' }>;

export function onlinePayments(
  runner: CommandRunner,
  merchants: MerchantProviders,
  log: PaymentLog,
) {
  const store = runner.platform.store;
  /** Read your writes: the payer's next screen reads the payment back. */
  const settled = runner.waitFor;
  /** The platform's gateway: what a vendor without a gateway of its own pays through. */
  const gateway: PaymentGateway = merchants.platform.gateway;

  /** The client that opened a transaction (its recorded merchant), to verify or refund it. */
  const clientOfTransaction = async (vendorId: string, transactionId: string) =>
    merchants.forPayment(vendorId, await loadPayment(store, vendorId, transactionId));

  async function start(inputs: StartInputs): Promise<OrderPaymentStart> {
    const { metadata, orderId, transactionId, customerId } = inputs;
    // The vendor's own gateway and merchant when it chose one; the platform's otherwise.
    const chosen = await merchants.current(metadata.vendorId);
    const { order, amount, payment } = await startOnlinePayment(store, {
      metadata,
      orderId,
      transactionId,
      gateway: chosen.gateway,
      merchant: chosen.merchant,
      ...(customerId ? { customerId } : {}),
    });
    const was = payment.state;
    const answer = (submitUrl: string): OrderPaymentStart => ({
      transactionId,
      orderId,
      amount,
      submitUrl,
      paymentServiceType: was.status === 'NONE' ? chosen.gateway : was.gateway,
      tip: order.pricing.tip,
    });
    // A repeated start (a reload): back to the same payment page; a transaction that ended is
    // not opened again — the client retries with a new id.
    if (payment.repeated && was.status !== 'INIT') {
      const opened =
        was.status === 'NONE' ? chosen : await merchants.forPayment(metadata.vendorId, was);
      if (was.status === 'PENDING' && opened.provider.payUrlFor)
        return answer(opened.provider.payUrlFor(was.authority));
      throw domainError('INVALID_TRANSACTION_STATE', { transactionId, status: was.status });
    }
    // A repeat of a transaction opened earlier goes to the merchant it recorded.
    const { provider } =
      was.status === 'NONE' ? chosen : await merchants.forPayment(metadata.vendorId, was);
    try {
      const opened = await provider.request(requestOf(inputs, amount));
      const recorded = await recordPaymentRequest(store, metadata, transactionId, {
        authority: opened.authority,
      });
      await settled(recorded.position);
      return answer(opened.payUrl);
    } catch (error) {
      if (error instanceof PaymentProviderError) {
        const code = typeof error.providerCode === 'number' ? error.providerCode : undefined;
        const failed = await recordPaymentRequest(store, metadata, transactionId, {
          failed: true,
          gatewayCode: code,
        });
        await settled(failed.position);
      }
      throw error;
    }
  }

  /** The payer is back (callback) or the site passes the callback on: verify, pay, answer. */
  async function verify(
    metadata: RunnerMetadata,
    transactionId: string,
    authority: string,
    callback: Readonly<Record<string, string>>,
  ): Promise<VerifyTransactionAnswer> {
    const payment = await loadPayment(store, metadata.vendorId, transactionId);
    if (payment.status === 'DONE' || (payment.status === 'FAILED' && !mayPayLate(payment))) {
      // Already decided: a replayed callback asks nobody and changes nothing, but finishes what a
      // caller that died after the verification left (the verify step is not repeated).
      if (payment.authority !== authority) {
        log.warn({ transactionId }, 'payment callback with another authority');
      } else if (payment.status === 'DONE') {
        // The payer goes to the tracker whatever the provider says: a settle or pay back that
        // failed here is only said (the order holds the money; a replay or the inquiry settles).
        try {
          const resumed = await resumeVerified(metadata, transactionId, payment.orderId);
          if (!resumed) await settleAgain(metadata.vendorId, payment);
        } catch (error) {
          log.error({ err: error, transactionId }, 'finishing a verified payment failed');
        }
      }
      return answerOf(payment.transactionId, payment.orderId, payment.status, payment.amount, {
        ...(payment.status === 'DONE'
          ? { referenceId: payment.referenceId }
          : { failureReason: payment.reason }),
        refunded: false,
      });
    }
    const { provider } = await merchants.forPayment(metadata.vendorId, payment);
    const result = await provider.verify({ authority, amount: payment.amount, callback });
    if (result.outcome === 'NOT_PAID' && result.reason === 'AMOUNT_MISMATCH') {
      log.error({ transactionId, gatewayCode: result.gatewayCode }, 'provider saw another amount');
    }
    const outcome = await completeOnlinePayment(store, metadata, {
      transactionId,
      authority,
      result,
    });
    if (outcome.kind === 'NOT_PAID') {
      const state = outcome.payment.state;
      await settled(outcome.payment.position);
      return answerOf(transactionId, payment.orderId, 'FAILED', payment.amount, {
        ...(state.status === 'FAILED' ? { failureReason: state.reason } : {}),
        refunded: false,
      });
    }
    await finishPaid(metadata, provider, payment.orderId, outcome);
    const done = outcome.payment.state;
    return answerOf(transactionId, payment.orderId, 'DONE', payment.amount, {
      ...(done.status === 'DONE' ? { referenceId: done.referenceId } : {}),
      refunded: outcome.kind === 'REFUND_ALL',
    });
  }

  /**
   * Verified money, the rest of the way, whoever verified it (the callback, the inquiry, a resume):
   * settled at a provider that needs it (SnappPay gives unsettled money back to the payer; settle
   * is safe to repeat, for a caller that raced another too), and what the order did not keep paid
   * back.
   */
  async function finishPaid(
    metadata: RunnerMetadata,
    provider: PaymentProvider,
    orderId: string,
    outcome: CompletePaymentOutcome,
  ): Promise<void> {
    if (outcome.kind === 'NOT_PAID') return;
    const done = outcome.payment.state;
    if (provider.settle && done.status === 'DONE') {
      await provider.settle({ authority: done.authority, referenceId: done.referenceId });
    }
    const giveBack = outcome.kind === 'REFUND_ALL' ? outcome.refund : outcome.excess;
    if (giveBack) await payBack(metadata, orderId, giveBack.refundId, [giveBack]);
    await settled(outcome.kind === 'PAID' ? outcome.order.position : outcome.payment.position);
  }

  /** A verified transaction whose money the order neither holds nor owes back: finished now. */
  async function resumeVerified(metadata: RunnerMetadata, transactionId: string, orderId: string) {
    const resumed = await resumeVerifiedPayment(store, metadata, transactionId);
    if (!resumed) return false;
    log.warn({ transactionId }, 'verified payment left unfinished; finished now');
    const { provider } = await clientOfTransaction(metadata.vendorId, transactionId);
    await finishPaid(metadata, provider, orderId, resumed);
    return true;
  }

  /**
   * A replayed callback of a finished payment settles again: the first settle may have failed
   * after the order took the money (safe to repeat). A refusal now is only said.
   */
  async function settleAgain(vendorId: string, payment: VerifiedPayment) {
    const { provider } = await merchants.forPayment(vendorId, payment);
    if (!provider.settle) return;
    try {
      await provider.settle({ authority: payment.authority, referenceId: payment.referenceId });
    } catch (error) {
      log.error(
        { err: error, authority: payment.authority },
        'settle of a verified payment failed',
      );
    }
  }

  /** Asks the provider to pay refund parts back, each by one caller (askOnce). */
  async function payBack(
    metadata: RunnerMetadata,
    orderId: string,
    orderRefundId: string,
    parts: readonly RefundAtGateway[],
  ): Promise<void> {
    for (const part of parts) await askOnce(metadata, part, orderId, orderRefundId);
  }

  /**
   * One refund part asked of the provider and what it said recorded. The asking is claimed on the
   * transaction first (claimRefundAsk), so a callback, the inquiry and a second gateway racing ask
   * once; a provider that cannot refund, is down or never answers leaves the claim to age, and the
   * hourly inquiry asks again — a few times, then it is paid back by hand.
   */
  async function askOnce(
    metadata: RunnerMetadata,
    part: RefundAtGateway,
    orderId: string,
    orderRefundId: string,
  ): Promise<void> {
    const { transactionId, refundId } = part;
    const ids = { transactionId, refundId, orderId, orderRefundId };
    const claim = await claimRefundAsk(store, metadata, ids);
    if (claim === 'BY_HAND') {
      log.error(
        { transactionId, refundId },
        'refund never answered by the provider: pay it back by hand',
      );
    }
    if (claim !== 'ASK') return;
    const news = await askRefund(metadata.vendorId, part);
    if (!news) return;
    const noted = await noteRefundProgress(store, metadata, ids, newsOf(news));
    await settled(noted.position);
  }

  async function askRefund(
    vendorId: string,
    part: RefundAtGateway,
  ): Promise<RefundOutcome | undefined> {
    const { provider } = await clientOfTransaction(vendorId, part.transactionId);
    if (!provider.refund) {
      log.warn(
        { transactionId: part.transactionId },
        'provider cannot refund: pay it back by hand',
      );
      return undefined;
    }
    try {
      return await provider.refund(part);
    } catch (error) {
      log.error({ err: error, transactionId: part.transactionId }, 'refund at the provider failed');
      return undefined;
    }
  }

  /** An order's refund (recorded unsettled on the order) paid back through its online payments. */
  async function refundOrder(
    metadata: RunnerMetadata,
    orderId: string,
    refundId: string,
    amount: number,
  ) {
    const parts = await refundThroughGateway(store, metadata, orderId, refundId, amount);
    await payBack(metadata, orderId, refundId, parts);
  }

  /**
   * One pass over a transaction still waiting on the provider: a payment never verified is asked
   * about (the payer may have paid and never come back) and, unpaid since before `abandonedBefore`,
   * given up as EXPIRED; a payer still at the page is left alone. A refund not settled is inquired.
   */
  async function reconcile(
    metadata: RunnerMetadata,
    view: PaymentTransactionView,
    abandonedBefore: Date,
  ) {
    const abandoned = new Date(view.createdAt) < abandonedBefore;
    const vendorId = metadata.vendorId;
    const { provider } = await clientOfTransaction(vendorId, view.transactionId);
    if (view.status === 'DONE') await resumeVerified(metadata, view.transactionId, view.orderId);
    if (view.status === 'INIT' && abandoned) {
      await recordPaymentRequest(store, metadata, view.transactionId, { failed: true });
    }
    if (view.status === 'PENDING' && view.authority) {
      const { authority, transactionId } = view;
      const result = await provider.verify({ authority, amount: view.amount, callback: {} });
      if (result.outcome === 'PAID') {
        const outcome = await completeOnlinePayment(store, metadata, {
          transactionId,
          authority,
          result,
        });
        await finishPaid(metadata, provider, view.orderId, outcome);
      } else if (abandoned) {
        await completeOnlinePayment(store, metadata, {
          transactionId,
          authority,
          result: { outcome: 'NOT_PAID', reason: 'EXPIRED' },
        });
      }
    }
    for (const refund of view.refunds) {
      if (refund.outcome) continue;
      const orderRefundId = refund.refundId.split('/')[0]!;
      const ids = {
        transactionId: view.transactionId,
        refundId: refund.refundId,
        orderId: view.orderId,
        orderRefundId,
      };
      if (!refund.providerRefundId) {
        const part = {
          transactionId: view.transactionId,
          refundId: refund.refundId,
          amount: refund.amount,
          authority: view.authority ?? '',
          referenceId: view.referenceId ?? '',
          gateway: view.gateway,
          paidAmount: view.amount,
        };
        await askOnce(metadata, part, view.orderId, orderRefundId);
        continue;
      }
      if (!provider.inquireRefund) continue;
      const status = await provider.inquireRefund(refund.providerRefundId);
      if (status === 'PENDING') continue;
      await settled((await noteRefundProgress(store, metadata, ids, { outcome: status })).position);
    }
  }

  return { gateway, start, verify, refundOrder, reconcile };
}

/**
 * A transaction failed on the payer's or the bank's word (an early callback, a cancel) may still
 * be paid at the gateway's page: a callback for it asks the provider again, and money found paid
 * pays the order or goes back. A request the gateway never took, or another amount, cannot.
 */
function mayPayLate(payment: { readonly authority?: string; readonly reason: string }) {
  return (
    payment.authority !== undefined &&
    payment.reason !== 'GATEWAY_REQUEST_FAILED' &&
    payment.reason !== 'AMOUNT_MISMATCH'
  );
}

/** What the provider said of a refund, as the workflow records it. */
const newsOf = ({ providerRefundId, status }: RefundOutcome): RefundNews =>
  status === 'PENDING'
    ? { submitted: providerRefundId }
    : { submitted: providerRefundId, outcome: status };

function requestOf(inputs: StartInputs, amount: number) {
  const query = new URLSearchParams({ transactionId: inputs.transactionId });
  if (inputs.returnUrl) query.set('returnUrl', inputs.returnUrl);
  const callbackUrl = `${inputs.callbackBase}?${query}`;
  const number = inputs.orderNumber ? ` شماره ${inputs.orderNumber.toLocaleString('fa-IR')}` : '';
  return {
    transactionId: inputs.transactionId,
    orderId: inputs.orderId,
    amount,
    callbackUrl,
    description: `سفارش${number} ${inputs.vendorName}`,
    ...(inputs.mobile ? { mobile: inputs.mobile } : {}),
  };
}

function answerOf(
  transactionId: string,
  orderId: string,
  status: 'DONE' | 'FAILED',
  amount: number,
  more: Partial<VerifyTransactionAnswer> & { refunded: boolean },
): VerifyTransactionAnswer {
  return {
    transactionId,
    orderId,
    status,
    amount,
    ...more,
    trackerUrl: `/orders/${encodeURIComponent(orderId)}?payment=${status === 'DONE' ? 'ok' : 'failed'}`,
  };
}
