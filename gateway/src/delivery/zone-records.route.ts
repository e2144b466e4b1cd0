// The delivery zones' record routes on both faces (delivery-zone.paths.ts). The back office's
// /api-identity/deliveryzones: GET {id}, POST, PUT (id in the body), DELETE {id}. The delivery
// service's /api-delivery/v1/delivery-zones: GET (every zone, oldest first: the map draws them
// all), GET {id}, DELETE {id}. The kind decides (engine delivery-zone.kind.ts): an outline that
// cannot be a zone, or a name the vendor already uses, is a field error; a client id makes a
// repeated create answer the first; another vendor's id is 404, as an unknown one.
import {
  CreateDeliveryZoneRequest,
  DeliveryZoneIdParams,
  DeliveryZoneView,
  EditDeliveryZoneRequest,
} from '@sofre/engine/contracts';
import { deliveryZoneKind } from '@sofre/engine/delivery-zones';
import { staff } from '../http/access.ts';
import type { ZodApp } from '../http/zod-app.ts';
import type { RecordDeps } from '../records/record-commands.ts';
import { recordRoutes } from '../records/record-routes.ts';
import { zoneAnswer } from './delivery-zone.answers.ts';
import { DELIVERY_ZONES, IDENTITY_ZONES } from './delivery-zone.paths.ts';

export function zoneRecordRoutes(app: ZodApp, deps: RecordDeps) {
  const manage = staff('delivery.manage');
  const common = {
    kind: deliveryZoneKind,
    tags: ['delivery'],
    access: { read: manage, write: manage },
    answer: zoneAnswer,
  };
  recordRoutes(app, deps, {
    ...common,
    path: IDENTITY_ZONES,
    contracts: {
      view: DeliveryZoneView,
      create: CreateDeliveryZoneRequest,
      edit: EditDeliveryZoneRequest,
      idParams: DeliveryZoneIdParams,
    },
    summaries: {
      get: 'One delivery zone',
      create: 'Draw a new delivery zone with its price',
      change: 'Change a delivery zone (id in the body)',
      remove: 'Remove a delivery zone',
    },
  });
  // Its PUT {id} (the id in the path) is edit-zone.route.ts.
  recordRoutes(app, deps, {
    ...common,
    path: DELIVERY_ZONES,
    contracts: { view: DeliveryZoneView, idParams: DeliveryZoneIdParams },
    summaries: {
      list: 'Every delivery zone of the vendor, oldest first',
      get: 'One delivery zone',
      remove: 'Remove a delivery zone',
    },
  });
}
