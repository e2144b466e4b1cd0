// The hourly report (spec §7 "Hourly report"): GET /SyncOrders/OrderReport/{vendorId} sums the
// sales of Tehran days from..to within the hours fromHour..toHour of each day; ItemsReport pages
// the items and toppings sold in the same hours, most sold first. Whole days are read from day
// rows; an hour filter reads hour rows.
import {
  HourlyItemsPage,
  HourlyItemsQuery,
  HourlyReportQuery,
  HourlyReportSummary,
} from '@sofre/engine/contracts';
import { hourOfDay, itemsOver, salesReport, type ReportDays } from '@sofre/projections';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { BearerHeaders } from '../auth/auth.contracts.ts';
import { ownVendor, readReports, type ReportDeps } from './report-deps.ts';

type Query = z.output<typeof HourlyReportQuery>;
const VendorPath = z.object({ vendorId: z.string().min(1) });

/** The days asked for, and which rows to read: days unless only some hours are wanted. */
function selection(query: Query) {
  const days: ReportDays =
    query.to === undefined || query.from <= query.to
      ? { fromDay: query.from, toDay: query.to ?? query.from }
      : { fromDay: query.to, toDay: query.from };
  const fromHour = query.fromHour ?? 0;
  const toHour = query.toHour ?? 23;
  const wholeDays = fromHour === 0 && toHour === 23;
  const keep = (period: string) =>
    wholeDays || (hourOfDay(period) >= fromHour && hourOfDay(period) <= toHour);
  return { days, kind: wholeDays ? ('DAY' as const) : ('HOUR' as const), keep };
}

async function salesOf(deps: ReportDeps, request: FastifyRequest, vendorId: string, query: Query) {
  const { days, kind, keep } = selection(query);
  const rows = await deps.platform.readSide.salesPeriods(ownVendor(request, vendorId), kind, days);
  return salesReport(rows.filter((r) => keep(r.period))).summary;
}

export function syncOrdersRoutes(app: ZodApp, deps: ReportDeps) {
  app.get(
    '/SyncOrders/OrderReport/:vendorId',
    {
      schema: {
        tags: ['reports'],
        summary: 'Hourly report: orders, tips and sales of days from..to, hours fromHour..toHour',
        headers: BearerHeaders,
        params: VendorPath,
        querystring: HourlyReportQuery,
        response: { 200: HourlyReportSummary, ...problemResponses(400, 401, 403, 404) },
      },
      config: { access: readReports },
    },
    async (request) => {
      const totals = await salesOf(deps, request, request.params.vendorId, request.query);
      return {
        orderCount: totals.orderCount,
        totalTip: totals.totalTip,
        totalSale: totals.totalSale,
      };
    },
  );

  app.get(
    '/SyncOrders/ItemsReport/:vendorId',
    {
      schema: {
        tags: ['reports'],
        summary: 'Hourly report detail: items and toppings sold in the same hours (paged)',
        headers: BearerHeaders,
        params: VendorPath,
        querystring: HourlyItemsQuery,
        response: { 200: HourlyItemsPage, ...problemResponses(400, 401, 403, 404) },
      },
      config: { access: readReports },
    },
    async (request) => {
      const { pageNumber, pageSize } = request.query;
      const { days, kind, keep } = selection(request.query);
      const vendorId = ownVendor(request, request.params.vendorId);
      const rows = await deps.platform.readSide.itemPeriods(vendorId, kind, days);
      const items = itemsOver(rows.filter((r) => keep(r.period)));
      const start = (pageNumber - 1) * pageSize;
      return {
        data: items.slice(start, start + pageSize),
        pageNumber,
        pageSize,
        totalCount: items.length,
      };
    },
  );
}
