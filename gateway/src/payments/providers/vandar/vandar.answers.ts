// Reading Vandar's answers. Every body is a loose JSON object whose `status` is 1 on success;
// a refusal is { status: 0, errors: [Persian sentences] } (or Laravel's { errors: { field: [..] } })
// with no result codes, so refusals are told apart by the HTTP status alone. Amounts may come as
// strings with decimals ("1000.00").
import type { JsonReply } from '../http-json.ts';
import { PaymentProviderError } from '../payment-provider.port.ts';
import { redact, textOf as idOf, withRetries } from '../provider-calls.ts';

export type Body = Readonly<Record<string, unknown>>;

export function bodyOf(reply: JsonReply, what: string): Body {
  const { body } = reply;
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) return body as Body;
  throw new PaymentProviderError(
    'PAYMENT_PROVIDER_UNAVAILABLE',
    `unreadable answer from vandar ${what} (HTTP ${reply.status})`,
    { retryable: true },
  );
}

export const statusOf = (body: Body): number => Number(body.status);

export const succeeded = (reply: JsonReply, body: Body): boolean =>
  reply.status < 300 && statusOf(body) === 1;

/** A refusal as the port's error; `secrets` are cut out of whatever Vandar wrote. */
export function refusal(
  reply: JsonReply,
  body: Body,
  what: string,
  secrets: readonly string[],
): PaymentProviderError {
  const said = redact(errorsOf(body), secrets);
  const detail = `vandar ${what} refused (HTTP ${reply.status})${said ? `: ${said}` : ''}`;
  if (reply.status === 429) {
    return new PaymentProviderError('PAYMENT_PROVIDER_UNAVAILABLE', detail, {
      retryable: true,
      providerCode: 429,
    });
  }
  const code =
    reply.status === 401 || reply.status === 403
      ? 'PAYMENT_PROVIDER_MISCONFIGURED'
      : 'PAYMENT_PROVIDER_REFUSED';
  return new PaymentProviderError(code, detail, { providerCode: reply.status });
}

function errorsOf(body: Body): string {
  const errors = body.errors ?? body.message;
  const list =
    typeof errors === 'object' && errors !== null ? Object.values(errors).flat() : [errors];
  return list
    .filter((text): text is string => typeof text === 'string')
    .join(' / ')
    .slice(0, 300);
}

/** Whole Rial from 1000, "1000" or "1000.00"; anything else is not an amount we understand. */
export function rialOf(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n) || n < 0) return undefined;
  const whole = Math.round(n);
  return Math.abs(n - whole) < 1e-6 ? whole : undefined;
}

export { redact, withRetries, idOf };
