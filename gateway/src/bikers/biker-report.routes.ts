// The bikers' reports (issue 14), from per-biker Tehran-day aggregates (projections biker-days),
// over FromDate..ToDate or a Range, optionally one BikerId:
// - GET /api/bikers/bikerreport: each biker's trips, deliveries, cancels, delivery costs, minutes;
// - GET /api/bikers/pagingreport: the biker days, newest first, a page at a time;
// - GET /api/bikers/pagingreport/excel: every biker day as a right-to-left sheet.
// They are reports: readReports access, so the report lane catches up before they read.
import {
  BikerDayPage,
  BikerPagingQuery,
  BikerReport,
  BikerReportQuery,
  type BikerDayRow,
} from '@sofre/engine/contracts';
import type { ReportDays, ReportSheet } from '@sofre/projections';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { BearerHeaders } from '../auth/auth.contracts.ts';
import { ExcelFile, sendReportExcel } from '../reports/excel-reply.ts';
import { periodDays, readReports, vendorOf } from '../reports/report-deps.ts';
import type { BikerDeps } from './biker-deps.ts';

/** Rows of the Excel file read per page: the file streams while later pages are read. */
const EXCEL_PAGE = 500;

export const bikerDaysSheet: ReportSheet<BikerDayRow> = {
  name: 'گزارش پیک‌ها',
  columns: [
    { header: 'تاریخ', kind: 'day', value: (r) => r.day },
    { header: 'پیک', kind: 'text', value: (r) => r.name },
    { header: 'تلفن', kind: 'text', value: (r) => r.phoneNumber },
    { header: 'سفرها', kind: 'count', value: (r) => r.trips },
    { header: 'تحویل‌شده', kind: 'count', value: (r) => r.delivered },
    { header: 'لغوشده', kind: 'count', value: (r) => r.cancelled },
    { header: 'هزینهٔ ارسال', kind: 'money', value: (r) => r.deliveryFees },
    { header: 'دقیقه در سفر', kind: 'count', value: (r) => r.minutes },
    { header: 'میانگین دقیقه', kind: 'count', value: (r) => r.averageMinutes, total: false },
  ],
};

const common = { tags: ['bikers'], headers: BearerHeaders };
const config = { access: readReports };

export function bikerReportRoutes(app: ZodApp, deps: BikerDeps) {
  const { readSide } = deps.platform;
  async function* allDays(vendorId: string, days: ReportDays, bikerId: string | undefined) {
    for (let pageNumber = 1; ; pageNumber++) {
      const page = await readSide.bikerDayPage(vendorId, days, {
        bikerId,
        pageNumber,
        pageSize: EXCEL_PAGE,
      });
      yield page.data;
      if (pageNumber * EXCEL_PAGE >= page.totalCount) return;
    }
  }
  app.get(
    '/api/bikers/bikerreport',
    {
      schema: {
        ...common,
        summary: 'Each biker over the period: trips, delivered, cancelled, fees, minutes',
        querystring: BikerReportQuery,
        response: { 200: BikerReport, ...problemResponses(400, 401, 403) },
      },
      config,
    },
    (request) =>
      readSide.bikerReport(
        vendorOf(request),
        periodDays(deps, request.query),
        request.query.BikerId,
      ),
  );
  app.get(
    '/api/bikers/pagingreport',
    {
      schema: {
        ...common,
        summary: 'Biker days of the period, newest first, a page at a time',
        querystring: BikerPagingQuery,
        response: { 200: BikerDayPage, ...problemResponses(400, 401, 403) },
      },
      config,
    },
    (request) => {
      const { BikerId, PageNumber, PageSize } = request.query;
      return readSide.bikerDayPage(vendorOf(request), periodDays(deps, request.query), {
        bikerId: BikerId,
        pageNumber: PageNumber,
        pageSize: PageSize,
      });
    },
  );
  app.get(
    '/api/bikers/pagingreport/excel',
    {
      schema: {
        ...common,
        summary: 'Biker days of the period (Excel)',
        querystring: BikerReportQuery,
        response: { 200: ExcelFile, ...problemResponses(400, 401, 403) },
      },
      config,
    },
    (request, reply) => {
      const days = periodDays(deps, request.query);
      return sendReportExcel(reply, request, {
        fileName: `biker-days-${days.fromDay}-${days.toDay}`,
        sheet: bikerDaysSheet,
        pages: allDays(vendorOf(request), days, request.query.BikerId),
      });
    },
  );
}
