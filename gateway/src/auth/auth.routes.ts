// The login routes (routes.txt, /api-identity/identity/auth/* and /api-identity/bikers/*).
import type { ZodApp } from '../http/zod-app.ts';
import { adminLoginRoute } from './admin-login.route.ts';
import type { AuthDeps } from './auth.deps.ts';
import { bikerLoginRoutes } from './biker-login.route.ts';
import { bikerProfileRoute } from './biker-profile.route.ts';
import { authRateLimits, defaultAuthLimits, type AuthLimits } from './auth-rate-limit.ts';
import { loginRoute } from './login.route.ts';
import { logoutRoute } from './logout.route.ts';
import { meGetRoute } from './me.route.ts';
import { refreshTokenRoute } from './refresh-token.route.ts';
import { mePutRoute } from './update-me.route.ts';
import { verifyRoute } from './verify.route.ts';

export function authRoutes(app: ZodApp, deps: AuthDeps, limits: AuthLimits = defaultAuthLimits) {
  const rateLimits = authRateLimits(app, deps, limits);
  loginRoute(app, deps, rateLimits);
  verifyRoute(app, deps, rateLimits);
  refreshTokenRoute(app, deps);
  logoutRoute(app, deps);
  meGetRoute(app, deps);
  mePutRoute(app, deps);
  adminLoginRoute(app, deps, rateLimits);
  bikerLoginRoutes(app, deps, rateLimits);
  bikerProfileRoute(app, deps);
}
