// PUT /api-delivery/v1/delivery-zones/{id}: a zone's new name, price, state and outline, its id in
// the path (the back office's PUT, id in the body, is zone-records.route.ts). The whole zone is
// sent; the same rules as a new zone apply (its own name does not clash with itself).
import {
  DeliveryZoneIdParams,
  DeliveryZoneView,
  UpdateDeliveryZoneRequest,
} from '@sofre/engine/contracts';
import { deliveryZoneKind } from '@sofre/engine/delivery-zones';
import { staff } from '../http/access.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { BearerHeaders } from '../auth/auth.contracts.ts';
import { changeRecord, type RecordDeps } from '../records/record-commands.ts';
import { zoneAnswer } from './delivery-zone.answers.ts';
import { DELIVERY_ZONES } from './delivery-zone.paths.ts';

export function editZoneRoute(app: ZodApp, deps: RecordDeps) {
  app.put(
    `${DELIVERY_ZONES}/:id`,
    {
      schema: {
        tags: ['delivery'],
        summary: 'Change a delivery zone',
        headers: BearerHeaders,
        params: DeliveryZoneIdParams,
        body: UpdateDeliveryZoneRequest,
        response: { 200: DeliveryZoneView, ...problemResponses(400, 401, 403, 404, 422) },
      },
      config: { access: staff('delivery.manage') },
    },
    async (request) =>
      zoneAnswer(
        await changeRecord(deps, request, deliveryZoneKind, request.params.id, request.body),
      ),
  );
}
