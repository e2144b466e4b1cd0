// DELETE /api-identity/deliveryzones/{id} and /api-delivery/v1/delivery-zones/{id}: the zone no
// longer takes addresses and leaves the map. Another vendor's or an unknown id is 404.
import { DeliveryZoneIdParams } from '@sofre/engine/contracts';
import { deliveryZoneKind } from '@sofre/engine/delivery-zones';
import { z } from 'zod';
import { staff } from '../http/access.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { BearerHeaders } from '../identity/auth/auth.contracts.ts';
import { removeRecord, type RecordDeps } from '../records/record-commands.ts';
import { DELIVERY_ZONES, IDENTITY_ZONES } from './delivery-zone.paths.ts';

export function deleteZoneRoutes(app: ZodApp, deps: RecordDeps) {
  for (const base of [IDENTITY_ZONES, DELIVERY_ZONES]) {
    app.delete(
      `${base}/:id`,
      {
        schema: {
          tags: ['delivery'],
          summary: 'Remove a delivery zone',
          headers: BearerHeaders,
          params: DeliveryZoneIdParams,
          response: { 204: z.null(), ...problemResponses(401, 403, 404) },
        },
        config: { access: staff('delivery.manage') },
      },
      async (request, reply) => {
        // An unknown id is refused by the kind (DELIVERY_ZONE_NOT_FOUND → 404).
        await removeRecord(deps, request, deliveryZoneKind, request.params.id);
        return reply.code(204).send(null);
      },
    );
  }
}
