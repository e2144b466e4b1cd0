// Jibit's access token (POST /v3/tokens { apiKey, secretKey } → { accessToken, refreshToken }),
// kept until shortly before it expires. The answer carries no lifetime, so it is read from the
// JWT's own `exp`; a token without one is kept for `fallbackTtlMs`. A fresh pair from the keys is
// simpler than the refresh-token dance and costs one call a day.
import { callJson } from '../http-json.ts';
import { bodyOf, refusal, text, unavailable, withRetries } from './jibit.answers.ts';

export interface TokenSource {
  readonly baseUrl: string;
  readonly apiKey: string;
  readonly secretKey: string;
  readonly timeoutMs: number;
  readonly retries: number;
  readonly retryDelayMs: number;
  readonly now: () => number;
  readonly fallbackTtlMs: number;
}

/** Renew this long before `exp`, so a token never expires on its way to Jibit. */
const MARGIN_MS = 60_000;

export class JibitAccessToken {
  private current: { token: string; expiresAt: number } | undefined;
  private pending: Promise<string> | undefined;

  constructor(private readonly source: TokenSource) {}

  async get(): Promise<string> {
    const { current } = this;
    if (current && this.source.now() < current.expiresAt - MARGIN_MS) return current.token;
    // Callers arriving together share one token request.
    this.pending ??= this.fetch().finally(() => (this.pending = undefined));
    return this.pending;
  }

  /** Jibit refused the token (revoked, clock skew): the next call fetches a new one. */
  forget(): void {
    this.current = undefined;
  }

  private async fetch(): Promise<string> {
    const { baseUrl, apiKey, secretKey, timeoutMs, retries, retryDelayMs } = this.source;
    const reply = await withRetries(retries, retryDelayMs, () =>
      callJson({ url: `${baseUrl}/v3/tokens`, body: { apiKey, secretKey }, timeoutMs }),
    );
    if (reply.status >= 300) throw refusal(reply, 'token', [apiKey, secretKey]);
    const token = text(bodyOf(reply, 'token').accessToken);
    if (!token) throw unavailable('jibit token answer without an accessToken');
    const exp = expiryOf(token);
    const expiresAt = exp ?? this.source.now() + this.source.fallbackTtlMs;
    this.current = { token, expiresAt };
    return token;
  }
}

/** The `exp` claim of a JWT in ms, without checking its signature (Jibit checks it). */
function expiryOf(jwt: string): number | undefined {
  try {
    const payload = JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8'));
    return typeof payload?.exp === 'number' ? payload.exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}
