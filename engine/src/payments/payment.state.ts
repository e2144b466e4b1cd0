// A payment transaction as decide needs it, folded from its events. A union on status: only a
// PENDING or DONE transaction has an authority for sure, only DONE has money to refund.
import type { PaymentMerchant } from '../banking/online-gateway.ts';
import type { PaymentGateway, PaymentMethod } from '../shared/enums.ts';
import type { Rial } from '../shared/money.ts';
import type { PaymentEvent, PaymentFailureReason, RefundOutcome } from './payment.events.ts';
import type { PaymentMachineContext } from './payment.machine.ts';

/**
 * How long a payment opened may still be paid: a ZarinPal session is 15 minutes; past twice that
 * the payer is not coming back. An order's or a contract's payment left unverified this long is
 * asked of its provider by the hourly payment inquiry and, still unpaid, given up as EXPIRED.
 */
export const PAYMENT_ABANDONED_MS = 30 * 60_000;

export interface PaymentFacts {
  readonly transactionId: string;
  readonly orderId: string;
  readonly amount: Rial;
  readonly gateway: PaymentGateway;
  readonly paymentMethod: PaymentMethod;
  /** Who collects; absent (older payments): the platform. */
  readonly merchant?: PaymentMerchant;
  /** The vendor's gateway settings version that opened it (merchant VENDOR). */
  readonly merchantVersion?: number;
}

export type PaymentState =
  | { readonly status: 'NONE' }
  | (PaymentFacts & { readonly status: 'INIT' })
  | (PaymentFacts & { readonly status: 'PENDING'; readonly authority: string })
  | (PaymentFacts & {
      readonly status: 'DONE';
      readonly authority: string;
      readonly referenceId: string;
      /** Sum of the refunds so far; never above amount. */
      readonly refundedAmount: Rial;
      readonly refundIds: readonly string[];
      /** What each refund took from this transaction (a retried order refund counts it). */
      readonly refundAmounts: Readonly<Record<string, Rial>>;
      /** How each refund fares at the gateway, once it said anything. */
      readonly refundProgress: Readonly<Record<string, RefundProgress>>;
    })
  | (PaymentFacts & {
      readonly status: 'FAILED';
      readonly authority: string | undefined;
      readonly reason: PaymentFailureReason;
    });

export interface RefundProgress {
  readonly providerRefundId?: string;
  readonly outcome?: RefundOutcome;
  /** How often the provider was asked for it, the last time when (refund-ask.decide.ts). */
  readonly asks?: number;
  readonly askedAt?: string;
}

export type ExistingPayment = Exclude<PaymentState, { status: 'NONE' }>;

export const initialPaymentState = (): PaymentState => ({ status: 'NONE' });

export const paymentMachineContext = (payment: ExistingPayment): PaymentMachineContext => ({
  amount: payment.amount,
  refundedAmount: payment.status === 'DONE' ? payment.refundedAmount : 0,
});

const factsOf = (p: ExistingPayment): PaymentFacts => ({
  transactionId: p.transactionId,
  orderId: p.orderId,
  amount: p.amount,
  gateway: p.gateway,
  paymentMethod: p.paymentMethod,
  ...(p.merchant ? { merchant: p.merchant } : {}),
  ...(p.merchantVersion ? { merchantVersion: p.merchantVersion } : {}),
});

export function evolvePayment(state: PaymentState, event: PaymentEvent): PaymentState {
  if (event.type === 'PaymentInitiated') return { status: 'INIT', ...event.data };
  // A well-formed stream starts with PaymentInitiated; anything before it changes nothing.
  if (state.status === 'NONE') return state;
  const authority = state.status === 'INIT' ? undefined : state.authority;
  switch (event.type) {
    case 'PaymentRequestCreated':
      return { ...factsOf(state), status: 'PENDING', authority: event.data.authority };
    case 'PaymentVerified':
      // A PENDING transaction is verified, or a FAILED one the payer paid after all (decide makes
      // sure it has an authority).
      if (state.status !== 'PENDING' && state.status !== 'FAILED') return state;
      if (state.authority === undefined) return state;
      return {
        ...factsOf(state),
        status: 'DONE',
        authority: state.authority,
        referenceId: event.data.referenceId,
        refundedAmount: 0,
        refundIds: [],
        refundAmounts: {},
        refundProgress: {},
      };
    case 'PaymentFailed':
      return { ...factsOf(state), status: 'FAILED', authority, reason: event.data.reason };
    case 'PaymentRefunded':
      if (state.status !== 'DONE') return state;
      return {
        ...state,
        refundedAmount: state.refundedAmount + event.data.amount,
        refundIds: [...state.refundIds, event.data.refundId],
        refundAmounts: { ...state.refundAmounts, [event.data.refundId]: event.data.amount },
      };
    case 'PaymentRefundSubmitted':
    case 'PaymentRefundSettled':
    case 'PaymentRefundAskClaimed': {
      if (state.status !== 'DONE') return state;
      const { refundId } = event.data;
      const was = state.refundProgress[refundId] ?? {};
      const now =
        event.type === 'PaymentRefundSubmitted'
          ? { ...was, providerRefundId: event.data.providerRefundId }
          : event.type === 'PaymentRefundSettled'
            ? { ...was, outcome: event.data.outcome }
            : { ...was, asks: event.data.ask, askedAt: event.data.askedAt };
      return { ...state, refundProgress: { ...state.refundProgress, [refundId]: now } };
    }
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}
