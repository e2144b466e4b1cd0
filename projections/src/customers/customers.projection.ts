// Customers with their addresses, and who a phone or an address belongs to (customer.view.ts).
// The kind of row is its `kind` index column, so the list reads customer rows only.
import { customerEventCodec, customerEvents, type CustomerEvent } from '@sofre/engine/customers';
import { defineProjection, type ProjectedEvent } from '../projection.ts';
import { utcInstant } from '../tehran-day.ts';
import {
  customerAddressKey,
  customerKey,
  customerPhoneKey,
  type AddressView,
  type CustomerPointerRow,
  type CustomerRow,
  type CustomersProjectionRow,
} from './customer.view.ts';

type CustomerProjectedEvent = ProjectedEvent<CustomerEvent>;

function keysOf(event: CustomerProjectedEvent): string[] {
  const { vendorId } = event.metadata;
  const customer = customerKey(vendorId, event.data.customerId);
  switch (event.type) {
    case 'CustomerCreated':
      return [customer, customerPhoneKey(vendorId, event.data.phone)];
    case 'CustomerAddressAdded':
    case 'CustomerAddressDeleted':
      return [customer, customerAddressKey(vendorId, event.data.addressId)];
    default:
      return [customer];
  }
}

function addressOf(event: Extract<CustomerEvent, { type: 'CustomerAddressAdded' }>): AddressView {
  const { addressId, title, text, location, details, offline } = event.data;
  const latitude = location?.latitude ?? null;
  const longitude = location?.longitude ?? null;
  return { id: addressId, title, text, latitude, longitude, details, offline };
}

/** The customer's addresses after the event, in the order they were added. */
function addressesAfter(addresses: readonly AddressView[], event: CustomerEvent): AddressView[] {
  const { addressId } = event.data as { addressId: string };
  const change = (f: (a: AddressView) => AddressView) =>
    addresses.map((a) => (a.id === addressId ? f(a) : a));
  switch (event.type) {
    case 'CustomerAddressAdded':
      return [...addresses.filter((a) => a.id !== addressId), addressOf(event)];
    case 'CustomerAddressEdited': {
      const { title, text, location, details } = event.data;
      const point = {
        latitude: location?.latitude ?? null,
        longitude: location?.longitude ?? null,
      };
      return change((a) => ({ ...a, title, text, details, ...point }));
    }
    case 'CustomerAddressLocated': {
      const { latitude, longitude } = event.data;
      return change((a) => ({ ...a, latitude, longitude }));
    }
    case 'CustomerAddressDeleted':
      return addresses.filter((a) => a.id !== addressId);
    default:
      return [...addresses];
  }
}

export function evolveCustomer(
  row: CustomerRow | undefined,
  event: CustomerProjectedEvent,
): CustomerRow | undefined {
  const at = utcInstant(event.metadata.occurredAt);
  if (event.type === 'CustomerCreated') {
    if (row) return row;
    const { customerId, phone, firstName, lastName } = event.data;
    return {
      kind: 'CUSTOMER',
      id: customerId,
      vendorId: event.metadata.vendorId,
      phoneNumber: phone,
      firstName,
      lastName,
      addresses: [],
      createdAt: at,
      updatedAt: at,
      position: event.position,
    };
  }
  if (!row) return row;
  return {
    ...row,
    addresses: addressesAfter(row.addresses, event),
    updatedAt: at,
    position: event.position,
  };
}

function evolvePointer(
  row: CustomerPointerRow | undefined,
  event: CustomerProjectedEvent,
): CustomerPointerRow | undefined {
  const pointer = (kind: CustomerPointerRow['kind']): CustomerPointerRow =>
    row ?? {
      kind,
      vendorId: event.metadata.vendorId,
      customerId: event.data.customerId,
      position: event.position,
    };
  if (event.type === 'CustomerCreated') return pointer('PHONE');
  if (event.type === 'CustomerAddressAdded') return pointer('ADDRESS');
  if (event.type === 'CustomerAddressDeleted') return undefined;
  return row;
}

export const customersProjection = defineProjection<CustomersProjectionRow, CustomerEvent>({
  name: 'customers',
  version: 2,
  codec: customerEventCodec,
  eventTypes: customerEvents.map((e) => e.type),
  keysOf,
  evolve: (row, event, { id }) =>
    id.startsWith('customer:')
      ? evolveCustomer(row as CustomerRow | undefined, event)
      : evolvePointer(row as CustomerPointerRow | undefined, event),
  index: (row) =>
    row.kind === 'CUSTOMER'
      ? { vendorId: row.vendorId, kind: row.kind, sortAt: row.createdAt }
      : { vendorId: row.vendorId, kind: row.kind },
});
