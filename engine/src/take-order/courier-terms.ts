// A courier order (DELIVER, ZFEXPRESS) goes to one of a customer's addresses, located on the map
// and inside a covered delivery zone, at that zone's price: the price is worked out here, the
// cashier does not type it. The order is then that customer's.
import type { DeliveryType } from '../shared/enums.ts';
import { deliveryQuote } from '../delivery-zones/zone-for.ts';
import { DomainError, errorMessages, type ErrorCode } from '../shared/domain-error.ts';
import type { Rial } from '../shared/money.ts';
import type { OrderFacts } from './order-facts.port.ts';

export const addressRefusal = (code: ErrorCode) =>
  new DomainError(code, [{ field: 'addressId', code, message: errorMessages[code] }]);

export const goesByCourier = (type: DeliveryType | undefined) =>
  type === 'DELIVER' || type === 'ZFEXPRESS';

export interface CourierTerms {
  readonly deliveryCost: Rial;
  readonly customer: { readonly id: string; readonly name: string; readonly phone: string };
}

/** The zone's price of the address and its customer, or the refusal (field `addressId`). */
export async function courierTerms(
  facts: OrderFacts,
  vendorId: string,
  addressId: string | undefined,
): Promise<CourierTerms> {
  if (addressId === undefined) throw addressRefusal('ORDER_HAS_TO_HAVE_DELIVER_METHOD');
  const customer = await facts.customerByAddress(vendorId, addressId);
  const address = customer?.addresses.find((a) => a.id === addressId);
  if (!customer || !address) throw addressRefusal('ADDRESS_NOT_FOUND');
  // An address taken on the phone and not yet put on the map cannot be priced: no zone holds it.
  if (address.latitude === null || address.longitude === null)
    throw addressRefusal('OUT_OF_DELIVERY_ZONE');
  const location = { latitude: address.latitude, longitude: address.longitude };
  let price: Rial;
  try {
    price = deliveryQuote(location, await facts.deliveryZones(vendorId)).price;
  } catch (error) {
    if (error instanceof DomainError) throw addressRefusal('OUT_OF_DELIVERY_ZONE');
    throw error;
  }
  const name = `${customer.firstName} ${customer.lastName}`.trim();
  return { deliveryCost: price, customer: { id: customer.id, name, phone: customer.phoneNumber } };
}
