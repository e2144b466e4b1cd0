// POST /api-identity/bikers/login and /api-identity/bikers/verify — the vendor's own-fleet couriers
// log in at the vendor's host (spec §6). Only an existing biker of the vendor gets in; the login
// answer is the same for every phone.
import { z } from 'zod';
import { OtpCodeInput } from '@sofre/engine/identity';
import { contextOf } from '../http/request-context.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { LoggedIn, LoginRequest, LoginResponse } from './auth.contracts.ts';
import type { AuthDeps } from './auth.deps.ts';
import type { AuthRateLimits } from './auth-rate-limit.ts';
import { sendVendorLoginCode, verifyKindLogin } from './kind-login.ts';

export const BikerVerifyRequest = z.object({
  userId: z.string().min(1).max(200),
  otp: OtpCodeInput,
});

export function bikerLoginRoutes(app: ZodApp, deps: AuthDeps, limits: AuthRateLimits) {
  app.post(
    '/api-identity/bikers/login',
    {
      schema: {
        tags: ['identity'],
        summary: 'Biker login: send a one-time code',
        body: LoginRequest,
        response: { 200: LoginResponse, ...problemResponses(400, 404, 429) },
      },
      config: { access: 'public' },
      preHandler: limits.login,
    },
    async (request) => sendVendorLoginCode(deps, request, 'BIKER', request.body.phoneNumber),
  );
  app.post(
    '/api-identity/bikers/verify',
    {
      schema: {
        tags: ['identity'],
        summary: 'Biker login: check the code',
        body: BikerVerifyRequest,
        response: { 200: LoggedIn, ...problemResponses(400, 404, 429) },
      },
      config: { access: 'public' },
      preHandler: limits.verify,
    },
    async (request) => {
      const { vendor } = contextOf(request);
      const { userId, otp } = request.body;
      return verifyKindLogin(deps, vendor.id, 'BIKER', userId, otp);
    },
  );
}
