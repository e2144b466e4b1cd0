// The login of the user kinds nobody registers themselves (spec §6): admins (adminlogin) and
// bikers (bikers/login, bikers/verify). The same code path as the customer login — sendCode,
// checkCode, startSession — and the same answers, so a phone's kind is not given away at login.
import type { FastifyRequest } from 'fastify';
import { DomainError } from '@sofre/engine';
import {
  OTP_RESEND_COOLDOWN_SECONDS,
  OTP_TTL_SECONDS,
  verifyOutcome,
  type OtpPurpose,
} from '@sofre/engine/identity';
import { contextOf } from '../http/request-context.ts';
import { vendorDomainOf } from '../http/vendor-domain.ts';
import type { AuthDeps } from './auth.deps.ts';
import { openChallenge, type Challenge } from './auth-crypto.ts';
import { checkCode, sendCode } from './otp-challenge.ts';
import { startSession } from './session.ts';
import { profileOf } from './verify.route.ts';

/** The login answer: the same for every phone (auth.contracts LoginResponse). */
export async function sendLoginCode(
  deps: AuthDeps,
  challenge: Challenge,
  sms: { vendorName?: string; domain?: string } = {},
) {
  const userId = await sendCode(deps, challenge, sms);
  return {
    userId,
    isRegistered: true as const,
    phoneNumber: challenge.phone,
    expiresInSeconds: OTP_TTL_SECONDS,
    resendInSeconds: OTP_RESEND_COOLDOWN_SECONDS,
  };
}

/** The login answer for a phone at the request's vendor, the SMS naming the vendor and its host. */
export const sendVendorLoginCode = (
  deps: AuthDeps,
  request: FastifyRequest,
  purpose: Challenge['purpose'],
  phone: string,
) => {
  const { vendor } = contextOf(request);
  const sms = { vendorName: vendor.name, domain: vendorDomainOf(request.headers) };
  return sendLoginCode(deps, { vendorId: vendor.id, purpose, phone }, sms);
};

/**
 * Checks the code of a challenge sent for `purpose` at `vendorId`, then logs in the user of that
 * phone if they are of that kind; anyone else is USER_NOT_FOUND once the code is proven.
 */
export async function verifyKindLogin(
  deps: AuthDeps,
  vendorId: string,
  purpose: Exclude<OtpPurpose, 'CUSTOMER'>,
  sealed: string,
  otp: string,
) {
  const challenge = openChallenge(deps.crypto.keyFor('challenge'), sealed);
  // A challenge of another vendor or login kind is answered like a wrong code.
  if (!challenge || challenge.vendorId !== vendorId || challenge.purpose !== purpose)
    throw new DomainError('OTP_INVALID');
  const found = await deps.platform.readSide.userByPhone(vendorId, challenge.phone);
  const user = found?.kind === purpose ? found : undefined;
  await checkCode(deps, challenge, otp, true);
  const outcome = verifyOutcome(true, user && { userId: user.id }, undefined, purpose);
  if (outcome.kind !== 'LOG_IN' || !user) {
    throw new DomainError(outcome.kind === 'REFUSED' ? outcome.code : 'USER_NOT_FOUND');
  }
  return startSession(deps, vendorId, profileOf(user));
}
