// GET /api-identity/customers/search — the cashier's lookup while taking a phone order: by a part
// of the phone (or the whole phone in any written form) or of the name; the first 20, newest
// first, with their addresses.
import { CustomerSearchQuery, CustomerSearchResult } from '@sofre/engine/contracts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { BearerHeaders } from '../auth/auth.contracts.ts';
import { takePhoneOrders, vendorOf, type CustomerDeps } from './customer-commands.ts';

const LIMIT = 20;

export function searchCustomersRoute(app: ZodApp, deps: CustomerDeps) {
  app.get(
    '/api-identity/customers/search',
    {
      schema: {
        tags: ['identity'],
        summary: 'Find customers by phone or name',
        headers: BearerHeaders,
        querystring: CustomerSearchQuery,
        response: { 200: CustomerSearchResult, ...problemResponses(400, 401, 403) },
      },
      config: { access: takePhoneOrders },
    },
    async (request) => {
      const { search, Search, phoneNumber } = request.query;
      const text = phoneNumber || search || Search || '';
      return deps.platform.readSide.searchCustomers(vendorOf(request), text, LIMIT);
    },
  );
}
