// Sending and checking a one-time code, shared by every login kind: the code is made here, only
// its keyed hash goes to the OTP stream, and the SMS goes through the port.
import { otpAggregate, otpVerification } from '@sofre/engine/identity';
import { otpSms } from '../sms/otp-message.ts';
import { anonymous, type AuthDeps } from './auth.deps.ts';
import { newOtpCode, otpHashInput, sealChallenge, type Challenge } from './auth-crypto.ts';

/** Issues a new code (the domain refuses a resend too soon or past the daily cap) and sends it. */
export async function sendCode(
  deps: AuthDeps,
  challenge: Challenge,
  sms: { vendorName?: string; domain?: string } = {},
): Promise<string> {
  const code = newOtpCode();
  const { phone, purpose } = challenge;
  const codeHash = deps.crypto.hash('otp', otpHashInput(challenge, code));
  await deps.runner.run(
    { vendorId: challenge.vendorId, actor: anonymous },
    otpAggregate,
    { type: 'IssueOtp', data: { phone, purpose, codeHash } },
    { wait: false },
  );
  await deps.sms.send(otpSms({ to: phone, code, ...sms }));
  return sealChallenge(deps.crypto.keyFor('challenge'), challenge);
}

/**
 * Checks what the user typed. A wrong code is stored (it counts) and then refused; with
 * consume false a right code stays alive for the verify that brings the names.
 */
export async function checkCode(
  deps: AuthDeps,
  challenge: Challenge,
  code: string,
  consume: boolean,
): Promise<void> {
  const { phone, purpose } = challenge;
  const codeHash = deps.crypto.hash('otp', otpHashInput(challenge, code));
  const result = await deps.runner.run(
    { vendorId: challenge.vendorId, actor: anonymous },
    otpAggregate,
    { type: 'VerifyOtp', data: { phone, purpose, codeHash, consume } },
    { wait: false },
  );
  otpVerification(result.events);
}
