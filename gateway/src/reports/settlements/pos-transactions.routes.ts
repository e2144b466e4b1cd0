// Card-reader (POS terminal) transactions over the period (spec §7: FromDate, ToDate, Search,
// OrderType, vendorIds), at both of the spec's paths: GET /api/reports/postransactions and
// GET /api/transactions/postransactionreport, each with its /excel variant. Newest first, a page,
// with each reader's takings over the period; the Excel file holds every row, oldest first.
import {
  PosTransactionsExcelQuery,
  PosTransactionsQuery,
  PosTransactionsReport,
} from '@sofre/engine/contracts';
import { posTransactionsSheet } from '@sofre/projections';
import { problemResponses, type ZodApp } from '../../http/zod-app.ts';
import { BearerHeaders } from '../../auth/auth.contracts.ts';
import { ExcelFile, sendReportExcel } from '../excel-reply.ts';
import { periodDays, readReports, type ReportDeps } from '../report-deps.ts';
import { ownVendorOnly } from './own-vendor.ts';

const PATHS = ['/api/reports/postransactions', '/api/transactions/postransactionreport'];
const common = { tags: ['reports'], headers: BearerHeaders };
const config = { access: readReports };

export function posTransactionRoutes(app: ZodApp, deps: ReportDeps) {
  const filterOf = (query: PosTransactionsExcelQuery) => ({
    days: periodDays(deps, query),
    search: query.Search,
    orderType: query.OrderType,
  });

  for (const path of PATHS) {
    app.get(
      path,
      {
        schema: {
          ...common,
          summary:
            'Card-reader transactions of the period: terminal, amount, status, reference, order',
          querystring: PosTransactionsQuery,
          response: { 200: PosTransactionsReport, ...problemResponses(400, 401, 403) },
        },
        config,
      },
      async (request) => {
        const query = request.query;
        const vendorId = ownVendorOnly(request, query.vendorIds);
        const filter = filterOf(query);
        const page = { pageNumber: query.PageNumber, pageSize: query.PageSize };
        const found = await deps.platform.readSide.posTransactions(vendorId, { ...filter, page });
        return {
          fromDate: filter.days.fromDay,
          toDate: filter.days.toDay,
          data: found.rows,
          ...page,
          totalCount: found.total,
          terminals: found.terminals,
        };
      },
    );

    app.get(
      `${path}/excel`,
      {
        schema: {
          ...common,
          summary: 'Card-reader transactions of the period as an Excel file, right to left',
          querystring: PosTransactionsExcelQuery,
          response: { 200: ExcelFile, ...problemResponses(400, 401, 403) },
        },
        config,
      },
      async (request, reply) => {
        const vendorId = ownVendorOnly(request, request.query.vendorIds);
        const filter = filterOf(request.query);
        return sendReportExcel(reply, request, {
          fileName: `pos-transactions-${filter.days.fromDay}-${filter.days.toDay}`,
          sheet: posTransactionsSheet,
          pages: deps.platform.readSide.posTransactionChunks(vendorId, filter),
        });
      },
    );
  }
}
