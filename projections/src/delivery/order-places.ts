// Where a courier order goes, as dispatch reads it before any trip starts: the order names only
// its address's id, so the delivery-orders read model keeps, from the customer and zone events,
// each address as the courier reads it and the vendor's zones (the zones as delivery-places.ts
// keeps them for the delivery report), and an order takes both when it is submitted.
import type { DeliveryOrderView } from '@sofre/engine/contracts';
import { customerEvents, type CustomerEvent } from '@sofre/engine/customers';
import {
  deliveryZoneKind,
  zoneFor,
  type DeliveryZoneFields,
  type GeoPoint,
} from '@sofre/engine/delivery-zones';
import type { DomainEvent } from '@sofre/engine';
import type { ProjectedEvent } from '../projection.ts';
import { evolvePlace, zonesKey, type ZonesRow } from '../reports/operations/delivery-places.ts';

/** A helper row: one customer address, as the courier reads it. Never listed. */
export interface OrderAddressRow {
  readonly kind: 'address';
  readonly vendorId: string;
  readonly title: string;
  /** The address and the details at the door («پلاک ۱۲، واحد ۳»), as one line. */
  readonly text: string;
  /** null: taken on the phone, not on the map yet. */
  readonly point: GeoPoint | null;
  readonly position: string;
}

export type OrderPlaceRow = OrderAddressRow | (ZonesRow & { readonly vendorId: string });

const addressEventTypes = [
  'CustomerAddressAdded',
  'CustomerAddressEdited',
  'CustomerAddressLocated',
  'CustomerAddressDeleted',
] as const satisfies readonly CustomerEvent['type'][];
type AddressEvent = Extract<CustomerEvent, { type: (typeof addressEventTypes)[number] }>;
/** A zone drawn, redrawn or removed (the records kit's events of deliveryZoneKind). */
interface ZoneEvent {
  readonly type: 'DeliveryZoneCreated' | 'DeliveryZoneChanged' | 'DeliveryZoneRemoved';
  readonly data: { readonly id: string; readonly fields?: DeliveryZoneFields };
}
export type PlaceEvent = AddressEvent | ZoneEvent;

/** The customer and zone events the places are kept from. */
export const placeEventDefinitions = [
  ...customerEvents.filter((d) => (addressEventTypes as readonly string[]).includes(d.type)),
  ...deliveryZoneKind.events.definitions,
];
export const placeEventTypes = placeEventDefinitions.map((d) => d.type) as PlaceEvent['type'][];

export const isPlaceEvent = <E extends DomainEvent>(
  event: ProjectedEvent<E | PlaceEvent>,
): event is ProjectedEvent<PlaceEvent> =>
  (placeEventTypes as readonly string[]).includes(event.type);
const isAddressEvent = (event: ProjectedEvent<PlaceEvent>): event is ProjectedEvent<AddressEvent> =>
  (addressEventTypes as readonly string[]).includes(event.type);

export const orderAddressKey = (vendorId: string, addressId: string): string =>
  `delivery-address:${vendorId}:${addressId}`;
export { zonesKey };

export const isPlaceRow = (row: unknown): row is OrderPlaceRow =>
  typeof row === 'object' &&
  row !== null &&
  'kind' in row &&
  (row.kind === 'address' || row.kind === 'zones');

export function placeKeyOf(event: ProjectedEvent<PlaceEvent>): string {
  const { vendorId } = event.metadata;
  return isAddressEvent(event)
    ? orderAddressKey(vendorId, event.data.addressId)
    : zonesKey(vendorId);
}

export function evolveOrderPlace(
  row: OrderPlaceRow | undefined,
  event: ProjectedEvent<PlaceEvent>,
): OrderPlaceRow | undefined {
  const { vendorId } = event.metadata;
  if (!isAddressEvent(event)) {
    const zones = evolvePlace(row?.kind === 'zones' ? row : undefined, event);
    return zones?.kind === 'zones' ? { ...zones, vendorId } : undefined;
  }
  const { position } = event;
  const address = row?.kind === 'address' ? row : undefined;
  switch (event.type) {
    case 'CustomerAddressAdded':
    case 'CustomerAddressEdited': {
      const { title, text, details, location } = event.data;
      const line = [text, details].filter(Boolean).join('، ');
      return { kind: 'address', vendorId, title, text: line, point: location, position };
    }
    case 'CustomerAddressLocated': {
      if (!address) return undefined;
      const { latitude, longitude } = event.data;
      return { ...address, point: { latitude, longitude }, position };
    }
    case 'CustomerAddressDeleted':
      return undefined;
  }
}

/** The address (when on the map) and zone an order is sent to, by the rows read for it. */
export function placeOfOrder(
  vendorId: string,
  addressId: string | undefined,
  read: (key: string) => unknown,
): Pick<DeliveryOrderView, 'address' | 'zone' | 'unlocatedAddress'> {
  const row = addressId === undefined ? undefined : read(orderAddressKey(vendorId, addressId));
  const address = isPlaceRow(row) && row.kind === 'address' ? row : undefined;
  if (!address) return { address: null, zone: null };
  // Taken in words (a phone order): no point, no zone, but words the counter can read out.
  if (!address.point)
    return {
      address: null,
      zone: null,
      unlocatedAddress: { title: address.title, text: address.text },
    };
  const zones = read(zonesKey(vendorId));
  const zone =
    isPlaceRow(zones) && zones.kind === 'zones' ? zoneFor(address.point, zones.zones) : undefined;
  const { title, text, point } = address;
  return {
    address: { title, text, ...point },
    zone: zone ? { id: zone.id, name: zone.fields.vendorsProperName } : null,
  };
}
