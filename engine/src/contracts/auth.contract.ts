// Request and response shapes of /api-identity/identity/auth/* (spec §3 Otp state, §5, §7): the
// gateway validates with them and the web apps read with them (STYLE §11: shared, not copied).
import { z } from 'zod';
import { UserKind } from '../identity/identity.enums.ts';
import { OtpCodeInput } from '../identity/otp.rules.ts';
import { PhoneInput } from '../identity/phone.ts';

export const LoginRequest = z.object({ phoneNumber: PhoneInput });

/**
 * The same for every phone (no enumeration, OWASP). `userId` is the sealed challenge, not a user
 * id. `isRegistered` is always true: it tells the client to verify WITHOUT names first; whether
 * the phone has a user is said only after the code is proven (verify → NEEDS_REGISTRATION).
 */
export const LoginResponse = z.object({
  userId: z.string(),
  isRegistered: z.literal(true),
  phoneNumber: z.string(),
  expiresInSeconds: z.number().int(),
  /** Seconds until another code may be sent (the resend cooldown). */
  resendInSeconds: z.number().int(),
});
export type LoginResponse = z.infer<typeof LoginResponse>;

export const VerifyRequest = z.object({
  userId: z.string().min(1).max(200),
  otp: OtpCodeInput,
  firstName: z.string().max(200).optional(),
  lastName: z.string().max(200).optional(),
});

export const UserProfile = z.object({
  id: z.string(),
  phoneNumber: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  kind: UserKind,
});
export type UserProfile = z.infer<typeof UserProfile>;

export const TokenPair = z.object({ token: z.string().min(1), refreshToken: z.string().min(1) });

export const LoggedIn = TokenPair.extend({
  status: z.literal('LOGGED_IN'),
  user: UserProfile,
  expiresInSeconds: z.number().int(),
});
export type LoggedIn = z.infer<typeof LoggedIn>;

/** The code is right and kept alive: send it again with firstName and lastName. */
export const NeedsRegistration = z.object({ status: z.literal('NEEDS_REGISTRATION') });

export const VerifyResponse = z.discriminatedUnion('status', [LoggedIn, NeedsRegistration]);
export type VerifyResponse = z.infer<typeof VerifyResponse>;

export const RefreshRequest = z.object({ refreshToken: z.string().min(1).max(200) });
export const RefreshResponse = TokenPair.extend({ expiresInSeconds: z.number().int() });

export const BearerHeaders = z.looseObject({ authorization: z.string().optional() });
