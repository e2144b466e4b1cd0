// Online payments on the API: starting one for an order, the provider's callback, a customer's
// own transactions and a re-check (spec §7 orders/payment/{id}, transactions/*). Browser-safe.
import { z } from 'zod';
import { PaymentGateway, PaymentMethod, TransactionStatus } from '../shared/enums.ts';
import { Rial } from '../shared/money.ts';
import { PaymentFailureReason } from '../payments/payment.events.ts';

/** One refund paid back through the transaction's gateway. */
export const TransactionRefund = z.object({
  refundId: z.string(),
  amount: Rial,
  askedAt: z.string(),
  /** The gateway's id for it, once it took it. */
  providerRefundId: z.string().optional(),
  /** Absent while the gateway has not settled it (inquired hourly, spec §9). */
  outcome: z.enum(['SETTLED', 'FAILED']).optional(),
});

/** One online payment transaction (INIT → PENDING → DONE | FAILED, spec §3). */
export const PaymentTransactionView = z.object({
  transactionId: z.string(),
  orderId: z.string(),
  customerId: z.string().optional(),
  amount: Rial,
  gateway: PaymentGateway,
  paymentMethod: PaymentMethod,
  status: TransactionStatus,
  authority: z.string().optional(),
  /** The gateway's receipt number, shown to the customer. */
  referenceId: z.string().optional(),
  cardPan: z.string().optional(),
  failureReason: PaymentFailureReason.optional(),
  refundedAmount: Rial,
  refunds: z.array(TransactionRefund),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PaymentTransactionView = z.infer<typeof PaymentTransactionView>;

export const OrderPaymentQuery = z.object({
  /** The client's id for this attempt: asked twice (a reload), it is one transaction. */
  transactionId: z.uuid().optional(),
  /** Where the customer lands after paying; the tracker of the order when absent. */
  returnUrl: z.string().max(500).startsWith('/').optional(),
});

/** GET /api/orders/payment/{id}: where to send the payer (spec §7: submitUrl, paymentServiceType, tip). */
export const OrderPaymentStart = z.object({
  transactionId: z.string(),
  orderId: z.string(),
  amount: Rial,
  /** The provider's payment page: the site sends the browser there. */
  submitUrl: z.string(),
  paymentServiceType: PaymentGateway,
  /** The tip included in the amount (set on the order; 0 without one). */
  tip: Rial,
});
export type OrderPaymentStart = z.infer<typeof OrderPaymentStart>;

/** What the provider put on the callback, as the site passes it on (POST /api/transactions/verify). */
export const VerifyTransactionRequest = z.object({
  transactionId: z.string().min(1).max(100),
  authority: z.string().min(1).max(200),
  /** ZarinPal's Status=OK|NOK; other providers' own fields go in `fields`. */
  status: z.string().max(20).optional(),
  fields: z.record(z.string(), z.string().max(500)).optional(),
});

/** The callback's query string: ours (transactionId) plus the provider's (ZarinPal's Authority/Status). */
export const VerifyCallbackQuery = z
  .object({
    transactionId: z.string().min(1).max(100),
    Authority: z.string().min(1).max(200).optional(),
  })
  .catchall(z.string());

export const VerifyTransactionAnswer = z.object({
  transactionId: z.string(),
  orderId: z.string(),
  /** DONE: paid; FAILED: not paid (the order waits for another try). */
  status: TransactionStatus,
  amount: Rial,
  referenceId: z.string().optional(),
  failureReason: PaymentFailureReason.optional(),
  /** Set when the money could not be kept (order settled meanwhile) and goes back to the payer. */
  refunded: z.boolean(),
  /** Where the customer's browser goes next (the tracker). */
  trackerUrl: z.string(),
});
export type VerifyTransactionAnswer = z.infer<typeof VerifyTransactionAnswer>;

export const TransactionStatusRequest = z.object({ orderId: z.string().min(1).max(100) });

export const MyTransactionsPage = z.object({
  data: z.array(PaymentTransactionView),
  pageNumber: z.number().int(),
  pageSize: z.number().int(),
  totalCount: z.number().int(),
});

/** POST /api/transactions/initialpospayment: what an order owes, sent to a card reader. */
export const InitialPosPaymentRequest = z.object({
  orderId: z.string().min(1).max(100),
  /** The client's id for this attempt: sent twice, it is one transaction. */
  transactionId: z.uuid(),
  /** Which reader (the vendor's POS terminal record, or the kiosk's own). */
  terminalId: z.string().trim().min(1).max(100),
  /** Paid at the self-order kiosk (gateway KIOSK) rather than at the counter (POS). */
  kiosk: z.boolean().default(false),
});

/** POST /api/transactions/approvepospayment: the reader's answer, as the screen driving it got it. */
export const ApprovePosPaymentRequest = z.object({
  transactionId: z.string().min(1).max(100),
  /** The reader's session, as initialpospayment answered it. */
  authority: z.string().min(1).max(200),
  approved: z.boolean(),
  /** What the reader says it charged, in Rial; it must be the transaction's amount. */
  amount: Rial,
  /** The bank's reference (RRN) printed on the slip. */
  referenceId: z.string().trim().min(1).max(100).optional(),
  cardPan: z.string().trim().max(30).optional(),
});

export const PosPaymentAnswer = z.object({
  transactionId: z.string(),
  orderId: z.string(),
  amount: Rial,
  authority: z.string(),
  terminalId: z.string(),
  /** PENDING: waiting for the card; DONE: paid; FAILED: declined (start again with a new id). */
  status: TransactionStatus,
});
export type PosPaymentAnswer = z.infer<typeof PosPaymentAnswer>;

/** POST /api/payments/link: text the customer a link to pay an order (SMS payment, phone orders). */
export const PaymentLinkRequest = z.object({
  orderId: z.string().min(1).max(100),
  /** 09XXXXXXXXX; the order's customer's phone when absent. */
  phone: z.string().trim().max(20).optional(),
});

export const PaymentLinkSent = z.object({
  orderId: z.string(),
  /** The page the customer opens (the site's /pay/{orderId}). */
  url: z.string(),
  /** 0912***4567 */
  sentTo: z.string(),
  amountDue: Rial,
});

/** GET /api/payments/link/{id}: what the payment link's page shows. */
export const PaymentLinkView = z.object({
  orderId: z.string(),
  number: z.number().int(),
  vendorName: z.string(),
  finalPrice: Rial,
  amountDue: Rial,
  paid: z.boolean(),
});
export type PaymentLinkView = z.infer<typeof PaymentLinkView>;

/** GET /api/payments/user-balance/{userId}/{vendorId}: what a customer owes on account (CREDIT). */
export const UserBalance = z.object({
  userId: z.string(),
  vendorId: z.string(),
  /** Unpaid CREDIT orders, in Rial: what the customer owes the vendor. */
  creditDue: Rial,
  openCreditOrders: z.number().int(),
  /** What the customer has with the vendor: 0 minus what they owe (no wallet top-ups yet). */
  balance: z.number().int(),
});
