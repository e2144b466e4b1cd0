// A real client for Jibit's Proxy Payment Gateway v3 (napi.jibit.ir/ppg), written from Jibit's
// published OpenAPI description (PPG 3.2.x): POST /v3/purchases (bearer) → { purchaseIdStr,
// pspSwitchingUrl }; the payer pays at the PSP and comes back to our callback (purchaseId,
// status); POST /v3/purchases/{id}/verify → { status }; GET /v3/purchases?purchaseId= → the
// purchase with its state, amount, pspRrn and masked card. Jibit counts in Rial (IRR only).
import { callJson, type JsonCall, type JsonReply } from '../http-json.ts';
import type {
  PaymentProvider,
  PaymentRequestInput,
  PaymentRequestOutcome,
  RefundInput,
  RefundOutcome,
  RefundStatus,
  VerifyInput,
  VerifyOutcome,
} from '../payment-provider.port.ts';
import { JibitAccessToken } from './jibit.access-token.ts';
import { bodyOf, errorOf, refusal, text, unavailable, withRetries } from './jibit.answers.ts';
import { outcomeOf, type JibitPurchase } from './jibit.purchase-state.ts';
import { inquireJibitRefund, refundThroughJibit } from './jibit.refund.ts';

export interface JibitOptions {
  readonly credentials: { readonly apiKey: string; readonly secretKey: string };
  readonly baseUrl?: string;
  /** Per attempt. */
  readonly timeoutMs?: number;
  /** Extra attempts for reads, tokens and verify (Jibit answers ALREADY_VERIFIED to a repeat). */
  readonly retries?: number;
  readonly retryDelayMs?: number;
  /** For a token whose JWT names no expiry. */
  readonly tokenTtlMs?: number;
  readonly now?: () => number;
}

/** A bearer call to Jibit: the token is renewed once if Jibit says it no longer holds. */
export type JibitCall = (call: Omit<JsonCall, 'headers' | 'timeoutMs'>) => Promise<JsonReply>;

export class JibitPaymentProvider implements PaymentProvider {
  readonly name = 'JIBIT' as const;
  private readonly baseUrl: string;
  private readonly token: JibitAccessToken;
  private readonly secrets: readonly string[];

  constructor(private readonly options: JibitOptions) {
    const { apiKey, secretKey } = options.credentials;
    if (!apiKey || !secretKey)
      throw new Error('JibitPaymentProvider needs an API and a secret key');
    this.baseUrl = (options.baseUrl ?? 'https://napi.jibit.ir/ppg').replace(/\/+$/, '');
    this.secrets = [apiKey, secretKey];
    this.token = new JibitAccessToken({
      baseUrl: this.baseUrl,
      apiKey,
      secretKey,
      timeoutMs: this.timeoutMs,
      retries: this.retries,
      retryDelayMs: options.retryDelayMs ?? 200,
      now: options.now ?? Date.now,
      fallbackTtlMs: options.tokenTtlMs ?? 60 * 60_000,
    });
  }

  async request(input: PaymentRequestInput): Promise<PaymentRequestOutcome> {
    const reply = await this.call({
      url: `${this.baseUrl}/v3/purchases`,
      body: {
        amount: input.amount,
        currency: 'IRR',
        callbackUrl: input.callbackUrl,
        // Unique per client at Jibit: the same transaction can never become two purchases.
        clientReferenceNumber: input.transactionId,
        description: input.description.slice(0, 256),
        // The OpenAPI's field for the payer's mobile (prefilled at the PSP), not userIdentifier.
        ...(input.mobile ? { payerMobileNumber: input.mobile } : {}),
      },
    });
    if (reply.status >= 300) throw refusal(reply, 'purchase', this.secrets);
    const body = bodyOf(reply, 'purchase');
    // purchaseId is an int64: the string twin survives JSON.parse intact.
    const authority = text(body.purchaseIdStr) ?? text(body.purchaseId);
    const payUrl = text(body.pspSwitchingUrl);
    if (!authority || !payUrl) throw unavailable('jibit purchase answer without id or URL');
    return { authority, payUrl };
  }

