// POST /api-identity/customers — staff register a customer (the customers screen, or the cashier
// on a phone order), with their first address if one is given. Every bad field comes back at once
// (CUSTOMER_INVALID, spec §5); a phone already registered is PHONE_EXISTS (409) on phoneNumber.
// An address without a map point is taken offline (staff locate it later, lat-long route).
import { customerAggregate } from '@sofre/engine/customers';
import { randomUUID } from 'node:crypto';
import { CreateCustomerRequest, CreateCustomerResponse } from '@sofre/engine/contracts';
import { checkNewCustomer, customerCommandSchemas } from '@sofre/engine/customers';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { BearerHeaders } from '../auth/auth.contracts.ts';
import { addressFields, takePhoneOrders, type CustomerDeps } from './customer-commands.ts';

export function createCustomerRoute(app: ZodApp, deps: CustomerDeps) {
  app.post(
    '/api-identity/customers',
    {
      schema: {
        tags: ['identity'],
        summary: 'Create a customer, with an optional first address',
        headers: BearerHeaders,
        body: CreateCustomerRequest,
        response: { 201: CreateCustomerResponse, ...problemResponses(400, 401, 403, 409, 422) },
      },
      config: { access: takePhoneOrders },
    },
    async (request, reply) => {
      const { address } = request.body;
      const customer = checkNewCustomer(request.body);
      const first = address && {
        ...addressFields(address),
        addressId: randomUUID(),
        offline: address.latitude === undefined || address.longitude === undefined,
      };
      const data = customerCommandSchemas.CreateCustomer.parse({
        customerId: randomUUID(),
        ...customer,
        ...(first ? { address: first } : {}),
      });
      await deps.runner.run(request, customerAggregate, { type: 'CreateCustomer', data });
      return reply.code(201).send({
        id: data.customerId,
        firstName: data.firstName,
        lastName: data.lastName,
        phoneNumber: data.phone,
        addressId: data.address?.addressId ?? null,
        detail: data.address?.text.trim() ?? null,
      });
    },
  );
}
