// The SMS port (ARCHITECTURE decision 10): identity sends one-time codes and notifications
// through `SmsSender`; which provider stands behind it is chosen once at start (sms.config.ts).

/** An Iranian mobile number in its national form, the only form the port accepts. */
export const IRAN_MOBILE = /^09\d{9}$/;

export interface SmsMessage {
  /** 09XXXXXXXXX — callers normalise (Persian/Arabic digits, +98) before they get here. */
  readonly to: string;
  /** The full text; a provider that cannot use `template` sends this. */
  readonly text: string;
  readonly purpose: 'OTP' | 'NOTIFICATION';
  /**
   * A logical template (e.g. `otp`) and its tokens. Providers with pre-approved templates map
   * the name to their own; the rest ignore it and send `text`.
   */
  readonly template?: { readonly name: string; readonly tokens: readonly string[] };
}

export interface SmsReceipt {
  readonly providerMessageId: string;
  readonly status: 'QUEUED' | 'SENT' | 'FAILED';
}

export interface SmsSender {
  /** Resolves once the provider has accepted (or refused) the message; throws SmsProviderError. */
  send(message: SmsMessage): Promise<SmsReceipt>;
}

/** What can go wrong, whatever the provider: the caller decides on the code, never on text. */
export const smsErrorMessages = {
  SMS_PROVIDER_UNAVAILABLE: 'سرویس پیامک در دسترس نیست؛ چند لحظه بعد دوباره تلاش کنید.',
  SMS_PROVIDER_REFUSED: 'ارسال پیامک انجام نشد؛ دوباره تلاش کنید.',
  SMS_INSUFFICIENT_CREDIT: 'ارسال پیامک به دلیل تمام شدن اعتبار پنل پیامک ممکن نیست.',
  SMS_INVALID_RECIPIENT: 'شماره موبایل معتبر نیست.',
  SMS_INVALID_MESSAGE: 'متن پیامک قابل ارسال نیست.',
  SMS_TEMPLATE_NOT_FOUND: 'الگوی پیامک در پنل پیامک یافت نشد یا هنوز تأیید نشده است.',
  /** Key, IP allow-list, sender line or plan: an operator must fix the panel or the env. */
  SMS_PROVIDER_MISCONFIGURED: 'تنظیمات سرویس پیامک نادرست است؛ با پشتیبانی تماس بگیرید.',
} as const;

export type SmsErrorCode = keyof typeof smsErrorMessages;

export class SmsProviderError extends Error {
  override readonly name = 'SmsProviderError';
  readonly code: SmsErrorCode;
  /** Worth another attempt later (network, timeout, provider 5xx). */
  readonly retryable: boolean;
  /** The provider's own status code, when it gave one. */
  readonly providerStatus: number | undefined;
  /** English, for logs and operators; never holds the API key, the text or the code. */
  readonly detail: string;

  constructor(
    code: SmsErrorCode,
    detail: string,
    options: { retryable?: boolean; providerStatus?: number } = {},
  ) {
    // `message` is the Persian sentence the UI may show, as everywhere else (spec §5).
    super(smsErrorMessages[code]);
    this.code = code;
    this.detail = detail;
    this.retryable = options.retryable ?? false;
    this.providerStatus = options.providerStatus;
  }
}

/** Every provider refuses a malformed number the same way, before any I/O. */
export function assertIranMobile(to: string): void {
  if (!IRAN_MOBILE.test(to)) {
    throw new SmsProviderError('SMS_INVALID_RECIPIENT', 'recipient is not a 09XXXXXXXXX number');
  }
}

/** 0912***4567 — enough for an operator to match a complaint, not enough to leak the number. */
export const maskPhone = (to: string): string =>
  to.length >= 8 ? `${to.slice(0, 4)}***${to.slice(-4)}` : '***';
