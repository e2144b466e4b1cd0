// One-time code commands and events for tests.
import { addSeconds } from './instants.ts';
import { CODE, PHONE, T0 } from './identity.test-fixtures.ts';
import type { IssueOtp, VerifyOtp } from './otp.commands.ts';
import { OtpIssued, OtpVerificationFailed, OtpVerified } from './otp.events.ts';
import { OTP_MAX_FAILED_ATTEMPTS, OTP_TTL_SECONDS } from './otp.rules.ts';
import { metadataAt } from './identity.test-fixtures.ts';

const challenge = { phone: PHONE, purpose: 'CUSTOMER' } as const;

export const issueOtp = (now = T0, codeHash = CODE): IssueOtp => ({
  type: 'IssueOtp',
  data: { ...challenge, codeHash },
  metadata: metadataAt(now),
});

export const verifyOtp = (now: string, codeHash = CODE, consume = true): VerifyOtp => ({
  type: 'VerifyOtp',
  data: { ...challenge, codeHash, consume },
  metadata: metadataAt(now),
});

export const otpIssued = (issuedAt = T0, codeHash = CODE) =>
  OtpIssued({
    ...challenge,
    codeHash,
    issuedAt,
    expiresAt: addSeconds(issuedAt, OTP_TTL_SECONDS),
  });

export const otpFailed = (failedAttempts: number, failedAt = T0) =>
  OtpVerificationFailed({
    ...challenge,
    failedAttempts,
    attemptsLeft: OTP_MAX_FAILED_ATTEMPTS - failedAttempts,
    failedAt,
  });

export const otpVerified = (verifiedAt: string) => OtpVerified({ ...challenge, verifiedAt });
