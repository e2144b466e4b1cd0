// A zone's new name, price, state and outline, on both faces: PUT /api-identity/deliveryzones
// (the id in the body) and PUT /api-delivery/v1/delivery-zones/{id}. The whole zone is sent; the
// same rules as a new zone apply (its own name does not clash with itself).
import {
  DeliveryZoneIdParams,
  DeliveryZoneView,
  EditDeliveryZoneRequest,
  UpdateDeliveryZoneRequest,
} from '@sofre/engine/contracts';
import { deliveryZoneKind } from '@sofre/engine/delivery-zones';
import { staff } from '../http/access.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { BearerHeaders } from '../identity/auth/auth.contracts.ts';
import { changeRecord, type RecordDeps } from '../records/record-commands.ts';
import { zoneAnswer } from './delivery-zone.answers.ts';
import { DELIVERY_ZONES, IDENTITY_ZONES } from './delivery-zone.paths.ts';

export function editZoneRoutes(app: ZodApp, deps: RecordDeps) {
  const responses = { 200: DeliveryZoneView, ...problemResponses(400, 401, 403, 404, 422) };
  const access = { access: staff('delivery.manage') };

  app.put(
    IDENTITY_ZONES,
    {
      schema: {
        tags: ['delivery'],
        summary: 'Change a delivery zone (id in the body)',
        headers: BearerHeaders,
        body: EditDeliveryZoneRequest,
        response: responses,
      },
      config: access,
    },
    async (request) => {
      const { id, ...fields } = request.body;
      return zoneAnswer(await changeRecord(deps, request, deliveryZoneKind, id, fields));
    },
  );

  app.put(
    `${DELIVERY_ZONES}/:id`,
    {
      schema: {
        tags: ['delivery'],
        summary: 'Change a delivery zone',
        headers: BearerHeaders,
        params: DeliveryZoneIdParams,
        body: UpdateDeliveryZoneRequest,
        response: responses,
      },
      config: access,
    },
    async (request) =>
      zoneAnswer(
        await changeRecord(deps, request, deliveryZoneKind, request.params.id, request.body),
      ),
  );
}
