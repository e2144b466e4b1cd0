// SnappPay's OAuth2 password grant: POST /api/online/v1/oauth/token with HTTP Basic
// client_id:client_secret and the form grant_type=password, username, password,
// scope=online-merchant → { access_token, expires_in }. The token is kept until a minute before
// `expires_in` runs out. The form is posted with fetch here because callJson sends JSON only.
import { PaymentProviderError } from '../payment-provider.port.ts';
import { redact, text, unavailable, withRetries } from './snapp-pay.answers.ts';

export interface SnappPayCredentials {
  readonly clientId: string;
  readonly clientSecret: string;
  readonly username: string;
  readonly password: string;
}

export interface TokenSource {
  readonly baseUrl: string;
  readonly credentials: SnappPayCredentials;
  readonly timeoutMs: number;
  readonly retries: number;
  readonly retryDelayMs: number;
  readonly now: () => number;
}

const MARGIN_MS = 60_000;
const PATH = '/api/online/v1/oauth/token';

export class SnappPayAccessToken {
  private current: { token: string; expiresAt: number } | undefined;
  private pending: Promise<string> | undefined;

  constructor(private readonly source: TokenSource) {}

  async get(): Promise<string> {
    const { current } = this;
    if (current && this.source.now() < current.expiresAt - MARGIN_MS) return current.token;
    this.pending ??= this.fetch().finally(() => (this.pending = undefined));
    return this.pending;
  }

  /** SnappPay refused the token: the next call asks for a new one. */
  forget(): void {
    this.current = undefined;
  }

  private async fetch(): Promise<string> {
    const { retries, retryDelayMs, now } = this.source;
    const body = await withRetries(retries, retryDelayMs, () => this.post());
    const token = text(body.access_token);
    if (!token) throw unavailable('snapppay token answer without an access_token');
    const seconds = typeof body.expires_in === 'number' ? body.expires_in : 0;
    this.current = { token, expiresAt: now() + seconds * 1000 };
    return token;
  }

  private async post(): Promise<Readonly<Record<string, unknown>>> {
    const { baseUrl, credentials: c, timeoutMs } = this.source;
    const secrets = [c.clientSecret, c.password];
    const basic = Buffer.from(`${c.clientId}:${c.clientSecret}`).toString('base64');
    const form = new URLSearchParams({
      grant_type: 'password',
      username: c.username,
      password: c.password,
      scope: 'online-merchant',
    });
    let response: Response;
    let body: unknown;
    try {
      response = await fetch(`${baseUrl}${PATH}`, {
        method: 'POST',
        headers: { authorization: `Basic ${basic}`, accept: 'application/json' },
        body: form,
        signal: AbortSignal.timeout(timeoutMs),
      });
      body = await response.json().catch(() => undefined);
    } catch (error) {
      const what = error instanceof Error ? error.name : 'error';
      throw unavailable(`${what} calling ${PATH}`);
    }
    const status = response.status;
    if (status >= 500 || status === 429) {
      throw new PaymentProviderError('PAYMENT_PROVIDER_UNAVAILABLE', `${status} from ${PATH}`, {
        retryable: true,
        providerCode: status,
      });
    }
    if (status >= 300) {
      // An OAuth refusal ({ error: "invalid_grant" }, or 403 for an IP not on the allow-list).
      const said = redact(String((body as { error?: unknown } | undefined)?.error ?? ''), secrets);
      const detail = `snapppay token refused (HTTP ${status})${said ? `: ${said.slice(0, 100)}` : ''}`;
      throw new PaymentProviderError('PAYMENT_PROVIDER_MISCONFIGURED', detail, {
        providerCode: status,
      });
    }
    if (typeof body !== 'object' || body === null)
      throw unavailable(`unreadable answer from ${PATH}`);
    return body as Readonly<Record<string, unknown>>;
  }
}
