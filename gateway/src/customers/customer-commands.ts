// What every customer and address route shares: the deps (commands go through the one runner),
// who may call which route, and finding customers and addresses on the read side or answering 404.
// Who may call which (spec §6): the back office's customer screens need customers.manage; what a
// cashier needs to take a phone order (search, create, caller id, a customer's addresses, offline
// addresses) also opens with orders.take.
import type { AddressView, CustomerView } from '@sofre/engine/contracts';
import type { FastifyRequest } from 'fastify';
import { staff } from '../http/access.ts';
import { PathNotFound } from '../http/problem.ts';
import { contextOf } from '../http/request-context.ts';
import type { Platform } from '../platform/platform.port.ts';
import type { CommandRunner } from '../commands/command-runner.ts';

export interface CustomerDeps {
  readonly platform: Platform;
  readonly clock: () => Date;
  readonly runner: CommandRunner;
}

/** The customer screens of the back office. */
export const manageCustomers = staff('customers.manage');
/** What a cashier taking a phone order needs as well. */
export const takePhoneOrders = staff('customers.manage', 'orders.take');
/** The customers report: the customer screen, or whoever reads the reports. */
export const readCustomerReports = staff('customers.manage', 'reports.view');

export const vendorOf = (request: FastifyRequest): string => contextOf(request).vendor.id;

export async function customerOr404(
  deps: Pick<CustomerDeps, 'platform'>,
  request: FastifyRequest,
  customerId: string,
): Promise<CustomerView> {
  const customer = await deps.platform.readSide.customerById(vendorOf(request), customerId);
  if (!customer) throw new PathNotFound('CUSTOMER_NOT_FOUND');
  return customer;
}

/** The address and whose it is, found by its id alone (the offline routes). */
export async function addressOr404(
  deps: Pick<CustomerDeps, 'platform'>,
  request: FastifyRequest,
  addressId: string,
): Promise<{ customer: CustomerView; address: AddressView }> {
  const customer = await deps.platform.readSide.customerByAddress(vendorOf(request), addressId);
  const address = customer?.addresses.find((a) => a.id === addressId);
  if (!customer || !address) throw new PathNotFound('ADDRESS_NOT_FOUND');
  return { customer, address };
}

/** An address form's fields as the address commands take them. */
export const addressFields = (form: {
  title: string;
  text: string;
  latitude?: number | undefined;
  longitude?: number | undefined;
  details?: string | undefined;
}) => ({
  title: form.title,
  text: form.text,
  ...(form.latitude === undefined ? {} : { latitude: form.latitude }),
  ...(form.longitude === undefined ? {} : { longitude: form.longitude }),
  ...(form.details === undefined ? {} : { details: form.details }),
});
