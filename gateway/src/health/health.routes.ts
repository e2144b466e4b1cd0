// Health (ARCHITECTURE decision 12); spec/routes.txt names no health route, so:
// - GET /health/live — the process answers: 200 { status: 'up' }. Checks nothing else, so an
//   orchestrator restarts only a gateway that is truly stuck, not one waiting for its database.
// - GET /health/ready — 200 { status: 'ready' } when the event store and the read models answer;
//   else 503 problem+json NOT_READY, `detail` saying why. A read model that lags does not make a
//   gateway unready (health.report.ts STALE_AFTER_SECONDS says why): the report and the back
//   office's banner say so instead. Both public and of no vendor: orchestrators have no token.
// - GET /api/health — the report: each read model's lag in events and seconds. Staff of any role
//   (the back office warns them when screens fall behind); not public, as its counts are the
//   whole platform's traffic, though it names no vendor.
import { allPermissions } from '@sofre/engine/staff';
import { HealthReport, Liveness, Readiness } from '@sofre/engine/contracts';
import { staff } from '../http/access.ts';
import { problem, sendProblem } from '../http/problem.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import type { Platform } from '../platform/platform.port.ts';
import { healthReporter } from './health.report.ts';

/** Shown by whoever reads the 503 (gateway/src/messages.ts is another team's file for now). */
const NOT_READY_MESSAGE = 'سامانه موقتاً آمادهٔ پاسخ‌گویی نیست؛ چند لحظه بعد دوباره تلاش کنید.';

export function healthRoutes(app: ZodApp, platform: Platform) {
  const report = healthReporter(platform, app.log);
  const probe = { access: 'public', vendorScoped: false } as const;

  app.get(
    '/health/live',
    {
      schema: { tags: ['health'], summary: 'Liveness', response: { 200: Liveness } },
      config: probe,
    },
    async () => ({ status: 'up' as const }),
  );

  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: the event store and the read models answer',
        response: { 200: Readiness, ...problemResponses(503) },
      },
      config: probe,
    },
    async (request, reply) => {
      const { ready, problems } = await report();
      if (ready) return { status: 'ready' as const };
      const body = problem({
        status: 503,
        code: 'NOT_READY',
        message: NOT_READY_MESSAGE,
        detail: problems.join('; '),
        instance: request.url,
      });
      return sendProblem(reply, body);
    },
  );

  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Health report: stores, readiness and each read model’s lag',
        response: { 200: HealthReport, ...problemResponses(401, 403) },
      },
      config: { access: staff(...allPermissions) },
    },
    () => report(),
  );
}
