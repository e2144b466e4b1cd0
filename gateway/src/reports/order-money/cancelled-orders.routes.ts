// GET /api/reports/cancelledorderstatistics: orders rejected in the period per reason and per
// source (count, amount), from the order-money day ledger; GET /api/reports/cancelledorder/excel:
// the cancelled orders list (cancelled-orders read model) as an Excel file, page by page.
import {
  CancelledOrderStatistics,
  ReportPeriodQuery,
  type CancelledOrderView,
} from '@sofre/engine/contracts';
import { cancelledStatistics, pagesOf } from '@sofre/projections';
import { problemResponses, type ZodApp } from '../../http/zod-app.ts';
import { BearerHeaders } from '../../auth/auth.contracts.ts';
import { ExcelFile, sendReportExcel } from '../excel-reply.ts';
import { periodDays, readReports, vendorOf, type ReportDeps } from '../report-deps.ts';
import { cancelledOrdersSheet } from './order-money.sheets.ts';

const common = { tags: ['reports'], headers: BearerHeaders };
const config = { access: readReports };
const EXCEL_PAGE = 500;

export function cancelledOrdersRoutes(app: ZodApp, deps: ReportDeps) {
  app.get(
    '/api/reports/cancelledorderstatistics',
    {
      schema: {
        ...common,
        summary: 'Orders rejected in the period per reason and per source: counts and amounts',
        querystring: ReportPeriodQuery,
        response: { 200: CancelledOrderStatistics, ...problemResponses(400, 401, 403) },
      },
      config,
    },
    async (request) => {
      const days = periodDays(deps, request.query);
      const ledger = await deps.platform.readSide.orderMoneyDays(vendorOf(request), days);
      return { fromDate: days.fromDay, toDate: days.toDay, ...cancelledStatistics(ledger) };
    },
  );

  app.get(
    '/api/reports/cancelledorder/excel',
    {
      schema: {
        ...common,
        summary: 'The cancelled orders of the period as an Excel file, right to left',
        querystring: ReportPeriodQuery,
        response: { 200: ExcelFile, ...problemResponses(400, 401, 403) },
      },
      config,
    },
    (request, reply) => {
      const vendorId = vendorOf(request);
      const days = periodDays(deps, request.query);
      const pages = pagesOf(async (page): Promise<CancelledOrderView[]> => {
        const { rows } = await deps.platform.readSide.cancelledOrders(vendorId, days, page);
        return rows.map(({ kind: _kind, position: _position, ...view }) => view);
      }, EXCEL_PAGE);
      return sendReportExcel(reply, request, {
        fileName: `cancelled-orders-${days.fromDay}-${days.toDay}`,
        sheet: cancelledOrdersSheet,
        pages,
      });
    },
  );
}
