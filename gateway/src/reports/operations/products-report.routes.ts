// GET /api/reports/productsreport (+ /excel): every menu item sold in the period with its menu
// category, count and amount sold and given back, searched (Search: the product's or category's
// title) and sorted (SortBy); the JSON route pages it (PageNumber, PageSize), the Excel file has
// every product. A vendor sells a few hundred products, so the day rows are summed whole.
import {
  ProductsReportFilter,
  ProductsReportPage,
  ProductsReportQuery,
} from '@sofre/engine/contracts';
import { onePage } from '@sofre/projections';
import type { FastifyRequest } from 'fastify';
import { problemResponses, type ZodApp } from '../../http/zod-app.ts';
import { ExcelFile, sendReportExcel } from '../excel-reply.ts';
import { periodDays, vendorOf, type ReportDeps } from '../report-deps.ts';
import { common, config } from './report-route.options.ts';
import { productsSheet } from './operations.sheets.ts';

const PATH = '/api/reports/productsreport';

export function productsReportRoutes(app: ZodApp, deps: ReportDeps) {
  async function products(request: FastifyRequest, query: ProductsReportFilter) {
    const days = periodDays(deps, query);
    const rows = await deps.platform.readSide.productSales(vendorOf(request), days, {
      search: query.Search,
      sortBy: query.SortBy,
    });
    return { days, rows };
  }

  app.get(
    PATH,
    {
      schema: {
        ...common,
        summary: 'Per product with its category: count, amount, refunds; searched, sorted, paged',
        querystring: ProductsReportQuery,
        response: { 200: ProductsReportPage, ...problemResponses(400, 401, 403) },
      },
      config,
    },
    async (request) => {
      const { PageNumber: pageNumber, PageSize: pageSize } = request.query;
      const { days, rows } = await products(request, request.query);
      const start = (pageNumber - 1) * pageSize;
      return {
        fromDate: days.fromDay,
        toDate: days.toDay,
        data: rows.slice(start, start + pageSize),
        pageNumber,
        pageSize,
        totalCount: rows.length,
      };
    },
  );

  app.get(
    `${PATH}/excel`,
    {
      schema: {
        ...common,
        summary: 'Every product of the period as an Excel file, right to left, with totals',
        querystring: ProductsReportFilter,
        response: { 200: ExcelFile, ...problemResponses(400, 401, 403) },
      },
      config,
    },
    async (request, reply) => {
      const { days, rows } = await products(request, request.query);
      return sendReportExcel(reply, request, {
        fileName: `products-${days.fromDay}-${days.toDay}`,
        sheet: productsSheet,
        pages: onePage(rows),
      });
    },
  );
}
