// GET /api-identity/customers/{id}/information — who the customer is and what they bought: order
// count, total spent (Rial), first and last order (rejected orders left out), and whether they
// have logged in on the site (a user with the same phone).
import { CustomerIdParams, CustomerInformation } from '@sofre/engine/contracts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { BearerHeaders } from '../auth/auth.contracts.ts';
import {
  customerOr404,
  manageCustomers,
  vendorOf,
  type CustomerDeps,
} from './customer-commands.ts';

export function customerInformationRoute(app: ZodApp, deps: CustomerDeps) {
  app.get(
    '/api-identity/customers/:id/information',
    {
      schema: {
        tags: ['identity'],
        summary: 'A customer’s details and order statistics',
        headers: BearerHeaders,
        params: CustomerIdParams,
        response: { 200: CustomerInformation, ...problemResponses(401, 403, 404) },
      },
      config: { access: manageCustomers },
    },
    async (request) => {
      const { readSide } = deps.platform;
      const vendorId = vendorOf(request);
      const { addresses, ...customer } = await customerOr404(deps, request, request.params.id);
      const [stats, user] = await Promise.all([
        readSide.customerOrderStats(vendorId, customer.phoneNumber),
        readSide.userByPhone(vendorId, customer.phoneNumber),
      ]);
      return { ...customer, ...stats, addressCount: addresses.length, registered: !!user };
    },
  );
}
