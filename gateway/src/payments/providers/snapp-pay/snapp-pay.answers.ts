// Reading SnappPay's answers: every body is { successful, response, errorData: { errorCode,
// message } }. A refusal is `successful: false` (whatever the HTTP status); 401 is a token that
// no longer holds, 403 an IP not on SnappPay's allow-list.
import type { JsonReply } from '../http-json.ts';
import { PaymentProviderError } from '../payment-provider.port.ts';
import { redact, textOf as text, withRetries } from '../provider-calls.ts';

export type Fields = Readonly<Record<string, unknown>>;

export interface Envelope {
  readonly successful: boolean;
  readonly response: Fields;
  readonly errorCode: number | string | undefined;
  readonly message: string;
}

export function envelopeOf(reply: JsonReply, what: string): Envelope {
  const body = reply.body as
    | {
        successful?: unknown;
        response?: unknown;
        errorData?: { errorCode?: unknown; message?: unknown };
      }
    | undefined;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw unavailable(`unreadable answer from snapppay ${what} (HTTP ${reply.status})`);
  }
  const { errorCode, message } = body.errorData ?? {};
  return {
    successful: reply.status < 300 && body.successful === true,
    response:
      typeof body.response === 'object' && body.response !== null ? (body.response as Fields) : {},
    errorCode:
      typeof errorCode === 'number' || typeof errorCode === 'string' ? errorCode : undefined,
    message: typeof message === 'string' ? message : '',
  };
}

export function refusal(
  reply: JsonReply,
  envelope: Envelope | undefined,
  what: string,
  secrets: readonly string[],
): PaymentProviderError {
  const said = redact(envelope?.message ?? '', secrets).slice(0, 300);
  const detail = `snapppay ${what} refused (HTTP ${reply.status})${said ? `: ${said}` : ''}`;
  const providerCode = envelope?.errorCode ?? reply.status;
  if (reply.status === 429) {
    return new PaymentProviderError('PAYMENT_PROVIDER_UNAVAILABLE', detail, {
      retryable: true,
      providerCode,
    });
  }
  const code =
    reply.status === 401 || reply.status === 403
      ? 'PAYMENT_PROVIDER_MISCONFIGURED'
      : 'PAYMENT_PROVIDER_REFUSED';
  return new PaymentProviderError(code, detail, { providerCode });
}

export const unavailable = (detail: string) =>
  new PaymentProviderError('PAYMENT_PROVIDER_UNAVAILABLE', detail, { retryable: true });

export { redact, withRetries, text };
