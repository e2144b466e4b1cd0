// Staff's side of addresses (identity/address/offline): the cashier taking a phone order writes
// down the customer's address without a map point (an "offline" address), edits it, reads it, and
// later pins it on the map (PUT lat-long) so a courier can be sent. Addresses are named by their
// own id; the customer they belong to is found on the read side (404 ADDRESS_NOT_FOUND otherwise).
import { customerAggregate } from '@sofre/engine/customers';
import { randomUUID } from 'node:crypto';
import {
  AddressIdParams,
  CustomerAddressView,
  EditOfflineAddressRequest,
  LocateAddressRequest,
  OfflineAddressRequest,
  type AddressView,
  type CustomerView,
} from '@sofre/engine/contracts';
import { customerCommandSchemas } from '@sofre/engine/customers';
import type { FastifyRequest } from 'fastify';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { BearerHeaders } from '../auth/auth.contracts.ts';
import {
  addressFields,
  addressOr404,
  customerOr404,
  takePhoneOrders,
  type CustomerDeps,
} from './customer-commands.ts';
import { addressAfter } from './own-customer.ts';

const schema = (summary: string) => ({ tags: ['identity'], summary, headers: BearerHeaders });
const config = { access: takePhoneOrders };

const withCustomer = (customer: CustomerView, address: AddressView) => ({
  ...address,
  customerId: customer.id,
});

async function answer(
  deps: CustomerDeps,
  request: FastifyRequest,
  customer: CustomerView,
  addressId: string,
) {
  return withCustomer(customer, await addressAfter(deps, request, customer.phoneNumber, addressId));
}

export function offlineAddressRoutes(app: ZodApp, deps: CustomerDeps) {
  app.post(
    '/api-identity/identity/address/offline',
    {
      schema: {
        ...schema('Add a customer’s address taken on the phone (map point optional)'),
        body: OfflineAddressRequest,
        response: { 201: CustomerAddressView, ...problemResponses(400, 401, 403, 404, 422) },
      },
      config,
    },
    async (request, reply) => {
      const { customerId, ...form } = request.body;
      const customer = await customerOr404(deps, request, customerId);
      const addressId = randomUUID();
      const data = customerCommandSchemas.AddAddress.parse({
        customerId,
        phone: customer.phoneNumber,
        addressId,
        offline: true,
        ...addressFields(form),
      });
      await deps.runner.run(request, customerAggregate, { type: 'AddAddress', data });
      return reply.code(201).send(await answer(deps, request, customer, addressId));
    },
  );

  app.put(
    '/api-identity/identity/address/offline',
    {
      schema: {
        ...schema('Edit a customer’s address'),
        body: EditOfflineAddressRequest,
        response: { 200: CustomerAddressView, ...problemResponses(400, 401, 403, 404, 422) },
      },
      config,
    },
    async (request) => {
      const { id, ...form } = request.body;
      const { customer } = await addressOr404(deps, request, id);
      const data = customerCommandSchemas.EditAddress.parse({
        customerId: customer.id,
        phone: customer.phoneNumber,
        addressId: id,
        ...addressFields(form),
      });
      await deps.runner.run(request, customerAggregate, { type: 'EditAddress', data });
      return answer(deps, request, customer, id);
    },
  );

  app.get(
    '/api-identity/identity/address/offline/:id',
    {
      schema: {
        ...schema('A customer’s address, by its id'),
        params: AddressIdParams,
        response: { 200: CustomerAddressView, ...problemResponses(401, 403, 404) },
      },
      config,
    },
    async (request) => {
      const { customer, address } = await addressOr404(deps, request, request.params.id);
      return withCustomer(customer, address);
    },
  );

  app.put(
    '/api-identity/identity/address/offline/lat-long',
    {
      schema: {
        ...schema('Pin a customer’s address on the map'),
        body: LocateAddressRequest,
        response: { 200: CustomerAddressView, ...problemResponses(400, 401, 403, 404, 422) },
      },
      config,
    },
    async (request) => {
      const { id, latitude, longitude } = request.body;
      const { customer } = await addressOr404(deps, request, id);
      const data = customerCommandSchemas.LocateAddress.parse({
        customerId: customer.id,
        phone: customer.phoneNumber,
        addressId: id,
        latitude,
        longitude,
      });
      await deps.runner.run(request, customerAggregate, { type: 'LocateAddress', data });
      return answer(deps, request, customer, id);
    },
  );
}
