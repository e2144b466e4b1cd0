// What a correct one-time code leads to (spec §5: "first and last name are sent only if the user
// is not registered"). The client cannot know in advance whether the phone is registered (the
// login answer is the same for every phone), so it verifies without names first; only after the
// code is proven may the answer say NEEDS_REGISTRATION, and the code is kept for the second
// verify with names (VerifyOtp consume: false).
import { z } from 'zod';
import type { ErrorCode } from '../shared/domain-error.ts';
import type { OtpPurpose } from './identity.enums.ts';
import { PersonName } from './user.events.ts';

export const NewUserNames = z.object({ firstName: PersonName, lastName: PersonName });
export type NewUserNames = z.infer<typeof NewUserNames>;

export interface KnownUser {
  readonly userId: string;
}

export type VerifyOutcome =
  | { readonly kind: 'LOG_IN'; readonly userId: string }
  | { readonly kind: 'REGISTER_AND_LOG_IN'; readonly names: NewUserNames }
  | { readonly kind: 'NEEDS_REGISTRATION' }
  | { readonly kind: 'REFUSED'; readonly code: ErrorCode };

/**
 * Only customers register themselves. Staff, bikers and admins are created by someone else, so
 * for them an unknown phone is USER_NOT_FOUND («کاربری با این شماره ثبت نشده است»).
 */
export function verifyOutcome(
  challengeVerified: boolean,
  existingUser?: KnownUser,
  names?: NewUserNames,
  purpose: OtpPurpose = 'CUSTOMER',
): VerifyOutcome {
  if (!challengeVerified) return { kind: 'REFUSED', code: 'OTP_INVALID' };
  // Names sent for a registered user are ignored: verify never renames anyone.
  if (existingUser) return { kind: 'LOG_IN', userId: existingUser.userId };
  if (purpose !== 'CUSTOMER') return { kind: 'REFUSED', code: 'USER_NOT_FOUND' };
  return names ? { kind: 'REGISTER_AND_LOG_IN', names } : { kind: 'NEEDS_REGISTRATION' };
}

/** Whether the verify should use the code up: not when the answer will be NEEDS_REGISTRATION. */
export const verifyConsumesCode = (
  existingUser?: KnownUser,
  names?: NewUserNames,
  purpose: OtpPurpose = 'CUSTOMER',
): boolean => existingUser !== undefined || names !== undefined || purpose !== 'CUSTOMER';
