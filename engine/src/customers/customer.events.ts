// What happened to a vendor's customer and their delivery addresses. One stream per vendor and
// phone: a phone is one customer per vendor (PHONE_EXISTS), and the store's expected revision
// makes that hold even when two cashiers create the same customer at once. The logged-in
// customer's own addresses (identity/address) are the same stream, found by their phone.
import { z } from 'zod';
import { defineEvent, eventCodec, type EventOf } from '../shared/event-definitions.ts';
import { PhoneNumber } from '../identity/phone.ts';

const customerId = z.string().min(1);
const addressId = z.string().min(1);
const name = z.string().min(1).max(50);

export const GeoPoint = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type GeoPoint = z.infer<typeof GeoPoint>;

/** A delivery address as stored. location is null for one taken offline, until it is located. */
export const AddressFields = z.object({
  /** The customer's own label: «خانه», «محل کار». */
  title: z.string().min(1).max(50),
  /** The address as the courier reads it. */
  text: z.string().min(1).max(500),
  location: GeoPoint.nullable(),
  /** Plaque, unit, floor, bell: what the courier needs at the door. */
  details: z.string().max(200).nullable(),
});
export type AddressFields = z.infer<typeof AddressFields>;

export const CustomerCreated = defineEvent(
  'CustomerCreated',
  z.object({ customerId, phone: PhoneNumber, firstName: name, lastName: name }),
);

export const CustomerAddressAdded = defineEvent(
  'CustomerAddressAdded',
  AddressFields.extend({ customerId, addressId, offline: z.boolean() }),
);

/** The address's whole new content. */
export const CustomerAddressEdited = defineEvent(
  'CustomerAddressEdited',
  AddressFields.extend({ customerId, addressId }),
);

export const CustomerAddressDeleted = defineEvent(
  'CustomerAddressDeleted',
  z.object({ customerId, addressId }),
);

/** An offline address got its map point (§7 identity/address/offline PUT lat-long). */
export const CustomerAddressLocated = defineEvent(
  'CustomerAddressLocated',
  GeoPoint.extend({ customerId, addressId }),
);

export const customerEvents = [
  CustomerCreated,
  CustomerAddressAdded,
  CustomerAddressEdited,
  CustomerAddressDeleted,
  CustomerAddressLocated,
] as const;
export const customerEventCodec = eventCodec(customerEvents);
export type CustomerEvent = EventOf<(typeof customerEvents)[number]>;

export const customerStreamName = (vendorId: string, phone: string): string =>
  `customer-${vendorId}-${phone}`;
