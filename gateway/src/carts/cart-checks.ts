// What a cart's details name, checked against the read models before the command (as the order
// routes check theirs): an address must be one of the customer's own and, for a courier, inside a
// covered zone; a table must be one of the floor's (written as the floor writes it). And the
// customer as their order names them.
import { DomainError, errorMessages, type DeliveryType, type ErrorCode } from '@sofre/engine';
import type { ExistingCart } from '@sofre/engine/carts';
import type { CartDetailsRequest } from '@sofre/engine/contracts';
import type { OrderCustomer } from '@sofre/engine/orders';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { me } from '../customers/own-customer.ts';
import { contextOf } from '../http/request-context.ts';
import { courierTerms, goesByCourier } from '../orders/order-delivery.ts';
import { tableOnFloor } from '../orders/table-check.ts';
import type { CartDeps } from './cart-command.ts';

type Details = z.output<typeof CartDetailsRequest>;

const refuse = (code: ErrorCode) =>
  new DomainError(code, [{ field: 'addressId', code, message: errorMessages[code] }]);

/**
 * The customer of the site as their order names them: the customer on record with their phone
 * (staff may have made it on a phone order), else their own user id; and their addresses.
 */
export async function siteCustomer(deps: CartDeps, request: FastifyRequest) {
  const { user, customer } = await me(deps, request);
  const name = `${user.firstName} ${user.lastName}`.trim();
  const asOrdered: OrderCustomer = {
    id: customer?.id ?? user.id,
    phone: user.phoneNumber,
    ...(name ? { name } : {}),
  };
  return { customer: asOrdered, addresses: customer?.addresses ?? [] };
}

/** The address a courier cart goes to: one of the customer's own, inside a covered zone. */
export async function checkAddress(
  deps: CartDeps,
  request: FastifyRequest,
  addressId: string,
  deliveryType: DeliveryType | undefined,
) {
  const { addresses } = await siteCustomer(deps, request);
  if (!addresses.some((a) => a.id === addressId)) throw refuse('ADDRESS_NOT_FOUND');
  if (goesByCourier(deliveryType))
    await courierTerms(deps.platform.readSide, contextOf(request).vendor.id, addressId);
}

/** The details as the cart takes them; `cart` is the cart they patch (none when it is opened). */
export async function checkedDetails<D extends Partial<Details>>(
  deps: CartDeps,
  request: FastifyRequest,
  details: D,
  cart?: ExistingCart,
): Promise<D> {
  const after = <K extends 'deliveryType' | 'addressId'>(key: K) =>
    details[key] === undefined ? cart?.[key] : (details[key] ?? undefined);
  const addressId = after('addressId');
  // Asked when either changes: a courier cart's address must stay inside a zone.
  if (addressId && (details.addressId || details.deliveryType))
    await checkAddress(deps, request, addressId, after('deliveryType'));
  if (!details.tableNumber) return details;
  const vendorId = contextOf(request).vendor.id;
  const tableNumber = await tableOnFloor(deps.platform.readSide, vendorId, details.tableNumber);
  return { ...details, tableNumber };
}
