// A real client for ZarinPal's payment gateway, v4 (docs.zarinpal.com/paymentGateway): JSON POSTs
// to pg/v4/payment/{request,verify}.json with the merchant id; the payer goes to pg/StartPay/
// {authority} and comes back to our callback with Authority and Status=OK|NOK. Verify is sent the
// amount on OUR record: 100 is verified now, 101 verified before (a success), −50 the amounts
// differ. Amounts go in Rial with currency IRR said out loud. Refunds go through ZarinPal's
// GraphQL API (AddRefund on the payment's session, found by its ref_id) with an access token from
// the panel; without one, refunds are the vendor's to pay by hand.
import { callJson } from '../http-json.ts';
import {
  PaymentProviderError,
  type PaymentProvider,
  type PaymentRequestInput,
  type PaymentRequestOutcome,
  type RefundInput,
  type RefundOutcome,
  type RefundStatus,
  type VerifyInput,
  type VerifyOutcome,
} from '../payment-provider.port.ts';

export interface ZarinPalOptions {
  readonly merchantId: string;
  /** https://payment.zarinpal.com, or sandbox.zarinpal.com, or a local stand-in. */
  readonly baseUrl?: string;
  /** The GraphQL endpoint for refunds (next.zarinpal.com/api/v4/graphql). */
  readonly graphqlUrl?: string;
  /** A panel access token; refunds are offered only with one. */
  readonly accessToken?: string;
  /** The terminal (merchant) id sessions are listed under, for finding a payment's session. */
  readonly terminalId?: string;
  readonly timeoutMs?: number;
}

interface Envelope {
  readonly data?: {
    readonly code?: number;
    readonly authority?: string;
    readonly ref_id?: number | string;
    readonly card_pan?: string;
  };
  readonly errors?: { readonly code?: number; readonly message?: string } | readonly unknown[];
}

/** ZarinPal's result codes that mean the payer did not pay, as the engine names them. */
const NOT_PAID: Record<number, 'CANCELED_BY_PAYER' | 'DECLINED' | 'AMOUNT_MISMATCH' | 'EXPIRED'> = {
  [-50]: 'AMOUNT_MISMATCH',
  [-51]: 'DECLINED', // "session is not valid": not paid, or paid and reversed
  [-54]: 'EXPIRED', // "invalid authority": unknown or too old
};

/** Codes that say our side is wrong (merchant id, IP, terminal), not the payer. */
const MISCONFIGURED = new Set([-9, -10, -11, -12, -15, -16, -17]);

export class ZarinPalPaymentProvider implements PaymentProvider {
  readonly name = 'ZARIN_PAL' as const;
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  readonly refund?: (input: RefundInput) => Promise<RefundOutcome>;
  readonly inquireRefund?: (providerRefundId: string) => Promise<RefundStatus>;

  constructor(private readonly options: ZarinPalOptions) {
    if (!options.merchantId) throw new Error('ZarinPalPaymentProvider needs a merchant id');
    this.baseUrl = (options.baseUrl ?? 'https://payment.zarinpal.com').replace(/\/$/, '');
    this.timeoutMs = options.timeoutMs ?? 10_000;
    if (options.accessToken && options.terminalId) {
      this.refund = (input) => this.addRefund(input);
      this.inquireRefund = (id) => this.refundStatus(id);
    }
  }

  async request(input: PaymentRequestInput): Promise<PaymentRequestOutcome> {
    const reply = await this.post('/pg/v4/payment/request.json', {
      merchant_id: this.options.merchantId,
      amount: input.amount,
      currency: 'IRR',
      callback_url: input.callbackUrl,
      description: input.description,
      metadata: {
        order_id: input.transactionId,
        ...(input.mobile ? { mobile: input.mobile } : {}),
      },
    });
    const { code, authority } = reply.data ?? {};
    if (code !== 100 || !authority) throw this.refusal('request', reply);
    return { authority, payUrl: this.payUrlFor(authority) };
  }

  readonly payUrlFor = (authority: string) => `${this.baseUrl}/pg/StartPay/${authority}`;

  async verify(input: VerifyInput): Promise<VerifyOutcome> {
    // The payer cancelled at the gateway: nothing to verify, and ZarinPal would only say −51.
    if (input.callback.Status === 'NOK')
      return { outcome: 'NOT_PAID', reason: 'CANCELED_BY_PAYER' };
    const reply = await this.post('/pg/v4/payment/verify.json', {
      merchant_id: this.options.merchantId,
      amount: input.amount,
      authority: input.authority,
    });
    const code = reply.data?.code ?? errorCodeOf(reply);
    if (code === 100 || code === 101) {
      const { ref_id, card_pan } = reply.data ?? {};
      if (ref_id === undefined) throw this.refusal('verify', reply);
      // ZarinPal verified our amount, so our amount is what it took.
      return {
        outcome: 'PAID',
        amount: input.amount,
        referenceId: String(ref_id),
        gatewayCode: code,
        ...(card_pan ? { cardPan: card_pan } : {}),
      };
    }
    const reason = code === undefined ? undefined : NOT_PAID[code];
    if (reason) return { outcome: 'NOT_PAID', reason, gatewayCode: code };
    throw this.refusal('verify', reply);
  }

