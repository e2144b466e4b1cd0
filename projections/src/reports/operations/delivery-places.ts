// Where a courier order goes, as the delivery report needs it: the order names an address, the
// gateway priced it by the delivery zone holding the address's map point (order-delivery.ts). The
// order event does not name the zone, so the report keeps what the gateway read — each address's
// point and the vendor's zones, from the customer and zone events — and finds the zone the same
// way (engine zoneFor), with the zones as they stood when the order was taken.
import type { ProjectedEvent } from '../../projection.ts';
import { customerEvents, type CustomerEvent } from '@sofre/engine/customers';
import {
  deliveryZoneKind,
  zoneFor,
  type DeliveryZoneFields,
  type DeliveryZoneRecord,
  type GeoPoint,
} from '@sofre/engine/delivery-zones';

export interface AddressPointRow {
  readonly kind: 'address';
  /** null: taken on the phone, not on the map yet. */
  readonly point: GeoPoint | null;
  readonly position: string;
}

export interface ZonesRow {
  readonly kind: 'zones';
  /** The vendor's zones, oldest first (zoneFor's tie rule). */
  readonly zones: readonly DeliveryZoneRecord[];
  readonly position: string;
}

export type DeliveryPlaceRow = AddressPointRow | ZonesRow;

export const addressKey = (vendorId: string, addressId: string): string =>
  `address:${vendorId}:${addressId}`;
export const zonesKey = (vendorId: string): string => `zones:${vendorId}`;

const zoneEvents: readonly string[] = deliveryZoneKind.events.definitions.map((d) => d.type);
const addressEvents = [
  'CustomerAddressAdded',
  'CustomerAddressEdited',
  'CustomerAddressLocated',
  'CustomerAddressDeleted',
] as const satisfies readonly CustomerEvent['type'][];

/** The event definitions the places are kept from (for the report's codec). */
export const deliveryPlaceEventDefinitions = [
  ...customerEvents.filter((d) => (addressEvents as readonly string[]).includes(d.type)),
  ...deliveryZoneKind.events.definitions,
];
export const deliveryPlaceEventTypes: readonly string[] = [...addressEvents, ...zoneEvents];

type ZoneData = { readonly id: string; readonly fields?: DeliveryZoneFields };
type AddressEvent = Extract<CustomerEvent, { type: (typeof addressEvents)[number] }>;

const isZoneEvent = (event: ProjectedEvent): event is ProjectedEvent & { data: ZoneData } =>
  zoneEvents.includes(event.type);

export function placeKeysOf(event: ProjectedEvent): string[] {
  const { vendorId } = event.metadata;
  if (isZoneEvent(event)) return [zonesKey(vendorId)];
  return [addressKey(vendorId, (event as ProjectedEvent<AddressEvent>).data.addressId)];
}

function zonesAfter(zones: readonly DeliveryZoneRecord[], type: string, data: ZoneData) {
  const others = zones.filter((z) => z.id !== data.id);
  if (type.endsWith('Removed') || data.fields === undefined) return others;
  const zone = { id: data.id, fields: data.fields };
  // A change keeps the zone's place; a new zone is the newest.
  return zones.some((z) => z.id === data.id)
    ? zones.map((z) => (z.id === data.id ? zone : z))
    : [...zones, zone];
}

export function evolvePlace(
  row: DeliveryPlaceRow | undefined,
  event: ProjectedEvent,
): DeliveryPlaceRow | undefined {
  const { position } = event;
  if (isZoneEvent(event)) {
    const zones = row?.kind === 'zones' ? row.zones : [];
    return { kind: 'zones', zones: zonesAfter(zones, event.type, event.data), position };
  }
  const e = event as ProjectedEvent<AddressEvent>;
  switch (e.type) {
    case 'CustomerAddressAdded':
    case 'CustomerAddressEdited':
      return { kind: 'address', point: e.data.location, position };
    case 'CustomerAddressLocated': {
      const { latitude, longitude } = e.data;
      return { kind: 'address', point: { latitude, longitude }, position };
    }
    case 'CustomerAddressDeleted':
      return undefined;
  }
}

/** The zone an address is served from, by the rows read for the order. */
export function zoneOfAddress(
  vendorId: string,
  addressId: string | undefined,
  read: (key: string) => DeliveryPlaceRow | undefined,
): DeliveryZoneRecord | undefined {
  if (addressId === undefined) return undefined;
  const address = read(addressKey(vendorId, addressId));
  const zones = read(zonesKey(vendorId));
  if (address?.kind !== 'address' || address.point === null || zones?.kind !== 'zones')
    return undefined;
  return zoneFor(address.point, zones.zones);
}
