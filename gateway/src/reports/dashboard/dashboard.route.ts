// GET /api/reports/dashboard: the manager's today at a glance (issue 13) — sales, orders, average
// ticket and tips against the same weekday a week ago, sales by hour, the channel, delivery-type
// and payment-method mix, top items and toppings, and today's rejected orders. A handful of
// read-model rows: today's and a week ago's hour rows, today's item hours, a page of rejections.
// The screen then follows the live topics 'report-sales' and 'report-items' (the same hour rows).
// Like every readReports route, it first waits for the reports' lane (report-deps.ts).
import { DashboardReport } from '@sofre/engine/contracts';
import { DASHBOARD_CANCELLED, dashboardDays, dashboardReport } from '@sofre/projections';
import { problemResponses, type ZodApp } from '../../http/zod-app.ts';
import { BearerHeaders } from '../../auth/auth.contracts.ts';
import { readReports, vendorOf, type ReportDeps } from '../report-deps.ts';

export function dashboardRoutes(app: ZodApp, deps: ReportDeps) {
  app.get(
    '/api/reports/dashboard',
    {
      schema: {
        tags: ['reports'],
        summary: 'Today against the same weekday last week: sales, orders, tips, mix, top items',
        headers: BearerHeaders,
        response: { 200: DashboardReport, ...problemResponses(401, 403) },
      },
      config: { access: readReports },
    },
    async (request) => {
      const vendorId = vendorOf(request);
      const days = dashboardDays(deps.clock());
      const read = deps.platform.readSide;
      const today = { fromDay: days.day, toDay: days.day };
      const weekAgo = { fromDay: days.weekAgoDay, toDay: days.weekAgoDay };
      const page = { pageNumber: 1, pageSize: DASHBOARD_CANCELLED };
      const [hours, weekAgoHours, itemHours, cancelled] = await Promise.all([
        read.salesPeriods(vendorId, 'HOUR', today),
        read.salesPeriods(vendorId, 'HOUR', weekAgo),
        read.itemPeriods(vendorId, 'HOUR', today),
        read.cancelledOrders(vendorId, today, page),
      ]);
      return dashboardReport(days, { hours, weekAgoHours, itemHours, cancelled });
    },
  );
}
