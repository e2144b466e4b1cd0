// The payment port (ARCHITECTURE decision 10): the online payment workflow asks a provider to
// open a payment, verifies what came back to our callback, and gives money back; which provider
// stands behind it is chosen once at start (payment.config.ts). Every amount crossing the port is
// integer Rial — an adapter whose API counts in Toman converts at its own edge.
import type { ProviderRefundStatus } from '@sofre/engine/subscriptions';
import type { PaymentFailureReason } from '@sofre/engine/payments';

export type ProviderName = 'SANDBOX' | 'ZARIN_PAL' | 'VANDAR' | 'JIBIT' | 'SNAPP_PAY';

export interface PaymentRequestInput {
  /** Our transaction id: the provider's order/factor number, so a retried request is one payment. */
  readonly transactionId: string;
  readonly orderId: string;
  readonly amount: number;
  /** Where the payer comes back: ours, with the transaction id in it; providers append their fields. */
  readonly callbackUrl: string;
  /** Shown to the payer on the provider's page («سفارش ۱۲ کافه …»). */
  readonly description: string;
  /** 09XXXXXXXXX when known: some providers prefill it, SnappPay requires it. */
  readonly mobile?: string;
}

export interface PaymentRequestOutcome {
  /** The provider's name for this payment (ZarinPal's authority, Vandar's token …). */
  readonly authority: string;
  /** Where the payer is sent to pay. */
  readonly payUrl: string;
}

export interface VerifyInput {
  readonly authority: string;
  /** The amount on OUR record — never one the callback carried. */
  readonly amount: number;
  /** Everything the provider put on the callback (query or form), for providers that need more. */
  readonly callback: Readonly<Record<string, string>>;
}

export type VerifyOutcome =
  | {
      readonly outcome: 'PAID';
      /** What the provider says it took, in Rial; the engine compares it with ours. */
      readonly amount: number;
      readonly referenceId: string;
      readonly cardPan?: string;
      readonly gatewayCode?: number;
    }
  | {
      readonly outcome: 'NOT_PAID';
      readonly reason: PaymentFailureReason;
      readonly gatewayCode?: number;
    };

export interface RefundInput {
  readonly authority: string;
  /** The provider's receipt number of the payment (ZarinPal ref_id). */
  readonly referenceId: string;
  /** Our refund id: asked twice, refunded once. */
  readonly refundId: string;
  readonly amount: number;
  /** What the payment took in all: a provider that refunds only whole payments checks it. */
  readonly paidAmount?: number;
  readonly reason?: string;
}

/** The engine's word for it (the contract payment port's), one list for orders and contracts. */
export type RefundStatus = ProviderRefundStatus;

export interface RefundOutcome {
  /** The provider's id for the refund, what an inquiry asks about. */
  readonly providerRefundId: string;
  readonly status: RefundStatus;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  request(input: PaymentRequestInput): Promise<PaymentRequestOutcome>;
  /** The payment page of an authority already opened (a reload of the pay step); optional. */
  readonly payUrlFor?: (authority: string) => string;
  /** Idempotent at the provider: verifying a verified payment answers PAID again (ZarinPal 101). */
  verify(input: VerifyInput): Promise<VerifyOutcome>;
  /** Gives money back through the provider; undefined when the provider cannot (refund by hand). */
  readonly refund?: (input: RefundInput) => Promise<RefundOutcome>;
  /** Where a refund stands now (the hourly inquiry, spec §9). */
  readonly inquireRefund?: (providerRefundId: string) => Promise<RefundStatus>;
  /**
   * A second step some providers need after verify before the money is the merchant's
   * (SnappPay's settle); a no-op when absent.
   */
  readonly settle?: (input: { authority: string; referenceId: string }) => Promise<void>;
}

/** What can go wrong, whatever the provider: callers decide on the code, never on text. */
export const paymentProviderMessages = {
  PAYMENT_PROVIDER_UNAVAILABLE: 'درگاه پرداخت در دسترس نیست؛ چند لحظه بعد دوباره تلاش کنید.',
  PAYMENT_PROVIDER_REFUSED: 'درگاه پرداخت درخواست را نپذیرفت؛ دوباره تلاش کنید.',
  /** Merchant id, token, IP allow-list: an operator must fix the panel or the env. */
  PAYMENT_PROVIDER_MISCONFIGURED: 'تنظیمات درگاه پرداخت نادرست است؛ با پشتیبانی تماس بگیرید.',
  PAYMENT_REFUND_UNSUPPORTED: 'بازپرداخت از این درگاه ممکن نیست؛ مبلغ را دستی بازگردانید.',
} as const;

export type PaymentProviderErrorCode = keyof typeof paymentProviderMessages;

export class PaymentProviderError extends Error {
  override readonly name = 'PaymentProviderError';
  readonly code: PaymentProviderErrorCode;
  /** Worth another attempt later (network, timeout, provider 5xx). */
  readonly retryable: boolean;
  /** The provider's own result code, when it gave one. */
  readonly providerCode: number | string | undefined;
  /** English, for logs and operators; never holds a merchant id or token. */
  readonly detail: string;

  constructor(
    code: PaymentProviderErrorCode,
    detail: string,
    options: { retryable?: boolean; providerCode?: number | string } = {},
  ) {
    // `message` is the Persian sentence the UI may show, as everywhere else (spec §5).
    super(paymentProviderMessages[code]);
    this.code = code;
    this.detail = detail;
    this.retryable = options.retryable ?? false;
    this.providerCode = options.providerCode;
  }
}