  private async addRefund(input: RefundInput): Promise<RefundOutcome> {
    const session = await this.graphql<{ Session?: { id?: string }[] }>(
      `query Sessions($terminal_id: ID!, $reference_id: String) {
        Session(terminal_id: $terminal_id, reference_id: $reference_id) { id, status, amount }
      }`,
      { terminal_id: this.options.terminalId, reference_id: input.referenceId },
    );
    const sessionId = session.Session?.[0]?.id;
    if (!sessionId) {
      throw new PaymentProviderError('PAYMENT_PROVIDER_REFUSED', 'no session for the reference id');
    }
    const added = await this.graphql<{
      resource?: { id?: string; timeline?: { refund_status?: string } };
    }>(
      `mutation AddRefund($session_id: ID!, $amount: BigInteger!, $description: String, $method: InstantPayoutActionTypeEnum, $reason: RefundReasonEnum) {
        resource: AddRefund(session_id: $session_id, amount: $amount, description: $description, method: $method, reason: $reason) {
          id, amount, timeline { refund_amount, refund_time, refund_status }
        }
      }`,
      {
        session_id: sessionId,
        amount: input.amount,
        description: input.reason ?? `refund ${input.refundId}`,
        method: 'CARD',
        reason: 'CUSTOMER_REQUEST',
      },
    );
    const id = added.resource?.id;
    if (!id) throw new PaymentProviderError('PAYMENT_PROVIDER_REFUSED', 'AddRefund gave no id');
    return {
      providerRefundId: String(id),
      status: refundStatusOf(added.resource?.timeline?.refund_status),
    };
  }

  private async refundStatus(providerRefundId: string): Promise<RefundStatus> {
    const reply = await this.graphql<{ resource?: { timeline?: { refund_status?: string } } }>(
      `query Refund($id: ID!) { resource: Refund(id: $id) { id, timeline { refund_amount, refund_time, refund_status } } }`,
      { id: providerRefundId },
    );
    return refundStatusOf(reply.resource?.timeline?.refund_status);
  }

  private async graphql<T>(query: string, variables: Record<string, unknown>): Promise<T> {
    const reply = await callJson({
      url: this.options.graphqlUrl ?? 'https://next.zarinpal.com/api/v4/graphql',
      body: { query, variables },
      headers: { authorization: `Bearer ${this.options.accessToken}` },
      timeoutMs: this.timeoutMs,
    });
    if (reply.status === 401 || reply.status === 403) {
      throw new PaymentProviderError('PAYMENT_PROVIDER_MISCONFIGURED', `graphql ${reply.status}`);
    }
    const body = (reply.body ?? {}) as { data?: T; errors?: unknown[] };
    if (body.errors?.length || !body.data) {
      throw new PaymentProviderError('PAYMENT_PROVIDER_REFUSED', 'graphql answered with errors');
    }
    return body.data;
  }

  private async post(path: string, body: object): Promise<Envelope> {
    const reply = await callJson({
      url: `${this.baseUrl}${path}`,
      body,
      timeoutMs: this.timeoutMs,
    });
    return (reply.body ?? {}) as Envelope;
  }

  private refusal(step: string, reply: Envelope): PaymentProviderError {
    const code = reply.data?.code ?? errorCodeOf(reply);
    const kind =
      code !== undefined && MISCONFIGURED.has(code)
        ? 'PAYMENT_PROVIDER_MISCONFIGURED'
        : 'PAYMENT_PROVIDER_REFUSED';
    return new PaymentProviderError(kind, `${step} answered ${code ?? 'nothing'}`, {
      ...(code !== undefined ? { providerCode: code } : {}),
    });
  }
}

/** ZarinPal puts a failure's code in `errors` (an object, or [] when there is none). */
function errorCodeOf(reply: Envelope): number | undefined {
  const errors = reply.errors;
  if (errors && !Array.isArray(errors) && typeof (errors as { code?: unknown }).code === 'number') {
    return (errors as { code: number }).code;
  }
  return undefined;
}

/** ZarinPal's refund timeline states, as the port counts them. */
function refundStatusOf(status: string | undefined): RefundStatus {
  switch (status?.toUpperCase()) {
    case 'DONE':
    case 'COMPLETED':
    case 'SUCCESS':
    case 'PAID':
      return 'SETTLED';
    case 'FAILED':
    case 'REJECTED':
    case 'CANCELED':
    case 'CANCELLED':
      return 'FAILED';
    default:
      return 'PENDING';
  }
}
