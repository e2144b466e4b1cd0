// GET /api-identity/customers/report — who bought in a period (Tehran days fromDate..toDate, both
// included, either open), biggest spender first, a page at a time; /report/excel — the same rows,
// all of them, as an .xlsx file (projections customers-report.excel.ts).
import {
  CustomersReportPage,
  CustomersReportQuery,
  type CustomerReportRow,
} from '@sofre/engine/contracts';
import { customersReportWorkbook } from '@sofre/projections';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { pageRecords } from '../records/record-page.ts';
import { BearerHeaders } from '../auth/auth.contracts.ts';
import { readCustomerReports, vendorOf, type CustomerDeps } from './customer-commands.ts';
import { pagingOf } from './customer-paging.ts';

type ReportQuery = z.output<typeof CustomersReportQuery>;

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const rowsOf = (deps: CustomerDeps, request: FastifyRequest, query: ReportQuery) =>
  deps.platform.readSide.customersReport(vendorOf(request), {
    fromDate: query.fromDate,
    toDate: query.toDate,
  });

const textOf = (r: CustomerReportRow) => `${r.firstName} ${r.lastName} ${r.phoneNumber}`;

/** customers-report-2025-03-21-2025-04-20.xlsx: the days asked for, as they were asked. */
const fileName = (q: ReportQuery) =>
  `customers-report${q.fromDate ? `-${q.fromDate.slice(0, 10)}` : ''}${q.toDate ? `-${q.toDate.slice(0, 10)}` : ''}.xlsx`;

export function customersReportRoutes(app: ZodApp, deps: CustomerDeps) {
  app.get(
    '/api-identity/customers/report',
    {
      schema: {
        tags: ['identity'],
        summary: 'Customers report: orders and spending per customer in a period (paged)',
        headers: BearerHeaders,
        querystring: CustomersReportQuery,
        response: { 200: CustomersReportPage, ...problemResponses(400, 401, 403) },
      },
      config: { access: readCustomerReports },
    },
    async (request) => {
      const rows = await rowsOf(deps, request, request.query);
      return pageRecords(rows, pagingOf(request.query), textOf);
    },
  );

  app.get(
    '/api-identity/customers/report/excel',
    {
      schema: {
        tags: ['identity'],
        summary: 'Customers report as an Excel (.xlsx) file',
        headers: BearerHeaders,
        querystring: CustomersReportQuery,
        response: { 200: z.any(), ...problemResponses(400, 401, 403) },
      },
      config: { access: readCustomerReports },
    },
    async (request, reply) => {
      const rows = await rowsOf(deps, request, request.query);
      const file = await customersReportWorkbook(rows);
      return reply
        .type(XLSX)
        .header('content-disposition', `attachment; filename="${fileName(request.query)}"`)
        .send(file);
    },
  );
}
