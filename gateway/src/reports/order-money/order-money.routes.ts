// The order-money reports (issue 13): orders paid and unpaid, credit orders, money per payment
// method, cancellation statistics and the cancelled list as Excel, one order's refunds and history.
// Every route is a report (access readReports) and reads only the request's vendor.
import type { ZodApp } from '../../http/zod-app.ts';
import type { ReportDeps } from '../report-deps.ts';
import { cancelledOrdersRoutes } from './cancelled-orders.routes.ts';
import { orderHistoryRoutes } from './order-history.routes.ts';
import { orderListRoutes } from './order-lists.routes.ts';
import { paymentMethodSalesRoutes } from './payment-method-sales.routes.ts';

export function orderMoneyRoutes(app: ZodApp, deps: ReportDeps) {
  orderListRoutes(app, deps);
  paymentMethodSalesRoutes(app, deps);
  cancelledOrdersRoutes(app, deps);
  orderHistoryRoutes(app, deps);
}
