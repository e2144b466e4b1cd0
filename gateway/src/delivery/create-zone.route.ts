// POST /api-identity/deliveryzones — a new zone {vendorsProperName, price, enabled, polygon}.
// An outline that cannot be a zone, or a name the vendor already uses, is refused with a field
// error (engine delivery-zone.kind.ts). A client id makes a repeated create answer the first.
import { CreateDeliveryZoneRequest, DeliveryZoneView } from '@sofre/engine/contracts';
import { deliveryZoneKind } from '@sofre/engine/delivery-zones';
import { staff } from '../http/access.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { BearerHeaders } from '../identity/auth/auth.contracts.ts';
import { createRecord, type RecordDeps } from '../records/record-commands.ts';
import { zoneAnswer } from './delivery-zone.answers.ts';
import { IDENTITY_ZONES } from './delivery-zone.paths.ts';

export function createZoneRoute(app: ZodApp, deps: RecordDeps) {
  app.post(
    IDENTITY_ZONES,
    {
      schema: {
        tags: ['delivery'],
        summary: 'Draw a new delivery zone with its price',
        headers: BearerHeaders,
        body: CreateDeliveryZoneRequest,
        response: { 201: DeliveryZoneView, ...problemResponses(400, 401, 403, 409, 422) },
      },
      config: { access: staff('delivery.manage') },
    },
    async (request, reply) => {
      const { id, ...fields } = request.body;
      const zone = await createRecord(deps, request, deliveryZoneKind, fields, id);
      return reply.code(201).send(zoneAnswer(zone));
    },
  );
}
