// How a courier provider's webhook proves it came from the provider (FIELD-NOTES, webhooks): an
// HMAC-SHA256 of `<timestamp>.<raw body>` with the secret shared with the provider, or — for a
// provider that can only send a fixed header — the shared secret itself as `Token <secret>`. Both
// carry a timestamp that must be within the replay window, and every comparison is constant-time.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const TIMESTAMP_HEADER = 'x-courier-timestamp';
export const SIGNATURE_HEADER = 'x-courier-signature';
/** Five minutes either side of our clock. */
export const REPLAY_WINDOW_MS = 5 * 60_000;

export interface WebhookVerifier {
  readonly scheme: 'hmac' | 'token';
  /** Absent: the provider is not set up to call us, so every webhook is refused. */
  readonly secret: string | undefined;
}

export type Verdict = 'OK' | 'NOT_CONFIGURED' | 'MISSING' | 'STALE' | 'MISMATCH';

export const signWebhook = (secret: string, timestamp: number, rawBody: string): string =>
  createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');

/** The headers a sender adds to a webhook body (the sandbox courier, the tests). */
export const signedHeaders = (secret: string, now: Date, rawBody: string) => {
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    [TIMESTAMP_HEADER]: String(timestamp),
    [SIGNATURE_HEADER]: signWebhook(secret, timestamp, rawBody),
  };
};

const sameText = (a: string, b: string): boolean => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

const header = (headers: Record<string, unknown>, name: string) => {
  const value = headers[name];
  return typeof value === 'string' ? value : undefined;
};

export function verifyWebhook(
  verifier: WebhookVerifier,
  headers: Record<string, unknown>,
  rawBody: string,
  now: Date,
): Verdict {
  const { secret } = verifier;
  if (!secret) return 'NOT_CONFIGURED';
  const stamp = header(headers, TIMESTAMP_HEADER);
  const proof =
    verifier.scheme === 'hmac'
      ? header(headers, SIGNATURE_HEADER)
      : header(headers, 'authorization')?.replace(/^Token\s+/i, '');
  if (!stamp || !/^\d{1,12}$/.test(stamp) || !proof) return 'MISSING';
  const timestamp = Number(stamp);
  if (Math.abs(now.getTime() - timestamp * 1000) > REPLAY_WINDOW_MS) return 'STALE';
  const expected = verifier.scheme === 'hmac' ? signWebhook(secret, timestamp, rawBody) : secret;
  return sameText(proof, expected) ? 'OK' : 'MISMATCH';
}
