// What every provider client does the same way around its calls: repeat a call that may be
// repeated after a passing failure, keep secrets out of what is logged, read an id or a text
// field whether the provider sent it as a string or a number.
import { PaymentProviderError } from './payment-provider.port.ts';

/**
 * Only calls that read (or that the provider makes idempotent) are repeated, after a failure the
 * port marks retryable (network, timeout, 429, 5xx); the wait doubles each time.
 */
export async function withRetries<T>(
  retries: number,
  delayMs: number,
  call: () => Promise<T>,
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await call();
    } catch (error) {
      const again = error instanceof PaymentProviderError && error.retryable && attempt < retries;
      if (!again) throw error;
      await new Promise((resolve) => setTimeout(resolve, delayMs * 2 ** attempt));
    }
  }
}

/** The text with every secret (of four characters or more) replaced by ***. */
export const redact = (text: string, secrets: readonly string[]): string =>
  secrets.filter((secret) => secret.length >= 4).reduce((t, s) => t.split(s).join('***'), text);

/** A field sent as a non-empty string or a finite number, as a string. */
export const textOf = (value: unknown): string | undefined =>
  (typeof value === 'string' && value) || (typeof value === 'number' && Number.isFinite(value))
    ? String(value)
    : undefined;
