// What happened to a payment transaction: past-tense facts with a zod schema and a version. A
// transaction is one attempt to collect one amount for one order through one gateway; paying
// again after a failure is a new transaction.
import { z } from 'zod';
import { PaymentGateway, PaymentMethod } from '../shared/enums.ts';
import { defineEvent, eventCodec, type EventOf } from '../shared/event-definitions.ts';
import { Rial } from '../shared/money.ts';
import { PaymentMerchant } from '../banking/online-gateway.ts';

const transactionId = z.string().min(1);

/** Why a transaction ended FAILED. AMOUNT_MISMATCH is an alert: the gateway saw other money. */
export const PaymentFailureReason = z.enum([
  'GATEWAY_REQUEST_FAILED',
  'CANCELED_BY_PAYER',
  'DECLINED',
  'AMOUNT_MISMATCH',
  'GATEWAY_ERROR',
  'EXPIRED',
]);
export type PaymentFailureReason = z.infer<typeof PaymentFailureReason>;

export const PaymentInitiated = defineEvent(
  'PaymentInitiated',
  z.object({
    transactionId,
    orderId: z.string().min(1),
    amount: Rial.positive(),
    gateway: PaymentGateway,
    paymentMethod: PaymentMethod,
    /** The signed-in customer who pays (GET /api/transactions/me); absent for a payment link. */
    customerId: z.string().min(1).optional(),
    /**
     * Whose merchant account collects (issue 32): the platform's, or the vendor's own gateway
     * (banking/online-gateway.ts), so settlements can tell the vendor's own money. Absent on
     * payments started before vendors had gateways: the platform's.
     */
    merchant: PaymentMerchant.optional(),
    /** For VENDOR: the vendor's gateway settings version whose credentials opened the payment. */
    merchantVersion: z.number().int().positive().optional(),
  }),
);

/** The gateway accepted the request and named it (ZarinPal's "authority"); the payer is sent there. */
export const PaymentRequestCreated = defineEvent(
  'PaymentRequestCreated',
  z.object({ transactionId, authority: z.string().min(1) }),
);

/** Verified with the gateway. amount is the one on our record, which is what we asked to verify. */
export const PaymentVerified = defineEvent(
  'PaymentVerified',
  z.object({
    transactionId,
    amount: Rial.positive(),
    /** The gateway's receipt number (ZarinPal ref_id), shown to the customer and the accountant. */
    referenceId: z.string().min(1),
    cardPan: z.string().optional(),
  }),
);

export const PaymentFailed = defineEvent(
  'PaymentFailed',
  z.object({
    transactionId,
    reason: PaymentFailureReason,
    /** The gateway's own result code (ZarinPal −50 for an amount mismatch), kept for support. */
    gatewayCode: z.number().int().optional(),
    /** What the gateway said was paid, when that is why it failed. */
    reportedAmount: Rial.optional(),
  }),
);

export const PaymentRefunded = defineEvent(
  'PaymentRefunded',
  z.object({
    transactionId,
    /** Our id for this refund: the same refund asked twice is paid once. */
    refundId: z.string().min(1),
    amount: Rial.positive(),
    reason: z.string().max(500).optional(),
  }),
);

/** The gateway took the refund and named it; settling is asked about hourly (spec §9). */
export const PaymentRefundSubmitted = defineEvent(
  'PaymentRefundSubmitted',
  z.object({ transactionId, refundId: z.string().min(1), providerRefundId: z.string().min(1) }),
);

/**
 * The claim to ask the provider for a refund now (refund-ask.decide.ts): one caller asks, however
 * many race (a callback, the hourly inquiry, a second gateway). `ask` counts the asks so far.
 */
export const PaymentRefundAskClaimed = defineEvent(
  'PaymentRefundAskClaimed',
  z.object({
    transactionId,
    refundId: z.string().min(1),
    ask: z.number().int().positive(),
    askedAt: z.string().datetime(),
  }),
);

/** Where a refund ended at the gateway: paid out, or refused (then it is returned by hand). */
export const RefundOutcome = z.enum(['SETTLED', 'FAILED']);
export type RefundOutcome = z.infer<typeof RefundOutcome>;

export const PaymentRefundSettled = defineEvent(
  'PaymentRefundSettled',
  z.object({ transactionId, refundId: z.string().min(1), outcome: RefundOutcome }),
);

export const paymentEvents = [
  PaymentInitiated,
  PaymentRequestCreated,
  PaymentVerified,
  PaymentFailed,
  PaymentRefunded,
  PaymentRefundSubmitted,
  PaymentRefundSettled,
  PaymentRefundAskClaimed,
] as const;

export const paymentEventCodec = eventCodec(paymentEvents);
export type PaymentEvent = EventOf<(typeof paymentEvents)[number]>;

/**
 * One stream per transaction, inside the vendor's space (ARCHITECTURE decision 7); ':' as in
 * order streams, since vendor ids never hold one.
 */
export const paymentStreamName = (vendorId: string, transactionId: string): string =>
  `payment-${vendorId}:${transactionId}`;
