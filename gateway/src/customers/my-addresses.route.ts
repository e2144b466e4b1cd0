// The logged-in customer's own addresses: GET /api-identity/identity/address (all, in the order
// added; none yet is an empty list), GET …/{id}, PUT (edit, «خطا در ویرایش آدرس» with field
// errors), DELETE …/{id}. An address of someone else is not found (own-customer.ts).
import { customerAggregate } from '@sofre/engine/customers';
import { AddressIdParams, AddressView, EditAddressRequest } from '@sofre/engine/contracts';
import { customerCommandSchemas } from '@sofre/engine/customers';
import { z } from 'zod';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { BearerHeaders } from '../auth/auth.contracts.ts';
import { addressFields, type CustomerDeps } from './customer-commands.ts';
import { addressAfter, me, myAddressOr404 } from './own-customer.ts';

const schema = (summary: string) => ({ tags: ['identity'], summary, headers: BearerHeaders });
const config = { access: 'authenticated' } as const;

export function myAddressesRoutes(app: ZodApp, deps: CustomerDeps) {
  app.get(
    '/api-identity/identity/address',
    {
      schema: {
        ...schema('The logged-in customer’s addresses'),
        response: { 200: z.array(AddressView), ...problemResponses(401, 404) },
      },
      config,
    },
    async (request) => (await me(deps, request)).customer?.addresses ?? [],
  );

  app.get(
    '/api-identity/identity/address/:id',
    {
      schema: {
        ...schema('One of the logged-in customer’s addresses'),
        params: AddressIdParams,
        response: { 200: AddressView, ...problemResponses(401, 404) },
      },
      config,
    },
    async (request) => (await myAddressOr404(deps, request, request.params.id)).address,
  );

  app.put(
    '/api-identity/identity/address',
    {
      schema: {
        ...schema('Edit one of the logged-in customer’s addresses'),
        body: EditAddressRequest,
        response: { 200: AddressView, ...problemResponses(400, 401, 404, 422) },
      },
      config,
    },
    async (request) => {
      const { id, ...form } = request.body;
      const { customer } = await myAddressOr404(deps, request, id);
      const data = customerCommandSchemas.EditAddress.parse({
        customerId: customer.id,
        phone: customer.phoneNumber,
        addressId: id,
        ...addressFields(form),
      });
      await deps.runner.run(request, customerAggregate, { type: 'EditAddress', data });
      return addressAfter(deps, request, customer.phoneNumber, id);
    },
  );

  app.delete(
    '/api-identity/identity/address/:id',
    {
      schema: {
        ...schema('Delete one of the logged-in customer’s addresses'),
        params: AddressIdParams,
        response: { 204: z.null(), ...problemResponses(401, 404) },
      },
      config,
    },
    async (request, reply) => {
      const { customer } = await myAddressOr404(deps, request, request.params.id);
      const data = customerCommandSchemas.DeleteAddress.parse({
        customerId: customer.id,
        phone: customer.phoneNumber,
        addressId: request.params.id,
      });
      await deps.runner.run(request, customerAggregate, { type: 'DeleteAddress', data });
      return reply.code(204).send(null);
    },
  );
}
