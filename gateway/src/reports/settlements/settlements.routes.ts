// The platform's settlements with the vendor (spec §7 settlements; the rule: projections
// settlement-terms.ts — one per Iranian week of the online money the platform's gateways
// collected, less refunds and the CONTRACT and SERVICE fees):
// GET /api/settlements — the weeks, newest first (FromDate..ToDate narrows them), a page;
// GET /api/settlements/info?SettlementId= — the orders inside one week (Search), a page;
// GET /api/settlements/info/{id} — one week; /excel — its orders as an Excel file.
// A settlement is named by the Saturday its week begins on. Seeing them takes the settlements
// permission; like every report, they first wait for the report read models to catch up.
import {
  SettlementIdPath,
  SettlementOrdersExcelQuery,
  SettlementOrdersPage,
  SettlementOrdersQuery,
  SettlementsPage,
  SettlementsQuery,
  SettlementView,
} from '@sofre/engine/contracts';
import { settlementOrdersSheet } from '@sofre/projections';
import { staff } from '../../http/access.ts';
import { problemResponses, type ZodApp } from '../../http/zod-app.ts';
import { BearerHeaders } from '../../auth/auth.contracts.ts';
import { ExcelFile, sendReportExcel } from '../excel-reply.ts';
import { vendorOf, type ReportDeps } from '../report-deps.ts';
import { packageTermsFor } from '../../subscriptions/settlement-package-terms.ts';

const common = { tags: ['reports'], headers: BearerHeaders };
/** How long a settlement waits for the report read models to show what the screens show. */
const CATCH_UP_MS = 5_000;

export function settlementRoutes(app: ZodApp, deps: ReportDeps) {
  const readSide = deps.platform.readSide;
  const options = {
    config: { access: staff('settlements.view') },
    preHandler: async () => void (await readSide.reportsCaughtUp(CATCH_UP_MS)),
  };

  app.get(
    '/api/settlements',
    {
      schema: {
        ...common,
        summary:
          'Settlements per week: online sales, refunds, CONTRACT and SERVICE fees, amount due',
        querystring: SettlementsQuery,
        response: { 200: SettlementsPage, ...problemResponses(400, 401, 403) },
      },
      ...options,
    },
    async (request) => {
      const {
        FromDate: fromDay,
        ToDate: toDay,
        PageNumber: pageNumber,
        PageSize: pageSize,
      } = request.query;
      const page = { pageNumber, pageSize };
      const vendorId = vendorOf(request);
      const [found, terms] = await Promise.all([
        readSide.settlements(vendorId, { fromDay, toDay, page }, deps.clock()),
        packageTermsFor(deps.platform, vendorId),
      ]);
      return { data: found.rows.map(terms.settlement), ...page, totalCount: found.total };
    },
  );

  app.get(
    '/api/settlements/info',
    {
      schema: {
        ...common,
        summary: 'The orders inside a settlement (SettlementId), latest first, searched and paged',
        querystring: SettlementOrdersQuery,
        response: { 200: SettlementOrdersPage, ...problemResponses(400, 401, 403) },
      },
      ...options,
    },
    async (request) => {
      const {
        SettlementId: id,
        Search: search,
        PageNumber: pageNumber,
        PageSize: pageSize,
      } = request.query;
      const vendorId = vendorOf(request);
      const page = { pageNumber, pageSize };
      const [settlement, found, terms] = await Promise.all([
        readSide.settlement(vendorId, id, deps.clock()),
        readSide.settlementOrders(vendorId, id, { search, page }),
        packageTermsFor(deps.platform, vendorId),
      ]);
      return {
        settlement: terms.settlement(settlement),
        data: found.rows.map((row) => terms.order(id, row)),
        ...page,
        totalCount: found.total,
      };
    },
  );

  app.get(
    '/api/settlements/info/:id',
    {
      schema: {
        ...common,
        summary: 'One settlement: its week, sales, fees by type, amount due and status',
        params: SettlementIdPath,
        response: { 200: SettlementView, ...problemResponses(400, 401, 403) },
      },
      ...options,
    },
    async (request) => {
      const vendorId = vendorOf(request);
      const [settlement, terms] = await Promise.all([
        readSide.settlement(vendorId, request.params.id, deps.clock()),
        packageTermsFor(deps.platform, vendorId),
      ]);
      return terms.settlement(settlement);
    },
  );

  app.get(
    '/api/settlements/info/:id/excel',
    {
      schema: {
        ...common,
        summary: 'The orders inside a settlement as an Excel file, right to left, with totals',
        params: SettlementIdPath,
        querystring: SettlementOrdersExcelQuery,
        response: { 200: ExcelFile, ...problemResponses(400, 401, 403) },
      },
      ...options,
    },
    async (request, reply) => {
      const { id } = request.params;
      return sendReportExcel(reply, request, {
        fileName: `settlement-${id}`,
        sheet: settlementOrdersSheet,
        pages: readSide.settlementOrderChunks(vendorOf(request), id, request.query.Search),
      });
    },
  );
}
