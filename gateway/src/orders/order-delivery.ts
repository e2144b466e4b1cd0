// A courier order (DELIVER, ZFEXPRESS) goes to one of a customer's addresses, located on the map
// and inside a covered delivery zone, at that zone's price: the server prices the delivery, the
// cashier does not type it. The order is then that customer's. The engine decides the zone
// (deliveryQuote); this reads what it needs.
import { DomainError, errorMessages, type ErrorCode } from '@sofre/engine';
import {
  deliveryQuote,
  deliveryZoneKind,
  type DeliveryZoneRecord,
} from '@sofre/engine/delivery-zones';
import type { DeliveryType } from '@sofre/engine';
import type { ReadSide } from '../platform/read-side.port.ts';

const refuse = (code: ErrorCode) =>
  new DomainError(code, [{ field: 'addressId', code, message: errorMessages[code] }]);

export const goesByCourier = (type: DeliveryType | undefined) =>
  type === 'DELIVER' || type === 'ZFEXPRESS';

export interface CourierTerms {
  readonly deliveryCost: number;
  readonly customer: { readonly id: string; readonly name: string; readonly phone: string };
}

export async function courierTerms(
  readSide: ReadSide,
  vendorId: string,
  addressId: string | undefined,
): Promise<CourierTerms> {
  if (addressId === undefined) throw refuse('ORDER_HAS_TO_HAVE_DELIVER_METHOD');
  const customer = await readSide.customerByAddress(vendorId, addressId);
  const address = customer?.addresses.find((a) => a.id === addressId);
  if (!customer || !address) throw refuse('ADDRESS_NOT_FOUND');
  // An address taken on the phone and not yet put on the map cannot be priced: no zone holds it.
  if (address.latitude === null || address.longitude === null) throw refuse('OUT_OF_DELIVERY_ZONE');
  const location = { latitude: address.latitude, longitude: address.longitude };
  const zones = (await readSide.records(
    vendorId,
    deliveryZoneKind.kind,
  )) as unknown as DeliveryZoneRecord[];
  let price: number;
  try {
    price = deliveryQuote(location, zones).price;
  } catch (error) {
    if (error instanceof DomainError) throw refuse('OUT_OF_DELIVERY_ZONE');
    throw error;
  }
  const name = `${customer.firstName} ${customer.lastName}`.trim();
  return { deliveryCost: price, customer: { id: customer.id, name, phone: customer.phoneNumber } };
}
