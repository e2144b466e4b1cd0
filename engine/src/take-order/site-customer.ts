// The customer of the site as their order names them: the customer on record with their phone
// (staff may have made it on a phone order), else their own user id; and what a cart's details
// name, checked as an order's are: an address must be one of the customer's own and, for a
// courier, inside a covered zone; a table must be one of the floor's (written as the floor writes
// it).
import type { z } from 'zod';
import type { ExistingCart } from '../carts/cart.state.ts';
import type { AddressView } from '../contracts/customers.contract.ts';
import type { CartDetailsRequest } from '../contracts/cart.contract.ts';
import type { OrderCustomer } from '../orders/order.events.ts';
import { domainError } from '../shared/domain-error.ts';
import type { DeliveryType } from '../shared/enums.ts';
import { addressRefusal, courierTerms, goesByCourier } from './courier-terms.ts';
import type { OrderFacts } from './order-facts.port.ts';
import { tableOnFloor } from './table-on-floor.ts';

type Details = z.output<typeof CartDetailsRequest>;

export interface SiteCustomer {
  readonly customer: OrderCustomer;
  readonly addresses: readonly AddressView[];
}

export async function siteCustomer(
  facts: OrderFacts,
  vendorId: string,
  userId: string,
): Promise<SiteCustomer> {
  const user = await facts.siteUser(vendorId, userId);
  if (!user) throw domainError('USER_NOT_FOUND');
  const onRecord = await facts.customerByPhone(vendorId, user.phoneNumber);
  const name = `${user.firstName} ${user.lastName}`.trim();
  const customer: OrderCustomer = {
    id: onRecord?.id ?? user.id,
    phone: user.phoneNumber,
    ...(name ? { name } : {}),
  };
  return { customer, addresses: onRecord?.addresses ?? [] };
}

/**
 * The delivery cost of a cart going to `addressId`: the address must be one of the customer's own
 * and, by courier, inside a covered zone (its price); 0 when not by courier.
 */
export async function checkedAddress(
  facts: OrderFacts,
  vendorId: string,
  { addresses }: SiteCustomer,
  addressId: string,
  deliveryType: DeliveryType | undefined,
): Promise<number> {
  if (!addresses.some((a) => a.id === addressId)) throw addressRefusal('ADDRESS_NOT_FOUND');
  if (!goesByCourier(deliveryType)) return 0;
  return (await courierTerms(facts, vendorId, addressId)).deliveryCost;
}

/** The details as the cart takes them; `cart` is the cart they patch (none when it is opened). */
export async function checkedCartDetails<D extends Partial<Details>>(
  facts: OrderFacts,
  vendorId: string,
  userId: string,
  details: D,
  cart?: ExistingCart,
): Promise<D> {
  const after = <K extends 'deliveryType' | 'addressId'>(key: K) =>
    details[key] === undefined ? cart?.[key] : (details[key] ?? undefined);
  const addressId = after('addressId');
  // Asked when either changes: a courier cart's address must stay inside a zone.
  if (addressId && (details.addressId || details.deliveryType)) {
    const customer = await siteCustomer(facts, vendorId, userId);
    await checkedAddress(facts, vendorId, customer, addressId, after('deliveryType'));
  }
  if (!details.tableNumber) return details;
  const tableNumber = await tableOnFloor(facts, vendorId, details.tableNumber);
  return { ...details, tableNumber };
}