  async verify({ authority }: VerifyInput): Promise<VerifyOutcome> {
    const verdict = await this.retrying(() => this.verifyAtJibit(authority));
    // FAILED: the PSP refused the verification and returns the money to the payer.
    if (verdict === 'FAILED') return { outcome: 'NOT_PAID', reason: 'GATEWAY_ERROR' };
    // Verified now, before, or not verifiable: the purchase's state says which and how much.
    return outcomeOf(await this.retrying(() => this.inquire(authority)));
  }

  readonly refund = (input: RefundInput): Promise<RefundOutcome> =>
    refundThroughJibit(this.call, this.baseUrl, this.secrets, input);

  readonly inquireRefund = (providerRefundId: string): Promise<RefundStatus> =>
    this.retrying(() =>
      inquireJibitRefund(this.call, this.baseUrl, this.secrets, providerRefundId),
    );

  private async verifyAtJibit(
    purchaseId: string,
  ): Promise<'VERIFIED' | 'FAILED' | 'NOT_VERIFIABLE'> {
    const path = `/v3/purchases/${encodeURIComponent(purchaseId)}/verify`;
    // POST as the OpenAPI declares it; Jibit's notes say GET is accepted as well.
    const reply = await this.call({ url: `${this.baseUrl}${path}` });
    if (reply.status >= 300) {
      const { code } = errorOf(bodyOf(reply, 'verify'));
      if (code === 'payment.already_verified') return 'VERIFIED';
      if (code === 'purchase.invalid_state' || code === 'purchase.already_reversed') {
        return 'NOT_VERIFIABLE';
      }
      throw refusal(reply, 'verify', this.secrets);
    }
    const status = bodyOf(reply, 'verify').status;
    if (status === 'SUCCESSFUL' || status === 'ALREADY_VERIFIED') return 'VERIFIED';
    if (status === 'FAILED' || status === 'NOT_VERIFIABLE') return status;
    // UNKNOWN (a network failure between Jibit and the PSP): Jibit says verify again later.
    throw unavailable(`jibit verify status ${String(status)}`);
  }

  private async inquire(purchaseId: string): Promise<JibitPurchase> {
    const query = new URLSearchParams({ purchaseId });
    const reply = await this.call({ method: 'GET', url: `${this.baseUrl}/v3/purchases?${query}` });
    if (reply.status >= 300) throw refusal(reply, 'purchase inquiry', this.secrets);
    const { elements } = bodyOf(reply, 'purchase inquiry');
    const [purchase] = Array.isArray(elements) ? (elements as JibitPurchase[]) : [];
    if (!purchase) throw refusal(reply, 'purchase inquiry (no such purchase)', this.secrets);
    return purchase;
  }

  private readonly call: JibitCall = async (call) => {
    const send = async () =>
      callJson({
        ...call,
        headers: { authorization: `Bearer ${await this.token.get()}` },
        timeoutMs: this.timeoutMs,
      });
    const reply = await send();
    if (!tokenRejected(reply)) return reply;
    this.token.forget();
    return send();
  };

  private retrying<T>(read: () => Promise<T>): Promise<T> {
    return withRetries(this.retries, this.options.retryDelayMs ?? 200, read);
  }

  private get timeoutMs() {
    return this.options.timeoutMs ?? 10_000;
  }

  private get retries() {
    return this.options.retries ?? 2;
  }
}

function tokenRejected(reply: JsonReply): boolean {
  if (reply.status === 401) return true;
  if (reply.status !== 403 || typeof reply.body !== 'object' || reply.body === null) return false;
  const { code } = errorOf(reply.body as Readonly<Record<string, unknown>>);
  return code === 'token.verification_failed' || code === 'security.auth_required';
}
