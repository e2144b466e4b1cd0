// What every report route shares: who may read reports (spec §6: a report permission), the
// request's vendor, and the days a request asks for, counted on the gateway's clock.
import { reportDays, type ReportDays } from '@sofre/projections';
import type { ReportPeriodQuery } from '@sofre/engine/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { staff } from '../http/access.ts';
import { PathNotFound } from '../http/problem.ts';
import { contextOf } from '../http/request-context.ts';
import type { Platform } from '../platform/platform.port.ts';

export interface ReportDeps {
  readonly platform: Platform;
  readonly clock: () => Date;
}

export const readReports = staff('reports.view');

/** How long a report waits for its read models to show what the screens show before it answers. */
const CATCH_UP_MS = 5_000;

/**
 * Every route whose access is readReports is a report: before it reads, the report lane catches
 * up with the screens' (projection-lanes.ts), so an order the cashier just saw is in the numbers.
 * Registered before the report routes (fastify adds hooks to routes as they are declared).
 */
export function reportsReadTheirWrites(app: FastifyInstance, deps: ReportDeps): void {
  app.addHook('onRoute', (route) => {
    const config = route.config as { access?: unknown } | undefined;
    if (config?.access !== readReports) return;
    const own = route.preHandler;
    const earlier = own === undefined ? [] : Array.isArray(own) ? own : [own];
    route.preHandler = [
      async (request) => {
        if (!(await deps.platform.readSide.reportsCaughtUp(CATCH_UP_MS)))
          request.log.warn('report read models still behind: answering with what they hold');
      },
      ...earlier,
    ];
  });
}

export const vendorOf = (request: FastifyRequest): string => contextOf(request).vendor.id;

/** The vendor a path names must be the request's own: any other is not found (tenancy). */
export function ownVendor(request: FastifyRequest, vendorId: string): string {
  const own = vendorOf(request);
  if (vendorId !== own) throw new PathNotFound('VENDOR_NOT_FOUND');
  return own;
}

/** FromDate..ToDate, or the named Range, or today. */
export const periodDays = (deps: ReportDeps, query: ReportPeriodQuery): ReportDays =>
  reportDays({ from: query.FromDate, to: query.ToDate, range: query.Range }, deps.clock());
