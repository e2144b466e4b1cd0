// POST /api-identity/identity/auth/login — sends a six-digit code to the phone. The answer, its
// status and the work done are the same whether the phone has a user or not (no lookup here).
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { LoginRequest, LoginResponse } from './auth.contracts.ts';
import type { AuthDeps } from './auth.deps.ts';
import type { AuthRateLimits } from './auth-rate-limit.ts';
import { sendVendorLoginCode } from './kind-login.ts';

export function loginRoute(app: ZodApp, deps: AuthDeps, limits: AuthRateLimits) {
  app.post(
    '/api-identity/identity/auth/login',
    {
      schema: {
        tags: ['identity'],
        summary: 'Send a one-time login code by SMS',
        body: LoginRequest,
        response: { 200: LoginResponse, ...problemResponses(400, 404, 429) },
      },
      config: { access: 'public' },
      preHandler: limits.login,
    },
    async (request) => sendVendorLoginCode(deps, request, 'CUSTOMER', request.body.phoneNumber),
  );
}
