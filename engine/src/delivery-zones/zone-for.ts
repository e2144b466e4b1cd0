// Which delivery zone an address falls in, and what delivery costs there (the site's checkout,
// the POS's phone orders, GET /api-delivery/v1/estimated-price). Pure: the caller passes the
// vendor's zones as the read side lists them (oldest first).
import { booleanPointInPolygon } from '@turf/boolean-point-in-polygon';
import { DomainError } from '../shared/domain-error.ts';
import type { Rial } from '../shared/money.ts';
import type { StoredRecord } from '../records/record-kind.ts';
import type { DeliveryZoneFields } from './delivery-zone.kind.ts';
import { zonePolygon } from './zone-polygon.ts';

export interface GeoPoint {
  readonly latitude: number;
  readonly longitude: number;
}

export type DeliveryZoneRecord = StoredRecord<DeliveryZoneFields>;

/** Whether the zone takes addresses and the point lies in it (a point on the edge counts as in). */
export const zoneCovers = (zone: DeliveryZoneFields, point: GeoPoint): boolean =>
  zone.enabled &&
  booleanPointInPolygon([point.longitude, point.latitude], zonePolygon(zone.polygon));

/**
 * The zone that serves the point: among the enabled zones containing it, the cheapest, because
 * zones may overlap and the customer should not pay more for where a manager's lines cross.
 * Tie rule: of equally cheap zones, the first in the order given — the read side lists oldest
 * first, so the zone drawn earlier wins. Undefined when no enabled zone contains the point.
 */
export function zoneFor<Z extends DeliveryZoneRecord>(
  point: GeoPoint,
  zones: readonly Z[],
): Z | undefined {
  let best: Z | undefined;
  for (const zone of zones) {
    if (!zoneCovers(zone.fields, point)) continue;
    if (best === undefined || zone.fields.price < best.fields.price) best = zone;
  }
  return best;
}

export interface DeliveryQuote {
  readonly zoneId: string;
  readonly vendorsProperName: string;
  readonly price: Rial;
}

/** The delivery price at the point, or the refusal OUT_OF_DELIVERY_ZONE (spec §8). */
export function deliveryQuote(
  point: GeoPoint,
  zones: readonly DeliveryZoneRecord[],
): DeliveryQuote {
  const zone = zoneFor(point, zones);
  if (!zone) throw new DomainError('OUT_OF_DELIVERY_ZONE', [], { ...point });
  return {
    zoneId: zone.id,
    vendorsProperName: zone.fields.vendorsProperName,
    price: zone.fields.price,
  };
}
