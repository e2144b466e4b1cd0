// GET /api-identity/deliveryzones/{id} and GET /api-delivery/v1/delivery-zones/{id}: one zone of
// the vendor (another vendor's id is 404, as an unknown one).
import { DeliveryZoneIdParams, DeliveryZoneView } from '@sofre/engine/contracts';
import { deliveryZoneKind } from '@sofre/engine/delivery-zones';
import { staff } from '../http/access.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { BearerHeaders } from '../identity/auth/auth.contracts.ts';
import { recordOr404, type RecordDeps } from '../records/record-commands.ts';
import { zoneAnswer } from './delivery-zone.answers.ts';
import { DELIVERY_ZONES, IDENTITY_ZONES } from './delivery-zone.paths.ts';

export function getZoneRoutes(app: ZodApp, deps: RecordDeps) {
  for (const base of [IDENTITY_ZONES, DELIVERY_ZONES]) {
    app.get(
      `${base}/:id`,
      {
        schema: {
          tags: ['delivery'],
          summary: 'One delivery zone',
          headers: BearerHeaders,
          params: DeliveryZoneIdParams,
          response: { 200: DeliveryZoneView, ...problemResponses(401, 403, 404) },
        },
        config: { access: staff('delivery.manage') },
      },
      async (request) =>
        zoneAnswer(await recordOr404(deps, request, deliveryZoneKind, request.params.id)),
    );
  }
}
