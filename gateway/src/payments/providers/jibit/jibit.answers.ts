// Reading Jibit PPG v3 answers. A refusal is { errors: [{ code, message }], fingerprint } with a
// dotted code (`amount.not_enough`, `security.bad_credentials`); callers decide on those codes,
// the English/Persian message is only copied into `detail`, with our keys cut out.
import type { JsonReply } from '../http-json.ts';
import { PaymentProviderError, type PaymentProviderErrorCode } from '../payment-provider.port.ts';
import { redact, textOf as text, withRetries } from '../provider-calls.ts';

export type Body = Readonly<Record<string, unknown>>;

/** An operator must fix the panel or the env: keys, an inactive client, the IP allow-list. */
const MISCONFIGURED = new Set([
  'security.bad_credentials',
  'security.auth_required',
  'token.verification_failed',
  'client.not_active',
  'ip.not_trusted',
  'callbackUrl.domain_not_in_whitelist',
]);
const PASSING = new Set(['server.error', 'too_many_requests']);

export function bodyOf(reply: JsonReply, what: string): Body {
  const { body } = reply;
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) return body as Body;
  throw unavailable(`unreadable answer from jibit ${what} (HTTP ${reply.status})`);
}

export function errorOf(body: Body): { code: string; message: string } {
  const [first] = Array.isArray(body.errors) ? (body.errors as unknown[]) : [];
  const { code, message } = (first ?? {}) as { code?: unknown; message?: unknown };
  return {
    code: typeof code === 'string' ? code : '',
    message: typeof message === 'string' ? message : '',
  };
}

export function refusal(
  reply: JsonReply,
  what: string,
  secrets: readonly string[],
  overrides: Readonly<Record<string, PaymentProviderErrorCode>> = {},
): PaymentProviderError {
  const body = typeof reply.body === 'object' && reply.body !== null ? (reply.body as Body) : {};
  const { code, message } = errorOf(body);
  const said = redact(`${code} ${message}`.trim(), secrets).slice(0, 300);
  const detail = `jibit ${what} refused (HTTP ${reply.status})${said ? `: ${said}` : ''}`;
  const providerCode = code || reply.status;
  if (PASSING.has(code) || reply.status === 429) {
    return new PaymentProviderError('PAYMENT_PROVIDER_UNAVAILABLE', detail, {
      retryable: true,
      providerCode,
    });
  }
  const portCode =
    overrides[code] ??
    (MISCONFIGURED.has(code) || reply.status === 401
      ? 'PAYMENT_PROVIDER_MISCONFIGURED'
      : 'PAYMENT_PROVIDER_REFUSED');
  return new PaymentProviderError(portCode, detail, { providerCode });
}

export const unavailable = (detail: string, retryable = true) =>
  new PaymentProviderError('PAYMENT_PROVIDER_UNAVAILABLE', detail, { retryable });

export { redact, withRetries, text };
