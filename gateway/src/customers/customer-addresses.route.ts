// GET /api-identity/customers/{id}/address — a customer's delivery addresses, in the order they
// were added (the POS picks one for a phone order).
import { CustomerIdParams, AddressView } from '@sofre/engine/contracts';
import { z } from 'zod';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { BearerHeaders } from '../auth/auth.contracts.ts';
import { customerOr404, takePhoneOrders, type CustomerDeps } from './customer-commands.ts';

export function customerAddressesRoute(app: ZodApp, deps: CustomerDeps) {
  app.get(
    '/api-identity/customers/:id/address',
    {
      schema: {
        tags: ['identity'],
        summary: 'A customer’s addresses',
        headers: BearerHeaders,
        params: CustomerIdParams,
        response: { 200: z.array(AddressView), ...problemResponses(401, 403, 404) },
      },
      config: { access: takePhoneOrders },
    },
    async (request) => (await customerOr404(deps, request, request.params.id)).addresses,
  );
}
