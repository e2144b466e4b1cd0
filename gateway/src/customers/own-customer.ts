// Who "me" is for the customer's own addresses (identity/address). A site login is a user of kind
// CUSTOMER; the customer record is one per vendor and phone (engine customers/), so the logged-in
// user's addresses are those of the customer with the user's phone — whether staff created that
// customer on a phone order or the user's own first address created it (customer id = user id
// then). Anyone logged in may keep addresses this way: they belong to the phone, and a token only
// ever reaches its own phone's customer, so nobody sees another's addresses.
import { domainError } from '@sofre/engine';
import type { AddressView, CustomerView } from '@sofre/engine/contracts';
import type { UserView } from '@sofre/projections';
import type { FastifyRequest } from 'fastify';
import { PathNotFound } from '../http/problem.ts';
import { authOf } from '../http/request-context.ts';
import { vendorOf, type CustomerDeps } from './customer-commands.ts';

export interface Me {
  readonly user: UserView;
  /** Absent until the first address (or staff) creates the customer. */
  readonly customer: CustomerView | undefined;
}

export async function me(
  deps: Pick<CustomerDeps, 'platform'>,
  request: FastifyRequest,
): Promise<Me> {
  const { readSide } = deps.platform;
  const vendorId = vendorOf(request);
  const user = await readSide.userById(vendorId, authOf(request).sub);
  if (!user) throw domainError('USER_NOT_FOUND');
  return { user, customer: await readSide.customerByPhone(vendorId, user.phoneNumber) };
}

/** One of my addresses, or 404 ADDRESS_NOT_FOUND (someone else's is not found either). */
export async function myAddressOr404(
  deps: Pick<CustomerDeps, 'platform'>,
  request: FastifyRequest,
  addressId: string,
): Promise<Me & { customer: CustomerView; address: AddressView }> {
  const mine = await me(deps, request);
  const address = mine.customer?.addresses.find((a) => a.id === addressId);
  if (!mine.customer || !address) throw new PathNotFound('ADDRESS_NOT_FOUND');
  return { ...mine, customer: mine.customer, address };
}

/** The address as the read side holds it after a command. */
export async function addressAfter(
  deps: Pick<CustomerDeps, 'platform'>,
  request: FastifyRequest,
  phone: string,
  addressId: string,
): Promise<AddressView> {
  const customer = await deps.platform.readSide.customerByPhone(vendorOf(request), phone);
  const address = customer?.addresses.find((a) => a.id === addressId);
  if (!address) throw new PathNotFound('ADDRESS_NOT_FOUND');
  return address;
}
