// A real client for SnappPay's online-merchant API (pay later / in installments), written from
// integrators' published clients of it (shetabit/multipay's SnappPay driver and others):
// OAuth → POST /api/online/payment/v1/token → { paymentToken, paymentPageUrl } → the payer
// returns to returnURL with transactionId, state (OK | FAILED), amount → POST …/verify
// { paymentToken } → POST …/settle (the port's `settle`) — unsettled payments are not the
// merchant's. GET …/status?paymentToken= answers PENDING | VERIFY | SETTLE | REVERT. Amounts are
// Rial. A restaurant with both a pay-later and a direct-debit contract runs two instances.
import { callJson, type JsonCall, type JsonReply } from '../http-json.ts';
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
import { SnappPayAccessToken, type SnappPayCredentials } from './snapp-pay.access-token.ts';
import {
  envelopeOf,
  refusal,
  text,
  unavailable,
  withRetries,
  type Envelope,
  type Fields,
} from './snapp-pay.answers.ts';
import { paymentTokenBody, type SnappPayCartTerms } from './snapp-pay.payment-request.ts';

export interface SnappPayOptions {
  readonly credentials: SnappPayCredentials;
  readonly cartTerms?: SnappPayCartTerms;
  readonly baseUrl: string;
  /** Per attempt. */
  readonly timeoutMs?: number;
  /** Extra attempts for reads and tokens; token, verify, settle and cancel are not repeated. */
  readonly retries?: number;
  readonly retryDelayMs?: number;
  readonly now?: () => number;
}

/** The port gives no paid amount; SnappPay needs it to tell a whole refund from a partial one. */
export type SnappPayRefundInput = RefundInput & { readonly paidAmount?: number };

const PAYMENT = '/api/online/payment/v1';

export class SnappPayPaymentProvider implements PaymentProvider {
  readonly name = 'SNAPP_PAY' as const;
  private readonly baseUrl: string;
  private readonly token: SnappPayAccessToken;
  private readonly secrets: readonly string[];

  constructor(private readonly options: SnappPayOptions) {
    const { credentials: c } = options;
    if (!c.clientId || !c.clientSecret || !c.username || !c.password) {
      throw new Error('SnappPayPaymentProvider needs client id/secret and username/password');
    }
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.secrets = [c.clientSecret, c.password];
    this.token = new SnappPayAccessToken({
      baseUrl: this.baseUrl,
      credentials: c,
      timeoutMs: options.timeoutMs ?? 10_000,
      retries: options.retries ?? 2,
      retryDelayMs: options.retryDelayMs ?? 200,
      now: options.now ?? Date.now,
    });
  }

  async request(input: PaymentRequestInput): Promise<PaymentRequestOutcome> {
    const body = paymentTokenBody(input, this.options.cartTerms);
    const { response } = await this.succeed('token', { url: `${PAYMENT}/token`, body });
    const authority = text(response.paymentToken);
    const payUrl = text(response.paymentPageUrl);
    if (!authority || !payUrl) throw unavailable('snapppay token answer without token or page');
    return { authority, payUrl };
  }

  async verify({ authority, amount, callback }: VerifyInput): Promise<VerifyOutcome> {
    if (callback.state !== undefined && callback.state.toUpperCase() !== 'OK') {
      return { outcome: 'NOT_PAID', reason: 'CANCELED_BY_PAYER' };
    }
    const [reply, verified] = await this.send('verify', { paymentToken: authority });
    if (verified.successful) return paid(verified.response, authority, amount);
    if ([401, 403, 429].includes(reply.status)) throw this.refusal(reply, verified, 'verify');
    // A second verify is refused; the status says whether the first one went through.
    const status = await this.status(authority);
    const state = text(status.status);
    if (state === 'VERIFY' || state === 'SETTLE') return paid(status, authority, amount);
    const reason = state === 'PENDING' ? 'CANCELED_BY_PAYER' : 'GATEWAY_ERROR';
    const code = verified.errorCode;
    return {
      outcome: 'NOT_PAID',
      reason,
      ...(typeof code === 'number' ? { gatewayCode: code } : {}),
    };
  }

  /** Until settled the money is held, and SnappPay gives it back to the payer after a while. */
  readonly settle = async ({ authority }: { authority: string; referenceId: string }) => {
    const [reply, settled] = await this.send('settle', { paymentToken: authority });
    if (settled.successful) return;
    if (text((await this.status(authority)).status) === 'SETTLE') return;
    throw this.refusal(reply, settled, 'settle');
  };

  /** A whole refund cancels the purchase; SnappPay's partial `update` needs the new cart. */
  readonly refund = async (input: SnappPayRefundInput): Promise<RefundOutcome> => {
    if (input.paidAmount === undefined || input.amount !== input.paidAmount) {
      throw new PaymentProviderError(
        'PAYMENT_REFUND_UNSUPPORTED',
        input.paidAmount === undefined
          ? 'snapppay refund needs the paid amount, which the port does not carry'
          : 'snapppay partial refunds (update) are not supported',
      );
    }
    const { response } = await this.succeed('cancel', {
      url: `${PAYMENT}/cancel`,
      body: { paymentToken: input.authority },
    });
    // Cancelling gives the payer's credit back at once: nothing left to ask about.
    return { providerRefundId: text(response.transactionId) ?? input.authority, status: 'SETTLED' };
  };

  private async status(paymentToken: string): Promise<Fields> {
    const url = `${PAYMENT}/status?${new URLSearchParams({ paymentToken })}`;
    const { retries = 2, retryDelayMs = 200 } = this.options;
    const read = () => this.succeed('status', { method: 'GET', url });
    return (await withRetries(retries, retryDelayMs, read)).response;
  }

  private async succeed(what: string, call: Omit<JsonCall, 'headers' | 'timeoutMs'>) {
    const reply = await this.call(call);
    const envelope = envelopeOf(reply, what);
    if (!envelope.successful) throw this.refusal(reply, envelope, what);
    return envelope;
  }

  private async send(what: 'verify' | 'settle', body: object): Promise<[JsonReply, Envelope]> {
    const reply = await this.call({ url: `${PAYMENT}/${what}`, body });
    return [reply, envelopeOf(reply, what)];
  }

  /** A bearer call; a token SnappPay no longer accepts is renewed once. */
  private async call(call: Omit<JsonCall, 'headers' | 'timeoutMs'>): Promise<JsonReply> {
    const send = async () =>
      callJson({
        ...call,
        url: `${this.baseUrl}${call.url}`,
        headers: { authorization: `Bearer ${await this.token.get()}` },
        timeoutMs: this.options.timeoutMs ?? 10_000,
      });
    const reply = await send();
    if (reply.status !== 401) return reply;
    this.token.forget();
    return send();
  }

  private refusal(reply: JsonReply, envelope: Envelope, what: string): PaymentProviderError {
    return refusal(reply, envelope, what, this.secrets);
  }
}

/**
 * PAID with what SnappPay reports. Its verify names only the transaction, so when no amount comes
 * back we report ours: the payment token was issued for exactly that amount.
 */
function paid(response: Fields, paymentToken: string, ours: number): VerifyOutcome {
  const reported = response.amount;
  const amount = typeof reported === 'number' && Number.isSafeInteger(reported) ? reported : ours;
  return { outcome: 'PAID', amount, referenceId: text(response.transactionId) ?? paymentToken };
}
