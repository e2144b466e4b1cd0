// A delivery zone (spec §3: price, vendorsProperName, enabled, polygon): an area of the city the
// restaurant's couriers serve, drawn on the map, with the delivery price charged for an address
// inside it. Records kit: the manager creates, edits, enables/disables and removes zones.
import { z } from 'zod';
import { defineRecordKind } from '../records/record.decider.ts';
import { errorMessages, type ErrorCode, type FieldError } from '../shared/domain-error.ts';
import { Rial } from '../shared/money.ts';
import { ringProblem, ZoneRing } from './zone-polygon.ts';

/** A sanity cap on one delivery price: 1,000,000,000 Rial (100 million Toman). */
export const MAX_DELIVERY_PRICE = 1_000_000_000;

export const DeliveryZoneFields = z.object({
  /** The zone's name as the restaurant calls it («ونک و جردن»); the spec's vendorsProperName. */
  vendorsProperName: z.string().trim().min(1).max(100),
  /** Delivery price for an address in the zone, integer Rial; 0 is free delivery. */
  price: Rial.max(MAX_DELIVERY_PRICE),
  /** A disabled zone is kept (and drawn) but no address is ever matched to it. */
  enabled: z.boolean().default(true),
  /** The outline: a closed GeoJSON ring of [longitude, latitude] positions (zone-polygon.ts). */
  polygon: ZoneRing,
});
export type DeliveryZoneFields = z.output<typeof DeliveryZoneFields>;

const fieldError = (field: string, code: ErrorCode): FieldError => ({
  field,
  code,
  message: errorMessages[code],
});

/** Names are compared as the manager reads them: spaces and Arabic ي/ك folded. */
const nameKey = (name: string) =>
  name.replaceAll('ي', 'ی').replaceAll('ك', 'ک').replace(/\s+/g, ' ').trim();

export const deliveryZoneKind = defineRecordKind({
  kind: 'delivery-zone',
  eventPrefix: 'DeliveryZone',
  notFound: 'DELIVERY_ZONE_NOT_FOUND',
  fields: DeliveryZoneFields,
  check: (fields, others) => {
    const problem = ringProblem(fields.polygon);
    const name = nameKey(fields.vendorsProperName);
    return [
      ...(problem ? [fieldError('polygon', problem)] : []),
      ...(others.some((o) => nameKey(o.fields.vendorsProperName) === name)
        ? [fieldError('vendorsProperName', 'DELIVERY_ZONE_NAME_TAKEN')]
        : []),
    ];
  },
});
