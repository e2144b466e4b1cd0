// Rate limits on login and verify (@fastify/rate-limit, in memory per gateway): per client IP and
// per phone, so neither many phones from one address nor many addresses at one phone get far.
// The durable limits live in the OTP stream itself (resend cooldown, daily sends, 5 tries a code).
import type { FastifyRequest } from 'fastify';
import type { ZodApp } from '../http/zod-app.ts';
import { GatewayProblem } from '../http/problem.ts';
import type { AuthDeps } from './auth.deps.ts';
import { openChallenge } from './auth-crypto.ts';

export interface AuthLimits {
  /** Requests per window, per key. */
  readonly loginPerIp: number;
  readonly loginPerPhone: number;
  readonly verifyPerIp: number;
  readonly verifyPerPhone: number;
  readonly windowMs: number;
}

export const defaultAuthLimits: AuthLimits = {
  loginPerIp: 30,
  loginPerPhone: 5,
  verifyPerIp: 60,
  verifyPerPhone: 10,
  windowMs: 10 * 60_000,
};

type KeyOf = (request: FastifyRequest) => string;

function limiter(app: ZodApp, name: string, max: number, windowMs: number, keyOf: KeyOf) {
  const limit = app.createRateLimit({
    max,
    timeWindow: windowMs,
    keyGenerator: (request) => `${name}:${keyOf(request)}`,
  });
  return limit;
}

/** A preHandler running every limiter; the first one exceeded answers 429 RATE_LIMITED. */
function hookOf(limiters: ReturnType<typeof limiter>[]) {
  return async (request: FastifyRequest, reply: { header: (k: string, v: string) => unknown }) => {
    for (const limit of limiters) {
      const result = await limit(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', String(result.ttlInSeconds));
        throw new GatewayProblem(429, 'RATE_LIMITED');
      }
    }
  };
}

const ipOf: KeyOf = (request) => request.ip;

export function authRateLimits(app: ZodApp, deps: AuthDeps, limits: AuthLimits) {
  const { windowMs } = limits;
  const phoneOfLogin: KeyOf = (request) =>
    (request.body as { phoneNumber?: string } | undefined)?.phoneNumber ?? 'none';
  const challengeKey = deps.crypto.keyFor('challenge');
  const phoneOfVerify: KeyOf = (request) => {
    const sealed = (request.body as { userId?: string } | undefined)?.userId ?? '';
    return openChallenge(challengeKey, sealed)?.phone ?? 'unknown';
  };
  return {
    login: hookOf([
      limiter(app, 'login-ip', limits.loginPerIp, windowMs, ipOf),
      limiter(app, 'login-phone', limits.loginPerPhone, windowMs, phoneOfLogin),
    ]),
    verify: hookOf([
      limiter(app, 'verify-ip', limits.verifyPerIp, windowMs, ipOf),
      limiter(app, 'verify-phone', limits.verifyPerPhone, windowMs, phoneOfVerify),
    ]),
  };
}
export type AuthRateLimits = ReturnType<typeof authRateLimits>;
