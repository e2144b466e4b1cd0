// Delivery zones as the API gives and takes them (/api-identity/deliveryzones and the delivery
// service's /api-delivery/v1/delivery-zones, two faces of the same records), the map's polygons
// and the estimated delivery price at a point. Browser-safe: the zones screen imports it.
import { z } from 'zod';
import { DeliveryZoneFields } from '../delivery-zones/delivery-zone.kind.ts';
import { LngLat } from '../delivery-zones/zone-polygon.ts';
import { Rial } from '../shared/money.ts';
import { AddressView } from './customers.contract.ts';

const ZoneId = z.string().trim().min(1).max(100);

/** A new zone; the client may send its own id (a repeated create then answers the first). */
export const CreateDeliveryZoneRequest = DeliveryZoneFields.extend({ id: ZoneId.optional() });
export type CreateDeliveryZoneRequest = z.input<typeof CreateDeliveryZoneRequest>;

/** PUT /api-identity/deliveryzones: the whole zone, its id in the body. */
export const EditDeliveryZoneRequest = DeliveryZoneFields.extend({ id: ZoneId });

/** PUT /api-delivery/v1/delivery-zones/{id}: the whole zone, its id in the path. */
export const UpdateDeliveryZoneRequest = DeliveryZoneFields;
export type DeliveryZoneInput = z.input<typeof DeliveryZoneFields>;

export const DeliveryZoneIdParams = z.object({ id: ZoneId });

export const EnableOrDisableRequest = z.object({ enabled: z.boolean() });

export const DeliveryZoneView = z.object({
  id: z.string(),
  vendorsProperName: z.string(),
  price: Rial,
  enabled: z.boolean(),
  /** Closed ring of [longitude, latitude]. */
  polygon: z.array(LngLat),
  /** The zone's feature in GET /api-delivery/v1/polygons (spec §3 "polygon id"): the zone's id. */
  polygonId: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DeliveryZoneView = z.infer<typeof DeliveryZoneView>;

/** GET /api-identity/deliveryzones: PageNumber, PageSize, Search (the name), either case. */
export const DeliveryZoneListQuery = z.object({
  pageNumber: z.coerce.number().int().positive().optional(),
  PageNumber: z.coerce.number().int().positive().optional(),
  pageSize: z.coerce.number().int().positive().max(100).optional(),
  PageSize: z.coerce.number().int().positive().max(100).optional(),
  search: z.string().max(100).optional(),
  Search: z.string().max(100).optional(),
});

const Latitude = z.coerce.number().min(-90).max(90);
const Longitude = z.coerce.number().min(-180).max(180);

/** GET /api-delivery/v1/estimated-price?latitude=&longitude= */
export const EstimatedPriceQuery = z.object({ latitude: Latitude, longitude: Longitude });

/** The zone an address falls in and its delivery price (refused OUT_OF_DELIVERY_ZONE otherwise). */
export const EstimatedPrice = z.object({
  zoneId: z.string(),
  vendorsProperName: z.string(),
  price: Rial,
});
export type EstimatedPrice = z.infer<typeof EstimatedPrice>;

/** GET /api-delivery/v1/polygons: the vendor's zones as a GeoJSON FeatureCollection (RFC 7946). */
export const ZoneFeature = z.object({
  type: z.literal('Feature'),
  id: z.string(),
  geometry: z.object({ type: z.literal('Polygon'), coordinates: z.array(z.array(LngLat)) }),
  properties: z.object({ vendorsProperName: z.string(), price: Rial, enabled: z.boolean() }),
});
export const ZonePolygons = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(ZoneFeature),
});
export type ZonePolygons = z.infer<typeof ZonePolygons>;

/** One of the signed-in customer's addresses, and whether (and at what price) a courier takes it. */
export const CoveredAddress = AddressView.extend({
  /** Inside one of the vendor's enabled zones (an address with no map point is not). */
  covered: z.boolean(),
  zoneId: z.string().optional(),
  vendorsProperName: z.string().optional(),
  price: Rial.optional(),
});
export type CoveredAddress = z.infer<typeof CoveredAddress>;
