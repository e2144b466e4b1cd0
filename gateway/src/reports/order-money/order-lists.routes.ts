// GET /api/reports/orderpaid and /api/reports/ordersunpaid (+ /excel), and
// GET /api/orders/getcreditordersreport: the order lists of the order-money read model
// (projections order-money.lists.ts), a page at a time; their summaries come from the day ledger.
import {
  CreditOrdersQuery,
  CreditOrdersReport,
  OrderMoneyExcelQuery,
  OrderMoneyListQuery,
  PaidOrdersReport,
  UnpaidOrdersReport,
} from '@sofre/engine/contracts';
import {
  creditSummary,
  listView,
  pagesOf,
  paidSummary,
  type OrderListKind,
  type OrderListView,
  type ReportDays,
  type ReportSheet,
} from '@sofre/projections';
import { problemResponses, type ZodApp } from '../../http/zod-app.ts';
import { BearerHeaders } from '../../auth/auth.contracts.ts';
import { ExcelFile, sendReportExcel } from '../excel-reply.ts';
import { periodDays, readReports, vendorOf, type ReportDeps } from '../report-deps.ts';
import { paidOrdersSheet, unpaidOrdersSheet } from './order-money.sheets.ts';

const common = { tags: ['reports'], headers: BearerHeaders };
const config = { access: readReports };
const EXCEL_PAGE = 500;

export function orderListRoutes(app: ZodApp, deps: ReportDeps) {
  const readSide = () => deps.platform.readSide;

  /** A page of a list, each row as the route answers it. */
  async function page<K extends OrderListKind>(
    vendorId: string,
    kind: K,
    days: ReportDays,
    request: { pageNumber: number; pageSize: number; source?: string | undefined },
  ) {
    const { rows, total } = await readSide().orderMoneyList(vendorId, kind, days, request);
    const { pageNumber, pageSize } = request;
    return { data: rows.map(listView), pageNumber, pageSize, totalCount: total };
  }

  app.get(
    '/api/reports/orderpaid',
    {
      schema: {
        ...common,
        summary: 'Orders settled in the period (paged), with the count and money paid',
        querystring: OrderMoneyListQuery,
        response: { 200: PaidOrdersReport, ...problemResponses(400, 401, 403) },
      },
      config,
    },
    async (request) => {
      const { PageNumber: pageNumber, PageSize: pageSize, OrderType: source } = request.query;
      const vendorId = vendorOf(request);
      const days = periodDays(deps, request.query);
      const [list, ledger] = await Promise.all([
        page(vendorId, 'paid', days, { pageNumber, pageSize, source }),
        readSide().orderMoneyDays(vendorId, days),
      ]);
      return { fromDate: days.fromDay, toDate: days.toDay, ...list, summary: paidSummary(ledger) };
    },
  );

  app.get(
    '/api/reports/ordersunpaid',
    {
      schema: {
        ...common,
        summary: 'Orders submitted in the period, not rejected, with money still due (paged)',
        querystring: OrderMoneyListQuery,
        response: { 200: UnpaidOrdersReport, ...problemResponses(400, 401, 403) },
      },
      config,
    },
    async (request) => {
      const { PageNumber: pageNumber, PageSize: pageSize, OrderType: source } = request.query;
      const days = periodDays(deps, request.query);
      const list = await page(vendorOf(request), 'unpaid', days, { pageNumber, pageSize, source });
      return { fromDate: days.fromDay, toDate: days.toDay, ...list };
    },
  );

  /** A list as an Excel file: the same query minus paging, every row, page by page. */
  function listExcel<K extends OrderListKind>(
    kind: K,
    path: string,
    file: string,
    sheet: ReportSheet<OrderListView<K>>,
  ) {
    app.get(
      `/api/reports/${path}/excel`,
      {
        schema: {
          ...common,
          summary: `The ${path} report as an Excel file: every row, right to left`,
          querystring: OrderMoneyExcelQuery,
          response: { 200: ExcelFile, ...problemResponses(400, 401, 403) },
        },
        config,
      },
      (request, reply) => {
        const vendorId = vendorOf(request);
        const days = periodDays(deps, request.query);
        const source = request.query.OrderType;
        const pages = pagesOf(
          async (p) => (await page(vendorId, kind, days, { ...p, source })).data,
          EXCEL_PAGE,
        );
        return sendReportExcel(reply, request, {
          fileName: `${file}-${days.fromDay}-${days.toDay}`,
          sheet,
          pages,
        });
      },
    );
  }
  listExcel('paid', 'orderpaid', 'orders-paid', paidOrdersSheet);
  listExcel('unpaid', 'ordersunpaid', 'orders-unpaid', unpaidOrdersSheet);

  app.get(
    '/api/orders/getcreditordersreport',
    {
      schema: {
        ...common,
        summary: 'Orders paid on credit in the period: per customer, per order (paged), totals',
        querystring: CreditOrdersQuery,
        response: { 200: CreditOrdersReport, ...problemResponses(400, 401, 403) },
      },
      config,
    },
    async (request) => {
      const { PageNumber: pageNumber, PageSize: pageSize } = request.query;
      const vendorId = vendorOf(request);
      const days = periodDays(deps, request.query);
      const [orders, ledger] = await Promise.all([
        page(vendorId, 'credit', days, { pageNumber, pageSize }),
        readSide().orderMoneyDays(vendorId, days),
      ]);
      return { fromDate: days.fromDay, toDate: days.toDay, ...creditSummary(ledger), orders };
    },
  );
}
