// The customers of a vendor (routes.txt /api-identity/customers*, and the caller id under
// /api-identity/users). Access per route is explained in customer-commands.ts.
import type { ZodApp } from '../http/zod-app.ts';
import { callerIdRoute } from './caller-id.route.ts';
import type { CustomerDeps } from './customer-commands.ts';
import { createCustomerRoute } from './create-customer.route.ts';
import { customerAddressesRoute } from './customer-addresses.route.ts';
import { customerInformationRoute } from './customer-information.route.ts';
import { customersReportRoutes } from './customers-report.route.ts';
import { listCustomersRoute } from './list-customers.route.ts';
import { searchCustomersRoute } from './search-customers.route.ts';

export function customersRoutes(app: ZodApp, deps: CustomerDeps) {
  listCustomersRoute(app, deps);
  createCustomerRoute(app, deps);
  customerAddressesRoute(app, deps);
  customerInformationRoute(app, deps);
  customersReportRoutes(app, deps);
  searchCustomersRoute(app, deps);
  callerIdRoute(app, deps);
}
