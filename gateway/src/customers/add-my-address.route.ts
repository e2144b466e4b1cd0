// POST /api-identity/identity/address — a logged-in customer adds an address, picked on the map
// (a point is required; «خطا در ثبت آدرس» with field errors otherwise). The first one opens their
// customer record with their profile's names (own-customer.ts).
import { customerAggregate } from '@sofre/engine/customers';
import { randomUUID } from 'node:crypto';
import { isDomainError } from '@sofre/engine';
import { AddressForm, AddressView } from '@sofre/engine/contracts';
import { customerCommandSchemas } from '@sofre/engine/customers';
import type { FastifyRequest } from 'fastify';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { BearerHeaders } from '../auth/auth.contracts.ts';
import { addressFields, type CustomerDeps } from './customer-commands.ts';
import { addressAfter, me, type Me } from './own-customer.ts';

type Address = ReturnType<typeof addressFields> & { addressId: string; offline: false };

async function addTo(
  deps: CustomerDeps,
  request: FastifyRequest,
  customerId: string,
  phone: string,
  address: Address,
) {
  const data = customerCommandSchemas.AddAddress.parse({ customerId, phone, ...address });
  await deps.runner.run(request, customerAggregate, { type: 'AddAddress', data });
}

async function addMine(
  deps: CustomerDeps,
  request: FastifyRequest,
  { user, customer }: Me,
  address: Address,
) {
  const phone = user.phoneNumber;
  if (customer) return addTo(deps, request, customer.id, phone, address);
  const data = customerCommandSchemas.CreateCustomer.parse({
    customerId: user.id,
    phone,
    firstName: user.firstName,
    lastName: user.lastName,
    address,
  });
  try {
    await deps.runner.run(request, customerAggregate, { type: 'CreateCustomer', data });
  } catch (error) {
    // Created a moment ago (staff, or my other tab) and not yet read: add to that customer.
    const existing =
      isDomainError(error) && error.code === 'PHONE_EXISTS' && error.detail?.customerId;
    if (typeof existing !== 'string') throw error;
    await addTo(deps, request, existing, phone, address);
  }
}

export function addMyAddressRoute(app: ZodApp, deps: CustomerDeps) {
  app.post(
    '/api-identity/identity/address',
    {
      schema: {
        tags: ['identity'],
        summary: 'Add an address of the logged-in customer',
        headers: BearerHeaders,
        body: AddressForm,
        response: { 201: AddressView, ...problemResponses(400, 401, 404, 409, 422) },
      },
      config: { access: 'authenticated' },
    },
    async (request, reply) => {
      const mine = await me(deps, request);
      const address = {
        ...addressFields(request.body),
        addressId: randomUUID(),
        offline: false as const,
      };
      await addMine(deps, request, mine, address);
      return reply
        .code(201)
        .send(await addressAfter(deps, request, mine.user.phoneNumber, address.addressId));
    },
  );
}
