// What happened to the one-time codes of one phone and purpose. Codes are kept only as keyed
// hashes (HMAC with a server secret: a plain SHA-256 of six digits is reversed by trying all 10⁶),
// and every time is in the data, because evolve sees the data and not the metadata.
import { z } from 'zod';
import { defineEvent, eventCodec, type EventOf } from '../shared/event-definitions.ts';
import { OtpPurpose, SecretHash } from './identity.enums.ts';
import { PhoneNumber } from './phone.ts';

const challenge = { phone: PhoneNumber, purpose: OtpPurpose };
const instant = z.iso.datetime();

/** A new code was sent; any earlier code of this stream is dead from now on. */
export const OtpIssued = defineEvent(
  'OtpIssued',
  z.object({ ...challenge, codeHash: SecretHash, issuedAt: instant, expiresAt: instant }),
);

/** A wrong code was typed. attemptsLeft 0 means the code is dead. */
export const OtpVerificationFailed = defineEvent(
  'OtpVerificationFailed',
  z.object({
    ...challenge,
    failedAttempts: z.number().int().positive(),
    attemptsLeft: z.number().int().nonnegative(),
    failedAt: instant,
  }),
);

/** The right code was typed in time; it is used up. */
export const OtpVerified = defineEvent(
  'OtpVerified',
  z.object({ ...challenge, verifiedAt: instant }),
);

export const otpEvents = [OtpIssued, OtpVerificationFailed, OtpVerified] as const;
export const otpEventCodec = eventCodec(otpEvents);
export type OtpEvent = EventOf<(typeof otpEvents)[number]>;

/**
 * One stream per vendor, purpose and phone: the cooldown, the daily cap and the attempt count
 * are all per stream. The vendor is the tenant of the login (the site's or back office's domain).
 */
export const otpStreamName = (vendorId: string, purpose: OtpPurpose, phone: string): string =>
  `otp-${vendorId}-${purpose}-${phone}`;
