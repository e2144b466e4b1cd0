// The numbers behind one-time codes (OWASP ASVS 5, FIELD-NOTES "Identity"), as pure functions
// that the machine's guards and decide's refusals share.
import { z } from 'zod';
import { normalizeDigits } from '../shared/digits.ts';
import { secondsBetween } from './instants.ts';

/** Spec §5 and §9. */
export const OTP_LENGTH = 6;
/** A code lives two minutes: long enough for an SMS to arrive, short for a guesser. */
export const OTP_TTL_SECONDS = 120;
/** A new code (and SMS) at most once a minute per phone and purpose. */
export const OTP_RESEND_COOLDOWN_SECONDS = 60;
/** Wrong tries per code; the fifth wrong one kills it. 5 × 10 codes a day ≈ 1 in 20,000 per day. */
export const OTP_MAX_FAILED_ATTEMPTS = 5;
/** SMS cost money: sends per phone and purpose in a rolling window (FIELD-NOTES). */
export const OTP_DAILY_SEND_LIMIT = 10;
export const OTP_SEND_WINDOW_SECONDS = 24 * 60 * 60;

/** What the user typed, in any digits, as the gateway checks it before hashing. */
export const OtpCodeInput = z
  .string()
  .transform((s) => normalizeDigits(s).replace(/\s/g, ''))
  .pipe(z.string().regex(new RegExp(`^\\d{${OTP_LENGTH}}$`)));

/** Seconds to wait before another code may be sent; 0 when it may be sent now. */
export function resendWaitSeconds(lastIssuedAt: string | undefined, now: string): number {
  if (lastIssuedAt === undefined) return 0;
  const waited = secondsBetween(lastIssuedAt, now);
  return Math.max(0, Math.ceil(OTP_RESEND_COOLDOWN_SECONDS - waited));
}

/** Send times still inside the rolling window that ends at `now`. */
export const sendsInWindow = (sends: readonly string[], now: string): readonly string[] =>
  sends.filter((at) => secondsBetween(at, now) < OTP_SEND_WINDOW_SECONDS);

export const underDailyLimit = (sends: readonly string[], now: string): boolean =>
  sendsInWindow(sends, now).length < OTP_DAILY_SEND_LIMIT;

/**
 * Compares two hashes in time independent of where they differ, so a response time tells an
 * attacker nothing about how close a guess was.
 */
export function sameHash(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    diff |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  }
  return diff === 0;
}
