// What the contract payment workflows ask of the outside (ARCHITECTURE decisions 10 and 11): the
// payment provider that takes, verifies and gives back a contract's money — the gateway's payment
// port, as these workflows use it — and where an operator hears of money to handle by hand.

export interface ContractPaymentProvider {
  /**
   * The provider's name as a transaction records it: a payment is verified and refunded by the
   * provider it was opened with (ContractPaymentProviders.named).
   */
  readonly name: string;
  request(input: {
    readonly transactionId: string;
    readonly orderId: string;
    readonly amount: number;
    readonly callbackUrl: string;
    readonly description: string;
  }): Promise<{ readonly authority: string; readonly payUrl: string }>;
  verify(input: {
    readonly authority: string;
    readonly amount: number;
    readonly callback: Readonly<Record<string, string>>;
  }): Promise<
    | { readonly outcome: 'PAID'; readonly amount: number; readonly referenceId: string }
    | { readonly outcome: 'NOT_PAID'; readonly reason: string }
  >;
  /** Undefined: the provider cannot give money back (refund by hand). */
  readonly refund?: (input: {
    readonly authority: string;
    readonly referenceId: string;
    /** Ours: asked twice, refunded once. */
    readonly refundId: string;
    readonly amount: number;
    readonly paidAmount?: number;
    readonly reason?: string;
  }) => Promise<{ readonly providerRefundId: string; readonly status: ProviderRefundStatus }>;
  readonly inquireRefund?: (providerRefundId: string) => Promise<ProviderRefundStatus>;
  /**
   * Confirms a verified payment the contract keeps, for a provider that reverses one left
   * unconfirmed (SnappPay's settle); undefined: nothing to confirm.
   */
  settle?(input: { readonly authority: string; readonly referenceId: string }): Promise<void>;
}

export type ProviderRefundStatus = 'PENDING' | 'SETTLED' | 'FAILED';

export interface ContractPaymentProviders {
  /** For a new payment: the deployment's provider. */
  readonly current: ContractPaymentProvider;
  /** For a payment already opened: the provider it recorded. */
  named(name: string): ContractPaymentProvider;
}

/** pino-compatible: money to pay back by hand, and providers that failed, for an operator. */
export interface PaymentAlerts {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}
