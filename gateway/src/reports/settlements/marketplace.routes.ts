// The food marketplace's (SNAPPFOOD) orders over the period, per Tehran day and in sum:
// GET /api/reports/marketplacestatistics — orders, rejections, sales, refunds, by delivery type;
// GET /api/reports/marketplacediscount — the discounts on them: items', free items, order,
// packaging. Periods as every report: FromDate..ToDate or Range; own vendor only.
import {
  MarketplaceDiscountReport,
  MarketplaceStatisticsReport,
  ReportPeriodQuery,
} from '@sofre/engine/contracts';
import { marketplaceDiscountReport, marketplaceStatisticsReport } from '@sofre/projections';
import { problemResponses, type ZodApp } from '../../http/zod-app.ts';
import { BearerHeaders } from '../../auth/auth.contracts.ts';
import { periodDays, readReports, vendorOf, type ReportDeps } from '../report-deps.ts';

const common = { tags: ['reports'], headers: BearerHeaders, querystring: ReportPeriodQuery };
const config = { access: readReports };

export function marketplaceRoutes(app: ZodApp, deps: ReportDeps) {
  const daysOf = async (vendorId: string, query: ReportPeriodQuery) => {
    const days = periodDays(deps, query);
    const rows = await deps.platform.readSide.marketplaceDays(vendorId, days);
    return { period: { fromDate: days.fromDay, toDate: days.toDay }, rows };
  };

  app.get(
    '/api/reports/marketplacestatistics',
    {
      schema: {
        ...common,
        summary: 'Food-marketplace orders per Tehran day: count, sales, refunds, delivery types',
        response: { 200: MarketplaceStatisticsReport, ...problemResponses(400, 401, 403) },
      },
      config,
    },
    async (request) => {
      const { period, rows } = await daysOf(vendorOf(request), request.query);
      return marketplaceStatisticsReport(period, rows);
    },
  );

  app.get(
    '/api/reports/marketplacediscount',
    {
      schema: {
        ...common,
        summary: 'Discounts on food-marketplace orders per Tehran day: items, free items, order',
        response: { 200: MarketplaceDiscountReport, ...problemResponses(400, 401, 403) },
      },
      config,
    },
    async (request) => {
      const { period, rows } = await daysOf(vendorOf(request), request.query);
      return marketplaceDiscountReport(period, rows);
    },
  );
}
