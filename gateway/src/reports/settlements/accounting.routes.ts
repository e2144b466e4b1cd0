// GET /api/thirdpartyintegrations/accounting/orders: the orders of FromDate..ToDate (or Range) for
// an accounting system, oldest first, a page at a time: number, time, lines, the price breakdown
// with tax, payment method, payments and refunds, status. A report: readReports, own vendor only.
import { AccountingOrdersPage, AccountingOrdersQuery } from '@sofre/engine/contracts';
import { problemResponses, type ZodApp } from '../../http/zod-app.ts';
import { BearerHeaders } from '../../auth/auth.contracts.ts';
import { periodDays, readReports, vendorOf, type ReportDeps } from '../report-deps.ts';

export function accountingRoutes(app: ZodApp, deps: ReportDeps) {
  app.get(
    '/api/thirdpartyintegrations/accounting/orders',
    {
      schema: {
        tags: ['reports'],
        summary: 'Orders for an accounting system: lines, amounts, tax, payments, status (paged)',
        headers: BearerHeaders,
        querystring: AccountingOrdersQuery,
        response: { 200: AccountingOrdersPage, ...problemResponses(400, 401, 403) },
      },
      config: { access: readReports },
    },
    async (request) => {
      const { PageNumber: pageNumber, PageSize: pageSize } = request.query;
      const days = periodDays(deps, request.query);
      const page = { pageNumber, pageSize };
      const found = await deps.platform.readSide.accountingOrders(vendorOf(request), days, page);
      return {
        fromDate: days.fromDay,
        toDate: days.toDay,
        data: found.rows,
        ...page,
        totalCount: found.total,
      };
    },
  );
}
