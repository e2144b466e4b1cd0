// POST /api-identity/identity/auth/adminlogin — the platform admins' own login (spec §6), in two
// steps on the one path routes.txt gives: { phoneNumber } sends a code (the same answer for every
// phone), { userId, otp } checks it and logs in an existing admin. Admins are users of
// PLATFORM_VENDOR_ID, so the route is not tied to a vendor's host, and a customer or staff code
// never logs anyone in as admin.
import { z } from 'zod';
import { OtpCodeInput, PLATFORM_VENDOR_ID } from '@sofre/engine/identity';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { LoggedIn, LoginRequest, LoginResponse } from './auth.contracts.ts';
import type { AuthDeps } from './auth.deps.ts';
import type { AuthRateLimits } from './auth-rate-limit.ts';
import { sendLoginCode, verifyKindLogin } from './kind-login.ts';

const AdminVerifyRequest = z.object({ userId: z.string().min(1).max(200), otp: OtpCodeInput });
export const AdminLoginRequest = z.union([LoginRequest.strict(), AdminVerifyRequest.strict()]);

export function adminLoginRoute(app: ZodApp, deps: AuthDeps, limits: AuthRateLimits) {
  const limit = (request: FastifyRequest, reply: FastifyReply) =>
    'phoneNumber' in (request.body as object)
      ? limits.login(request, reply)
      : limits.verify(request, reply);
  app.post(
    '/api-identity/identity/auth/adminlogin',
    {
      schema: {
        tags: ['identity'],
        summary: 'Admin login: send a code to the phone, then check it',
        body: AdminLoginRequest,
        response: { 200: z.union([LoginResponse, LoggedIn]), ...problemResponses(400, 404, 429) },
      },
      config: { access: 'public', vendorScoped: false },
      preHandler: limit,
    },
    async (request) => {
      const body = request.body;
      if ('phoneNumber' in body) {
        const challenge = { vendorId: PLATFORM_VENDOR_ID, purpose: 'ADMIN' as const };
        return sendLoginCode(deps, { ...challenge, phone: body.phoneNumber });
      }
      return verifyKindLogin(deps, PLATFORM_VENDOR_ID, 'ADMIN', body.userId, body.otp);
    },
  );
}
