// A real client for Vandar's IPG v4 (ipg.vandar.io), written from Vandar's published IPG guide:
// POST /api/v4/send { api_key, amount, callback_url, … } → { status: 1, token }; the payer goes to
// /v4/{token}; our callback gets `token` and `payment_status` (OK | FAILED); POST /api/v4/verify
// { api_key, token } → { status: 1, amount, transId, cardNumber, … }. Vandar counts in Rial, as
// the port does. Refunds go through Vandar's business API instead (vandar.refund.ts).
import { callJson, type JsonReply } from '../http-json.ts';
import {
  PaymentProviderError,
  type PaymentProvider,
  type PaymentRequestInput,
  type PaymentRequestOutcome,
  type RefundInput,
  type RefundOutcome,
  type VerifyInput,
  type VerifyOutcome,
} from '../payment-provider.port.ts';
import {
  bodyOf,
  idOf,
  refusal,
  rialOf,
  statusOf,
  succeeded,
  withRetries,
  type Body,
} from './vandar.answers.ts';
import { refundThroughVandar, type VandarBusinessAccess } from './vandar.refund.ts';

export interface VandarCredentials {
  /** The gateway's API key from the Vandar dashboard; it travels in each request body. */
  readonly apiKey: string;
  /** Only for refunds, which need the business API; without it `refund` is undefined. */
  readonly business?: VandarBusinessAccess;
}

export interface VandarOptions {
  readonly credentials: VandarCredentials;
  /** The IPG host; the payer's page is `${baseUrl}/v4/{token}`. */
  readonly baseUrl?: string;
  /** The business API host (refunds). */
  readonly businessBaseUrl?: string;
  /** Per attempt. */
  readonly timeoutMs?: number;
  /** Extra attempts for reads only (transaction info): send, verify and refund move money. */
  readonly retries?: number;
  readonly retryDelayMs?: number;
}

export class VandarPaymentProvider implements PaymentProvider {
  readonly name = 'VANDAR' as const;
  readonly refund?: (input: RefundInput) => Promise<RefundOutcome>;
  private readonly baseUrl: string;
  private readonly timeoutMs: number;

  constructor(private readonly options: VandarOptions) {
    if (!options.credentials.apiKey) throw new Error('VandarPaymentProvider needs an API key');
    this.baseUrl = (options.baseUrl ?? 'https://ipg.vandar.io').replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? 10_000;
    const { business } = options.credentials;
    if (business) {
      const businessBaseUrl = (options.businessBaseUrl ?? 'https://api.vandar.io').replace(
        /\/+$/,
        '',
      );
      const context = { baseUrl: businessBaseUrl, business, timeoutMs: this.timeoutMs };
      this.refund = (input) => refundThroughVandar(context, input);
    }
  }

  async request(input: PaymentRequestInput): Promise<PaymentRequestOutcome> {
    const reply = await this.ipg('send', {
      amount: input.amount,
      callback_url: input.callbackUrl,
      // Our transaction id as the factor number, so Vandar's panel and our records meet.
      factorNumber: input.transactionId,
      description: input.description.slice(0, 255),
      ...(input.mobile ? { mobile_number: input.mobile } : {}),
    });
    const body = bodyOf(reply, 'send');
    if (!succeeded(reply, body)) throw this.refusal(reply, body, 'send');
    const token = idOf(body.token);
    if (!token) throw unavailable('vandar send answered without a token');
    return { authority: token, payUrl: this.payUrlFor(token) };
  }

  /** The payer's page depends on the token alone, so a reload of the pay step finds it again. */
  readonly payUrlFor = (token: string) => `${this.baseUrl}/v4/${encodeURIComponent(token)}`;

  async verify({ authority, callback }: VerifyInput): Promise<VerifyOutcome> {
    // FAILED on the callback can only cost us a sale, never money, so it is taken at its word.
    const said = callback.payment_status;
    if (said !== undefined && said.toUpperCase() !== 'OK') {
      return { outcome: 'NOT_PAID', reason: 'CANCELED_BY_PAYER' };
    }
    const reply = await this.ipg('verify', { token: authority });
    const body = bodyOf(reply, 'verify');
    // status 2 is "verified before" according to integrators (not in Vandar's published guide).
    if (reply.status < 300 && [1, 2].includes(statusOf(body))) return paid(body);
    if ([401, 403, 429].includes(reply.status)) throw this.refusal(reply, body, 'verify');
    return this.afterRefusedVerify(authority);
  }

  /** Vandar answers verify once per token; transaction info says whether it is worth another go. */
  private async afterRefusedVerify(token: string): Promise<VerifyOutcome> {
    const { retries = 2, retryDelayMs = 200 } = this.options;
    const reply = await withRetries(retries, retryDelayMs, () =>
      this.ipg('transaction', { token }),
    );
    const info = bodyOf(reply, 'transaction');
    const code = Number(info.code);
    // code 1, «Confirm required»: the payer paid and Vandar still waits for our verify.
    if (succeeded(reply, info) && code === 1) {
      throw unavailable('vandar refused verify of a payment that awaits confirmation');
    }
    return {
      outcome: 'NOT_PAID',
      reason: 'GATEWAY_ERROR',
      ...(Number.isInteger(code) ? { gatewayCode: code } : {}),
    };
  }

  private ipg(method: 'send' | 'verify' | 'transaction', fields: object): Promise<JsonReply> {
    return callJson({
      url: `${this.baseUrl}/api/v4/${method}`,
      body: { api_key: this.options.credentials.apiKey, ...fields },
      timeoutMs: this.timeoutMs,
    });
  }

  private refusal(reply: JsonReply, body: Body, what: string): PaymentProviderError {
    return refusal(reply, body, what, [this.options.credentials.apiKey]);
  }
}

/** PAID with what Vandar says it took: the engine compares that with our record. */
function paid(body: Body): VerifyOutcome {
  const amount = rialOf(body.amount);
  const referenceId = idOf(body.transId);
  if (amount === undefined || !referenceId) {
    throw unavailable('vandar verify answered without an amount or transId');
  }
  const cardPan =
    typeof body.cardNumber === 'string' && body.cardNumber ? body.cardNumber : undefined;
  return { outcome: 'PAID', amount, referenceId, ...(cardPan ? { cardPan } : {}) };
}

const unavailable = (detail: string) =>
  new PaymentProviderError('PAYMENT_PROVIDER_UNAVAILABLE', detail, { retryable: true });
