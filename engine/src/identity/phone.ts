// Iranian mobile numbers, as people type them: Persian or Arabic digits, spaces and dashes,
// +98 / 0098 / 98 / 0 prefixes or none. Everything is stored and compared as 09XXXXXXXXX, so one
// phone is one OTP stream, one user and one customer whatever way it was written.
import { z } from 'zod';
import { normalizeDigits } from '../shared/digits.ts';
import { DomainError, errorMessages } from '../shared/domain-error.ts';

/** The stored form: 0, then 9, then nine digits. Operator prefixes (091x, 093x, 099x…) are not
 *  listed on purpose: operators add new ones, and the SMS provider refuses a dead number anyway. */
export const PhoneNumber = z.string().regex(/^09\d{9}$/, 'not a normalised Iranian mobile number');
export type PhoneNumber = z.infer<typeof PhoneNumber>;

// Spaces (incl. non-breaking), dashes, dots, brackets and the bidi marks a copy from an RTL text
// brings along (LRM, RLM, ZWNJ, ZWJ, embeddings).
const SEPARATORS = /[\s\-\u2010-\u2015.()\u200c-\u200f\u202a-\u202e\u2066-\u2069]/g;
// Country code in any of its written forms, an optional trunk 0 (people write +98 0912…),
// then the ten national digits starting with 9.
const MOBILE = /^(?:\+98|0098|98)?0?(9\d{9})$/;

/** '+۹۸ ۹۱۲-۳۴۵-۶۷۸۹' → '09123456789'; undefined for anything that is not an Iranian mobile. */
export function normalizePhone(input: string): PhoneNumber | undefined {
  const compact = normalizeDigits(input).replace(SEPARATORS, '');
  const match = MOBILE.exec(compact);
  return match ? `0${match[1]}` : undefined;
}

/** normalizePhone, refusing with INVALID_PHONE_NUMBER and a field error on `field`. */
export function parsePhone(input: string, field = 'phoneNumber'): PhoneNumber {
  const phone = normalizePhone(input);
  if (phone !== undefined) return phone;
  throw new DomainError('INVALID_PHONE_NUMBER', [
    { field, code: 'INVALID_PHONE_NUMBER', message: errorMessages.INVALID_PHONE_NUMBER },
  ]);
}

/** For request and command schemas: accepts any written form, outputs 09XXXXXXXXX. */
export const PhoneInput = z.string().transform((value, ctx) => {
  const phone = normalizePhone(value);
  if (phone === undefined) {
    ctx.addIssue({ code: 'custom', message: errorMessages.INVALID_PHONE_NUMBER });
    return z.NEVER;
  }
  return phone;
});
