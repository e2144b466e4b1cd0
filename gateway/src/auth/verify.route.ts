// POST /api-identity/identity/auth/verify — the code, then (spec §5) names only for a phone with
// no user. Without names such a phone gets NEEDS_REGISTRATION and the code stays alive for the
// second verify; that is the first moment the client learns the phone is new (no enumeration).
import { randomUUID } from 'node:crypto';
import { DomainError } from '@sofre/engine';
import {
  NewUserNames,
  userAggregate,
  verifyConsumesCode,
  verifyOutcome,
  type OtpPurpose,
} from '@sofre/engine/identity';
import type { UserView } from '@sofre/projections';
import { actorOf } from '../http/access-claims.ts';
import { contextOf } from '../http/request-context.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { VerifyRequest, VerifyResponse, type UserProfile } from './auth.contracts.ts';
import type { AuthDeps } from './auth.deps.ts';
import type { AuthRateLimits } from './auth-rate-limit.ts';
import { openChallenge } from './auth-crypto.ts';
import { checkCode } from './otp-challenge.ts';
import { startSession } from './session.ts';

export const profileOf = (user: UserView): UserProfile => ({
  id: user.id,
  phoneNumber: user.phoneNumber,
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  kind: user.kind,
});

const namesOf = (firstName?: string, lastName?: string) =>
  firstName === undefined && lastName === undefined
    ? undefined
    : NewUserNames.parse({ firstName: firstName ?? '', lastName: lastName ?? '' });

async function register(deps: AuthDeps, vendorId: string, phone: string, names: NewUserNames) {
  const userId = randomUUID();
  // The run waits for the read models: the next login finds the phone through the users one.
  await deps.runner.run({ vendorId, actor: actorOf(userId, 'CUSTOMER') }, userAggregate, {
    type: 'RegisterUser',
    data: { userId, phone, ...names, kind: 'CUSTOMER' },
  });
  const profile: UserProfile = {
    id: userId,
    phoneNumber: phone,
    ...names,
    email: null,
    kind: 'CUSTOMER',
  };
  return profile;
}

export function verifyRoute(app: ZodApp, deps: AuthDeps, limits: AuthRateLimits) {
  const purpose: OtpPurpose = 'CUSTOMER';
  app.post(
    '/api-identity/identity/auth/verify',
    {
      schema: {
        tags: ['identity'],
        summary: 'Check the code; log in, or register with names (spec §5)',
        body: VerifyRequest,
        response: { 200: VerifyResponse, ...problemResponses(400, 404, 429) },
      },
      config: { access: 'public' },
      preHandler: limits.verify,
    },
    async (request) => {
      const { vendor } = contextOf(request);
      const { userId: sealed, otp, firstName, lastName } = request.body;
      const challenge = openChallenge(deps.crypto.keyFor('challenge'), sealed);
      // A challenge of another vendor or login kind is answered like a wrong code.
      if (!challenge || challenge.vendorId !== vendor.id || challenge.purpose !== purpose)
        throw new DomainError('OTP_INVALID');
      const names = namesOf(firstName, lastName);
      const user = await deps.platform.readSide.userByPhone(vendor.id, challenge.phone);
      const known = user && { userId: user.id };
      await checkCode(deps, challenge, otp, verifyConsumesCode(known, names, purpose));
      const outcome = verifyOutcome(true, known, names, purpose);
      switch (outcome.kind) {
        case 'NEEDS_REGISTRATION':
          return { status: 'NEEDS_REGISTRATION' as const };
        case 'REFUSED':
          throw new DomainError(outcome.code);
        case 'LOG_IN':
          return startSession(deps, vendor.id, profileOf(user!));
        case 'REGISTER_AND_LOG_IN': {
          const profile = await register(deps, vendor.id, challenge.phone, outcome.names);
          return startSession(deps, vendor.id, profile);
        }
      }
    },
  );
}
