// A real client for Kavenegar's REST API (kavenegar.com/rest.html): the API key is a path
// segment, parameters are a form-encoded POST, the answer is { return: { status, message },
// entries }. Free text goes to sms/send; one-time codes go to verify/lookup with a template
// approved in the Kavenegar panel (a service line, not an advertising one, sends it).
import {
  assertIranMobile,
  maskPhone,
  SmsProviderError,
  type SmsMessage,
  type SmsReceipt,
  type SmsSender,
} from './sms.port.ts';
import { Envelope, kavenegarStatuses, receiptOf } from './kavenegar.envelope.ts';
import { postForm, type PostForm } from './form-post.ts';

/** pino-compatible; the client logs failed attempts, never the key, the text or the tokens. */
export interface SmsLog {
  warn(details: object, message: string): void;
}

export interface KavenegarOptions {
  readonly apiKey: string;
  /** The sender line for sms/send; Kavenegar uses the account's default line without one. */
  readonly sender?: string;
  readonly baseUrl?: string;
  /** Logical template name (the port's `template.name`) → template name in the panel. */
  readonly templates?: Readonly<Record<string, string>>;
  /** Per attempt, including reading the body. */
  readonly timeoutMs?: number;
  /** Extra attempts after a network error, a timeout or a 5xx. */
  readonly retries?: number;
  /** Wait before the first retry; doubles each time. */
  readonly retryDelayMs?: number;
  /** The HTTP transport; node:http(s) unless a test swaps it. */
  readonly post?: PostForm;
  readonly log?: SmsLog;
}

type Attempt =
  | { readonly ok: true; readonly envelope: Envelope }
  | { readonly ok: false; readonly error: SmsProviderError; readonly transient: boolean };

export class KavenegarSmsProvider implements SmsSender {
  private readonly options: Required<Omit<KavenegarOptions, 'sender' | 'log'>> &
    Pick<KavenegarOptions, 'sender' | 'log'>;

  constructor(options: KavenegarOptions) {
    if (!options.apiKey) throw new Error('KavenegarSmsProvider needs an API key');
    this.options = {
      ...options,
      baseUrl: options.baseUrl ?? 'https://api.kavenegar.com',
      templates: options.templates ?? {},
      timeoutMs: options.timeoutMs ?? 5_000,
      retries: options.retries ?? 2,
      retryDelayMs: options.retryDelayMs ?? 250,
      post: options.post ?? postForm,
    };
  }

  async send(message: SmsMessage): Promise<SmsReceipt> {
    assertIranMobile(message.to);
    const templateName = message.template && this.options.templates[message.template.name];
    const [method, form] =
      message.template && templateName
        ? ['verify/lookup', lookupForm(message.to, templateName, message.template.tokens)]
        : ['sms/send', this.sendForm(message)];
    const envelope = await this.post(method, form, message.to);
    const receipt = receiptOf(envelope);
    if (receipt) return receipt;
    // Accepted without an entry: the message went, we just have no id to follow it by.
    this.options.log?.warn({ provider: 'kavenegar', method }, 'SMS accepted without an entry');
    return { providerMessageId: '', status: 'QUEUED' };
  }

  private sendForm(message: SmsMessage): URLSearchParams {
    const form = new URLSearchParams({ receptor: message.to, message: message.text });
    if (this.options.sender) form.set('sender', this.options.sender);
    return form;
  }

  /** Bounded retry: only what may pass on its own (network, timeout, 5xx) is tried again. */
  private async post(method: string, form: URLSearchParams, to: string): Promise<Envelope> {
    const { retries, retryDelayMs } = this.options;
    for (let attempt = 1; ; attempt += 1) {
      const result = await this.attempt(method, form);
      if (result.ok) return result.envelope;
      const { error, transient } = result;
      this.options.log?.warn(
        { provider: 'kavenegar', method, to: maskPhone(to), attempt, code: error.code },
        `SMS attempt failed: ${error.detail}`,
      );
      if (!transient || attempt > retries) throw error;
      await sleep(retryDelayMs * 2 ** (attempt - 1));
    }
  }

  private async attempt(method: string, form: URLSearchParams): Promise<Attempt> {
    const { baseUrl, apiKey, timeoutMs } = this.options;
    const url = new URL(
      `${baseUrl.replace(/\/+$/, '')}/v1/${encodeURIComponent(apiKey)}/${method}.json`,
    );
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const answer = await this.options.post(url, form, controller.signal);
      return this.interpret(answer.status, answer.body);
    } catch (err) {
      // Only a fixed phrase and an errno code: a transport's error text could name the URL.
      const detail = controller.signal.aborted
        ? `no answer within ${timeoutMs} ms`
        : `network error${errnoOf(err)}`;
      return unavailable(detail, true);
    } finally {
      clearTimeout(timer);
    }
  }

  private interpret(httpStatus: number, body: string): Attempt {
    const envelope = parseEnvelope(body);
    const status = envelope?.return.status ?? httpStatus;
    if (httpStatus >= 500 || status >= 500) {
      return unavailable(`provider status ${status}`, true, status);
    }
    if (!envelope) return unavailable(`unreadable answer (HTTP ${httpStatus})`, false);
    if (status === 200 && httpStatus < 300) return { ok: true, envelope };
    const code = kavenegarStatuses[status] ?? 'SMS_PROVIDER_REFUSED';
    const said = this.redact(envelope.return.message ?? '');
    const error = new SmsProviderError(code, `kavenegar ${status}: ${said}`.trim(), {
      providerStatus: status,
      retryable: code === 'SMS_PROVIDER_UNAVAILABLE',
    });
    return { ok: false, error, transient: false };
  }

  private redact(text: string): string {
    return text.split(this.options.apiKey).join('***');
  }
}

function lookupForm(to: string, template: string, tokens: readonly string[]): URLSearchParams {
  if (tokens.length < 1 || tokens.length > 3) {
    throw new SmsProviderError('SMS_INVALID_MESSAGE', 'verify/lookup takes one to three tokens');
  }
  const form = new URLSearchParams({ receptor: to, template });
  tokens.forEach((token, i) => form.set(i === 0 ? 'token' : `token${i + 1}`, token));
  return form;
}

function parseEnvelope(body: string): Envelope | undefined {
  try {
    const parsed = Envelope.safeParse(JSON.parse(body));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

const unavailable = (detail: string, transient: boolean, providerStatus?: number): Attempt => ({
  ok: false,
  transient,
  error: new SmsProviderError('SMS_PROVIDER_UNAVAILABLE', detail, {
    retryable: true,
    ...(providerStatus === undefined ? {} : { providerStatus }),
  }),
});

function errnoOf(err: unknown): string {
  const code = (err as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' && /^[A-Z_]+$/.test(code) ? ` (${code})` : '';
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
