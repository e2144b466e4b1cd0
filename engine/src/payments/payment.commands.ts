// What someone wants done to a payment transaction: wishes, each with a zod schema for its data.
// The gateway adapters (ZarinPal, Vandar, Jibit, SnappPay, POS) turn their replies into these.
import { z } from 'zod';
import type { CommandFrom, CommandUnion } from '../shared/messages.ts';
import { PaymentGateway, PaymentMethod } from '../shared/enums.ts';
import { Rial } from '../shared/money.ts';
import { PaymentMerchant } from '../banking/online-gateway.ts';
import { PaymentFailureReason, RefundOutcome } from './payment.events.ts';

const transactionId = z.string().min(1);
const gatewayCode = z.number().int().optional();

export const InitiatePaymentData = z.object({
  transactionId,
  orderId: z.string().min(1),
  amount: Rial.positive(),
  gateway: PaymentGateway,
  paymentMethod: PaymentMethod.default('ONLINE'),
  customerId: z.string().min(1).optional(),
  merchant: PaymentMerchant.optional(),
  merchantVersion: z.number().int().positive().optional(),
});

export const RecordPaymentRequestData = z.object({ transactionId, authority: z.string().min(1) });

/**
 * The gateway paid it (ZarinPal code 100, or 101 "already verified" — a success, not an error),
 * reporting how much it took.
 */
const Paid = z.object({
  outcome: z.literal('PAID'),
  amount: Rial,
  referenceId: z.string().min(1),
  cardPan: z.string().optional(),
  gatewayCode,
});

/** The payer canceled (callback NOK), the bank declined, or the gateway said −50 itself. */
const NotPaid = z.object({
  outcome: z.literal('NOT_PAID'),
  reason: PaymentFailureReason,
  gatewayCode,
});

export const VerifyPaymentData = z.object({
  transactionId,
  /** The authority the callback came back with; it must be this transaction's. */
  authority: z.string().min(1),
  result: z.discriminatedUnion('outcome', [Paid, NotPaid]),
});

/** Ends a transaction that never got verified: the request failed, or it expired unpaid. */
export const FailPaymentData = z.object({
  transactionId,
  reason: PaymentFailureReason,
  gatewayCode,
});

export const RefundPaymentData = z.object({
  transactionId,
  refundId: z.string().min(1),
  amount: Rial.positive(),
  reason: z.string().max(500).optional(),
});

const refundId = z.string().min(1);

/** The gateway accepted a refund asked of it (RefundPayment came first) and gave it an id. */
export const RecordRefundSubmissionData = z.object({
  transactionId,
  refundId,
  providerRefundId: z.string().min(1),
});

/** A caller about to ask the provider for a refund claims the asking first. */
export const ClaimRefundAskData = z.object({ transactionId, refundId });

/** The gateway's last word on a refund; the first word wins, repeats change nothing. */
export const SettlePaymentRefundData = z.object({
  transactionId,
  refundId,
  outcome: RefundOutcome,
});

export const paymentCommandSchemas = {
  InitiatePayment: InitiatePaymentData,
  RecordPaymentRequest: RecordPaymentRequestData,
  VerifyPayment: VerifyPaymentData,
  FailPayment: FailPaymentData,
  RefundPayment: RefundPaymentData,
  RecordRefundSubmission: RecordRefundSubmissionData,
  SettlePaymentRefund: SettlePaymentRefundData,
  ClaimRefundAsk: ClaimRefundAskData,
} as const;

type Schemas = typeof paymentCommandSchemas;
export type PaymentCommandType = keyof Schemas;
export type PaymentCommandOf<T extends PaymentCommandType> = CommandFrom<Schemas, T>;
export type PaymentCommand = CommandUnion<Schemas>;

export type VerifyPayment = PaymentCommandOf<'VerifyPayment'>;
export type RefundPayment = PaymentCommandOf<'RefundPayment'>;
export type RecordRefundSubmission = PaymentCommandOf<'RecordRefundSubmission'>;
export type SettlePaymentRefund = PaymentCommandOf<'SettlePaymentRefund'>;
export type ClaimRefundAsk = PaymentCommandOf<'ClaimRefundAsk'>;
