// GET /api/orders/getvendorbrandpaymentmethodsalesreport (+ /excel): money received per payment
// method over the period, refunds and net, from the day ledger (a split bill's parts count under
// their own methods). vendorIds may only name the request's own vendor: a brand's other branches
// are other tenants, and a report that silently left them out would look complete, so naming one
// is refused (403 FORBIDDEN, a field error on vendorIds) rather than filtered out.
import {
  PaymentMethodSalesQuery,
  PaymentMethodSalesReport,
  type ReportPeriodQuery,
} from '@sofre/engine/contracts';
import { onePage, paymentMethodSales } from '@sofre/projections';
import type { FastifyRequest } from 'fastify';
import { contextOf } from '../../http/request-context.ts';
import { GatewayProblem } from '../../http/problem.ts';
import { problemResponses, type ZodApp } from '../../http/zod-app.ts';
import { BearerHeaders } from '../../auth/auth.contracts.ts';
import { ExcelFile, sendReportExcel } from '../excel-reply.ts';
import { periodDays, readReports, type ReportDeps } from '../report-deps.ts';
import { orderMoneyMessages, paymentMethodSalesSheet } from './order-money.sheets.ts';

const PATH = '/api/orders/getvendorbrandpaymentmethodsalesreport';
const common = { tags: ['reports'], headers: BearerHeaders };
const config = { access: readReports };

/** The request's vendor, once vendorIds (if given) names no other. */
function ownVendorOnly(request: FastifyRequest, vendorIds: readonly string[] = []) {
  const vendor = contextOf(request).vendor;
  if (vendorIds.some((id) => id !== vendor.id)) {
    const message = orderMoneyMessages.foreignVendor;
    throw new GatewayProblem(403, 'FORBIDDEN', [
      { field: 'vendorIds', code: 'VENDOR_NOT_OWN', message },
    ]);
  }
  return { id: vendor.id, name: vendor.name };
}

export function paymentMethodSalesRoutes(app: ZodApp, deps: ReportDeps) {
  async function report(
    request: FastifyRequest,
    query: ReportPeriodQuery & { vendorIds?: string[] | undefined },
  ) {
    const vendor = ownVendorOnly(request, query.vendorIds);
    const days = periodDays(deps, query);
    const ledger = await deps.platform.readSide.orderMoneyDays(vendor.id, days);
    return { days, report: paymentMethodSales(ledger, vendor) };
  }

  app.get(
    PATH,
    {
      schema: {
        ...common,
        summary: 'Money per payment method over the period: paid, refunded, net',
        querystring: PaymentMethodSalesQuery,
        response: { 200: PaymentMethodSalesReport, ...problemResponses(400, 401, 403) },
      },
      config,
    },
    async (request) => {
      const { days, report: sales } = await report(request, request.query);
      return { fromDate: days.fromDay, toDate: days.toDay, ...sales };
    },
  );

  app.get(
    `${PATH}/excel`,
    {
      schema: {
        ...common,
        summary: 'Money per payment method as an Excel file, right to left, with totals',
        querystring: PaymentMethodSalesQuery,
        response: { 200: ExcelFile, ...problemResponses(400, 401, 403) },
      },
      config,
    },
    async (request, reply) => {
      const { days, report: sales } = await report(request, request.query);
      return sendReportExcel(reply, request, {
        fileName: `payment-method-sales-${days.fromDay}-${days.toDay}`,
        sheet: paymentMethodSalesSheet,
        pages: onePage(sales.data),
      });
    },
  );
}
