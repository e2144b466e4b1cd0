// /api/reports/*: sales per hour and per day (orderstatistics), items most sold per day and per
// hour (mostsailed), and the cancelled orders list (issue 13). Periods: FromDate..ToDate (Jalali or
// Gregorian days) or Range (TODAY, YESTERDAY, LAST_7_DAY, LAST_30_DAY, CURRENT_MONTH); only the
// request's vendor's rows are read.
import {
  CancelledOrdersPage,
  CancelledOrdersQuery,
  MostSoldReport,
  OrderStatisticsReport,
  ReportPeriodQuery,
} from '@sofre/engine/contracts';
import { itemsReport, salesReport } from '@sofre/projections';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { BearerHeaders } from '../auth/auth.contracts.ts';
import {
  periodDays,
  readReports,
  reportsReadTheirWrites,
  vendorOf,
  type ReportDeps,
} from './report-deps.ts';
import { syncOrdersRoutes } from './sync-orders.routes.ts';
import { operationsReportRoutes } from './operations/operations.routes.ts';
import { orderMoneyRoutes } from './order-money/order-money.routes.ts';
import { moneyOutRoutes } from './settlements/money-out.routes.ts';
import { dashboardRoutes } from './dashboard/dashboard.route.ts';

const GRAINS = [
  { path: 'perhour', kind: 'HOUR', name: 'hour' },
  { path: 'daily', kind: 'DAY', name: 'day' },
] as const;

const common = { tags: ['reports'], headers: BearerHeaders };
const config = { access: readReports };

export function reportRoutes(app: ZodApp, deps: ReportDeps) {
  reportsReadTheirWrites(app, deps);
  syncOrdersRoutes(app, deps);
  operationsReportRoutes(app, deps);
  orderMoneyRoutes(app, deps);
  moneyOutRoutes(app, deps);
  dashboardRoutes(app, deps);

  for (const { path, kind, name } of GRAINS) {
    app.get(
      `/api/reports/orderstatistics/${path}`,
      {
        schema: {
          ...common,
          summary: `Sales per Tehran ${name}: orders, sale, tip, fees, tax; by source, delivery, payment`,
          querystring: ReportPeriodQuery,
          response: { 200: OrderStatisticsReport, ...problemResponses(400, 401, 403) },
        },
        config,
      },
      async (request) => {
        const days = periodDays(deps, request.query);
        const rows = await deps.platform.readSide.salesPeriods(vendorOf(request), kind, days);
        return { fromDate: days.fromDay, toDate: days.toDay, ...salesReport(rows) };
      },
    );

    app.get(
      `/api/reports/mostsailed/${path === 'perhour' ? 'hourly' : 'daily'}`,
      {
        schema: {
          ...common,
          summary: `Items and toppings most sold, per Tehran ${name} and over the period`,
          querystring: ReportPeriodQuery,
          response: { 200: MostSoldReport, ...problemResponses(400, 401, 403) },
        },
        config,
      },
      async (request) => {
        const days = periodDays(deps, request.query);
        const rows = await deps.platform.readSide.itemPeriods(vendorOf(request), kind, days);
        return { fromDate: days.fromDay, toDate: days.toDay, ...itemsReport(rows) };
      },
    );
  }

  app.get(
    '/api/reports/cancelledorder',
    {
      schema: {
        ...common,
        summary: 'Orders rejected in the period: reason, who, when, amount, source (paged)',
        querystring: CancelledOrdersQuery,
        response: { 200: CancelledOrdersPage, ...problemResponses(400, 401, 403) },
      },
      config,
    },
    async (request) => {
      const { PageNumber: pageNumber, PageSize: pageSize } = request.query;
      const days = periodDays(deps, request.query);
      const page = { pageNumber, pageSize };
      const { rows, total } = await deps.platform.readSide.cancelledOrders(
        vendorOf(request),
        days,
        page,
      );
      const data = rows.map(({ kind: _kind, position: _position, ...view }) => view);
      return { data, pageNumber, pageSize, totalCount: total };
    },
  );
}
