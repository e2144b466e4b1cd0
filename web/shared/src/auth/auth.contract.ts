// The answers of /api-identity/identity/auth/* as the web apps read them. They mirror
// gateway/src/identity/auth/auth.contracts.ts, which imports node-only code; when those schemas
// move to @sofre/engine/contracts (STYLE §11), import them from there and delete these.
import { z } from 'zod';

export const UserProfile = z.object({
  id: z.string(),
  phoneNumber: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable().optional(),
  kind: z.string(),
});
export type UserProfile = z.infer<typeof UserProfile>;

export const TokenPair = z.object({ token: z.string().min(1), refreshToken: z.string().min(1) });

/** login: the same for every phone; `userId` is an opaque challenge id, not a user id. */
export const LoginAnswer = z.object({
  userId: z.string(),
  phoneNumber: z.string().optional(),
  expiresInSeconds: z.number().int().optional(),
  /** Seconds until another code may be sent (the resend cooldown). */
  resendInSeconds: z.number().int().optional(),
});
export type LoginAnswer = z.infer<typeof LoginAnswer>;

export const LoggedIn = TokenPair.extend({ status: z.literal('LOGGED_IN'), user: UserProfile });
export type LoggedIn = z.infer<typeof LoggedIn>;

/** The code is right, but the phone has no user yet: verify again with first and last name. */
export const NeedsRegistration = z.object({ status: z.literal('NEEDS_REGISTRATION') });

export const VerifyAnswer = z.discriminatedUnion('status', [LoggedIn, NeedsRegistration]);
export type VerifyAnswer = z.infer<typeof VerifyAnswer>;
