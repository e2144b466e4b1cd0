// The one-time-code SMS, in the two forms the providers take: full text (sandbox, sms/send)
// and a template with tokens (Kavenegar verify/lookup, whose panel template holds the wording,
// e.g. "کد ورود شما به %token2: %token").
import type { SmsMessage } from './sms.port.ts';

/** The port's logical name for the login-code template; providers map it to their own. */
export const OTP_TEMPLATE = 'otp';

const BRAND = 'سفره';

export interface OtpSmsInput {
  readonly to: string;
  readonly code: string;
  /** The vendor the customer is logging in to; staff and admin logins fall back to the brand. */
  readonly vendorName?: string;
  /**
   * The site's host (e.g. `shandiz.sofre.ir`): adds the WebOTP line `@host #code`, with which
   * Chrome on Android offers the code to that site only.
   */
  readonly domain?: string;
}

/**
 * The code is written in Latin digits although the text is Persian: iOS "security code" and
 * Android's SMS autofill and WebOTP recognise only ASCII digits, and the input the customer
 * types into takes either. The rest of the message stays Persian (spec §9).
 */
export function otpSms(input: OtpSmsInput): SmsMessage {
  const code = latinDigits(input.code);
  if (!/^\d{4,10}$/.test(code)) throw new Error('an OTP code is 4 to 10 digits');
  const vendor = input.vendorName?.trim() || BRAND;
  const lines = [`کد ورود شما به ${vendor}: ${code}`, 'این کد را به کسی ندهید.'];
  if (input.domain) lines.push(`@${input.domain} #${code}`);
  return {
    to: input.to,
    text: lines.join('\n'),
    purpose: 'OTP',
    template: { name: OTP_TEMPLATE, tokens: [code, templateToken(vendor)] },
  };
}

/**
 * Kavenegar refuses a token holding a space, newline, underscore or separator (status 431), and
 * vendor names have spaces: the zero-width non-joiner keeps the words apart on screen.
 */
export function templateToken(text: string): string {
  return text
    .trim()
    .replace(/[\s_,;|-]+/g, '\u200c')
    .slice(0, 30);
}

/** Persian (U+06F0…) and Arabic-Indic (U+0660…) digits to 0-9. */
function latinDigits(text: string): string {
  return text.replace(/[۰-۹٠-٩]/g, (d) => {
    const point = d.charCodeAt(0);
    return String(point >= 0x06f0 ? point - 0x06f0 : point - 0x0660);
  });
}
