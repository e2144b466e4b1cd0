// How a delivery zone of the records read model is answered: the same shape on both faces
// (/api-identity/deliveryzones and /api-delivery/v1/delivery-zones), and the map's polygons as a
// GeoJSON FeatureCollection.
import type { DeliveryZoneView, ZonePolygons } from '@sofre/engine/contracts';
import type { DeliveryZoneFields } from '@sofre/engine/delivery-zones';
import { zonePolygon } from '@sofre/engine/delivery-zones';
import type { RecordView } from '@sofre/projections';

export type ZoneRecordView = RecordView<DeliveryZoneFields>;

export const zoneAnswer = (view: ZoneRecordView): DeliveryZoneView => ({
  id: view.id,
  ...view.fields,
  polygonId: view.id,
  createdAt: view.createdAt,
  updatedAt: view.updatedAt,
});

export const polygonsAnswer = (views: readonly ZoneRecordView[]): ZonePolygons => ({
  type: 'FeatureCollection',
  features: views.map((view) => ({
    type: 'Feature',
    id: view.id,
    geometry: zonePolygon(view.fields.polygon),
    properties: {
      vendorsProperName: view.fields.vendorsProperName,
      price: view.fields.price,
      enabled: view.fields.enabled,
    },
  })),
});
