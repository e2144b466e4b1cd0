// The order routes (routes.txt, Main API /api/orders, and the counter's payments).
import { commandRunner } from '../commands/command-runner.ts';
import type { ZodApp } from '../http/zod-app.ts';
import type { Platform } from '../platform/platform.port.ts';
import { payByPosRoute } from '../payments/pay-by-pos.route.ts';
import type { OnlinePayments } from '../payments/online-payments.ts';
import type { SmsSender } from '../sms/sms.port.ts';
import { callCustomerRoutes } from './call-customer.route.ts';
import { changeOrderStateRoute } from './change-order-state.route.ts';
import { changeTableRoute } from './change-table.route.ts';
import { editOrderRoutes } from './edit-order.route.ts';
import { getOrderRoute } from './get-order.route.ts';
import { listOrdersRoute } from './list-orders.route.ts';
import type { OrderDeps } from './order.deps.ts';
import { orderReadRoutes } from './order-reads.routes.ts';
import { postpaidAndKioskRoutes } from './postpaid-and-kiosk.routes.ts';
import { quickOrderRoute } from './quick-order.route.ts';
import { refundOrderRoute } from './refund-order.route.ts';
import { submitOrderRoute } from './submit-order.route.ts';

export function orderRoutes(
  app: ZodApp,
  platform: Platform,
  outside: {
    readonly sms: SmsSender;
    readonly clock: () => Date;
    readonly payments: OnlinePayments;
  },
) {
  const deps: OrderDeps = {
    platform,
    runner: commandRunner(platform, outside.clock),
    sms: outside.sms,
    payments: outside.payments,
  };
  submitOrderRoute(app, deps);
  quickOrderRoute(app, deps);
  postpaidAndKioskRoutes(app, deps);
  changeOrderStateRoute(app, deps);
  listOrdersRoute(app, platform);
  orderReadRoutes(app, platform);
  getOrderRoute(app, platform);
  editOrderRoutes(app, deps);
  refundOrderRoute(app, deps);
  changeTableRoute(app, deps);
  callCustomerRoutes(app, deps);
  payByPosRoute(app, deps);
}
