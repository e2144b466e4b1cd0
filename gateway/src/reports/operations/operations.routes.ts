// The operations reports (issue 13): per dining table, per staff member, per menu item, per
// product, per delivery type and zone, toppings most sold, and kitchen times per station — each
// over FromDate..ToDate or a Range of Tehran days, from day aggregates of the request's vendor
// only. Most have an /excel variant: the same query (without paging), every row, streamed.
import {
  DiningTableOrdersReport,
  KitchenTimesReport,
  OrderDeliveryReport,
  OrderItemSalesReport,
  ReportPeriodQuery,
  StaffOrdersReport,
  ToppingSalesQuery,
  ToppingSalesReport,
} from '@sofre/engine/contracts';
import { onePage, type ReportDays, type ReportSheet } from '@sofre/projections';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { problemResponses, type ZodApp } from '../../http/zod-app.ts';
import type { ReadSide } from '../../platform/read-side.port.ts';
import { ExcelFile, sendReportExcel } from '../excel-reply.ts';
import { periodDays, vendorOf, type ReportDeps } from '../report-deps.ts';
import {
  diningTableOrdersSheet,
  orderDeliverySheet,
  orderItemSalesSheet,
  staffOrdersSheet,
} from './operations.sheets.ts';
import { productsReportRoutes } from './products-report.routes.ts';
import { common, config } from './report-route.options.ts';

interface PeriodReport<Answer extends z.ZodType, Row> {
  /** Under /api/reports. */
  readonly path: string;
  readonly summary: string;
  readonly answer: Answer;
  readonly read: (
    readSide: ReadSide,
    vendorId: string,
    days: ReportDays,
  ) => Promise<z.infer<Answer>>;
  /** The Excel variant: its file name and sheet, and the report's rows. */
  readonly excel?: {
    readonly name: string;
    readonly sheet: ReportSheet<Row>;
    readonly rows: (report: z.infer<Answer>) => readonly Row[];
  };
}

/** GET /api/reports/{path} and, with `excel`, /api/reports/{path}/excel. */
function periodReport<Answer extends z.ZodType, Row>(
  app: ZodApp,
  deps: ReportDeps,
  report: PeriodReport<Answer, Row>,
) {
  const url = `/api/reports/${report.path}`;
  // Checked against the answer's schema by the route; typed by `read` (fastify cannot resolve a
  // generic schema's type).
  const schema: z.ZodType = report.answer;
  const read = async (request: FastifyRequest & { query: ReportPeriodQuery }) => {
    const days = periodDays(deps, request.query);
    const vendorId = vendorOf(request);
    return { days, answer: await report.read(deps.platform.readSide, vendorId, days) };
  };
  app.get(
    url,
    {
      schema: {
        ...common,
        summary: report.summary,
        querystring: ReportPeriodQuery,
        response: { 200: schema, ...problemResponses(400, 401, 403) },
      },
      config,
    },
    async (request) => (await read(request)).answer,
  );
  const { excel } = report;
  if (!excel) return;
  app.get(
    `${url}/excel`,
    {
      schema: {
        ...common,
        summary: `${report.summary} (Excel)`,
        querystring: ReportPeriodQuery,
        response: { 200: ExcelFile, ...problemResponses(400, 401, 403) },
      },
      config,
    },
    async (request, reply) => {
      const { days, answer } = await read(request);
      return sendReportExcel(reply, request, {
        fileName: `${excel.name}-${days.fromDay}-${days.toDay}`,
        sheet: excel.sheet,
        pages: onePage(excel.rows(answer)),
      });
    },
  );
}

export function operationsReportRoutes(app: ZodApp, deps: ReportDeps) {
  periodReport(app, deps, {
    path: 'diningtableorders',
    summary: 'Per dining table: orders, guests, sale and average ticket over the period',
    answer: DiningTableOrdersReport,
    read: (readSide, vendorId, days) => readSide.diningTableOrders(vendorId, days),
    excel: { name: 'dining-table-orders', sheet: diningTableOrdersSheet, rows: (r) => r.data },
  });
  periodReport(app, deps, {
    path: 'stafforders',
    summary: 'Per staff member who took the orders: orders, rejected, sale, refunds',
    answer: StaffOrdersReport,
    read: (readSide, vendorId, days) => readSide.staffOrders(vendorId, days),
    excel: { name: 'staff-orders', sheet: staffOrdersSheet, rows: (r) => r.data },
  });
  periodReport(app, deps, {
    path: 'orderitemsales',
    summary: 'Per menu item: count sold, amount (less refunds) and share of item sales',
    answer: OrderItemSalesReport,
    read: (readSide, vendorId, days) => readSide.orderItemSales(vendorId, days),
    excel: { name: 'order-item-sales', sheet: orderItemSalesSheet, rows: (r) => r.data },
  });
  periodReport(app, deps, {
    path: 'orderdelivery',
    summary: 'Orders per delivery type and delivery zone: count, sale, delivery cost',
    answer: OrderDeliveryReport,
    read: (readSide, vendorId, days) => readSide.orderDelivery(vendorId, days),
    excel: { name: 'order-delivery', sheet: orderDeliverySheet, rows: (r) => r.data },
  });
  periodReport(app, deps, {
    path: 'kitchens',
    summary: 'Kitchen preparation times per station: count, average and 90th percentile minutes',
    answer: KitchenTimesReport,
    read: (readSide, vendorId, days) => readSide.kitchenTimes(vendorId, days),
  });
  productsReportRoutes(app, deps);

  app.get(
    '/api/reports/mostsailed/topping',
    {
      schema: {
        ...common,
        summary: 'Toppings most sold over the period (count and amount)',
        querystring: ToppingSalesQuery,
        response: { 200: ToppingSalesReport, ...problemResponses(400, 401, 403) },
      },
      config,
    },
    async (request) => {
      const days = periodDays(deps, request.query);
      return deps.platform.readSide.toppingSales(vendorOf(request), days, request.query.Top);
    },
  );
}
