// GET /api-identity/users/callerid?phoneNumber=&lineNumber= — the phone rings at the counter: who
// is calling (the customer with that phone, in any written form, with their addresses) and on
// which of the restaurant's lines, so the cashier starts the order with the customer picked.
// Nobody with that phone: 404 CUSTOMER_NOT_FOUND (the POS then offers to create them).
import { parsePhone } from '@sofre/engine/identity';
import { CallerIdQuery, CallerIdResponse } from '@sofre/engine/contracts';
import { PathNotFound } from '../http/problem.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { BearerHeaders } from '../auth/auth.contracts.ts';
import { takePhoneOrders, vendorOf, type CustomerDeps } from './customer-commands.ts';

export function callerIdRoute(app: ZodApp, deps: Pick<CustomerDeps, 'platform'>) {
  app.get(
    '/api-identity/users/callerid',
    {
      schema: {
        tags: ['identity'],
        summary: 'The customer calling from a phone number',
        headers: BearerHeaders,
        querystring: CallerIdQuery,
        response: { 200: CallerIdResponse, ...problemResponses(400, 401, 403, 404) },
      },
      config: { access: takePhoneOrders },
    },
    async (request) => {
      const phone = parsePhone(request.query.phoneNumber);
      const customer = await deps.platform.readSide.customerByPhone(vendorOf(request), phone);
      if (!customer) throw new PathNotFound('CUSTOMER_NOT_FOUND');
      return { ...customer, lineNumber: request.query.lineNumber || null };
    },
  );
}
