// GET /api/reports/orderhistory/{id} and /api/reports/refundorderreport/{id}: one order's history
// and its refunds, from the order-history read model (one row per order). Who did what is the
// event's actor, named when the vendor knows the user. Another vendor's order is not found.
import type { Actor } from '@sofre/engine';
import { OrderHistoryReport, OrderIdPath, RefundOrderReport } from '@sofre/engine/contracts';
import {
  orderHistoryReport,
  refundOrderReport,
  type NameOf,
  type OrderHistoryRow,
} from '@sofre/projections';
import { PathNotFound } from '../../http/problem.ts';
import { problemResponses, type ZodApp } from '../../http/zod-app.ts';
import { BearerHeaders } from '../../auth/auth.contracts.ts';
import { readReports, vendorOf, type ReportDeps } from '../report-deps.ts';

const common = { tags: ['reports'], headers: BearerHeaders, params: OrderIdPath };
const config = { access: readReports };

export function orderHistoryRoutes(app: ZodApp, deps: ReportDeps) {
  const readSide = () => deps.platform.readSide;

  /** The order's row and the names of the few people who acted on it. */
  async function historyOf(vendorId: string, orderId: string) {
    const row = await readSide().orderHistory(vendorId, orderId);
    if (!row) throw new PathNotFound('ORDER_NOT_FOUND');
    return { row, nameOf: await namesOf(vendorId, row) };
  }

  async function namesOf(vendorId: string, row: OrderHistoryRow): Promise<NameOf> {
    const ids = new Set(row.entries.filter((e) => e.by.kind !== 'SYSTEM').map((e) => e.by.userId));
    const names = new Map<string, string>();
    await Promise.all(
      [...ids].map(async (id) => {
        const user = await readSide().userById(vendorId, id);
        const name = user && `${user.firstName} ${user.lastName}`.trim();
        if (name) names.set(id, name);
      }),
    );
    return (actor: Actor) => (actor.kind === 'SYSTEM' ? undefined : names.get(actor.userId));
  }

  app.get(
    '/api/reports/orderhistory/:id',
    {
      schema: {
        ...common,
        summary: "One order's history: status changes, edits, payments, refunds, table moves",
        response: { 200: OrderHistoryReport, ...problemResponses(400, 401, 403, 404) },
      },
      config,
    },
    async (request) => {
      const { row, nameOf } = await historyOf(vendorOf(request), request.params.id);
      return orderHistoryReport(row, nameOf);
    },
  );

  app.get(
    '/api/reports/refundorderreport/:id',
    {
      schema: {
        ...common,
        summary: "One order's refunds: amount, lines, who, when, settled; what remains paid",
        response: { 200: RefundOrderReport, ...problemResponses(400, 401, 403, 404) },
      },
      config,
    },
    async (request) => {
      const { row, nameOf } = await historyOf(vendorOf(request), request.params.id);
      return refundOrderReport(row, nameOf);
    },
  );
}
