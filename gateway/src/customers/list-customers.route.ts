// GET /api-identity/customers — the vendor's customers, newest first, a page at a time; `search`
// matches a part of the name or the phone (Persian or Latin digits).
import { CustomerPage, CustomersQuery } from '@sofre/engine/contracts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { BearerHeaders } from '../auth/auth.contracts.ts';
import { manageCustomers, vendorOf, type CustomerDeps } from './customer-commands.ts';
import { pagingOf } from './customer-paging.ts';

export function listCustomersRoute(app: ZodApp, deps: CustomerDeps) {
  app.get(
    '/api-identity/customers',
    {
      schema: {
        tags: ['identity'],
        summary: 'List and search customers (paged)',
        headers: BearerHeaders,
        querystring: CustomersQuery,
        response: { 200: CustomerPage, ...problemResponses(400, 401, 403) },
      },
      config: { access: manageCustomers },
    },
    async (request) =>
      deps.platform.readSide.customerPage(vendorOf(request), pagingOf(request.query)),
  );
}
