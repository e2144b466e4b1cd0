// PUT /api-delivery/v1/delivery-zones/{id}/enable-or-disable {enabled}: a disabled zone stays on
// the map but no address is matched to it. The wanted state is sent (not a toggle), so a repeated
// request changes nothing the second time.
import {
  DeliveryZoneIdParams,
  DeliveryZoneView,
  EnableOrDisableRequest,
} from '@sofre/engine/contracts';
import { deliveryZoneKind } from '@sofre/engine/delivery-zones';
import { staff } from '../http/access.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { BearerHeaders } from '../auth/auth.contracts.ts';
import { patchRecord, type RecordDeps } from '../records/record-commands.ts';
import { zoneAnswer } from './delivery-zone.answers.ts';
import { DELIVERY_ZONES } from './delivery-zone.paths.ts';

export function enableOrDisableRoute(app: ZodApp, deps: RecordDeps) {
  app.put(
    `${DELIVERY_ZONES}/:id/enable-or-disable`,
    {
      schema: {
        tags: ['delivery'],
        summary: 'Enable or disable a delivery zone',
        headers: BearerHeaders,
        params: DeliveryZoneIdParams,
        body: EnableOrDisableRequest,
        response: { 200: DeliveryZoneView, ...problemResponses(400, 401, 403, 404) },
      },
      config: { access: staff('delivery.manage') },
    },
    async (request) => {
      const { enabled } = request.body;
      const zone = await patchRecord(deps, request, deliveryZoneKind, request.params.id, {
        enabled,
      });
      return zoneAnswer(zone);
    },
  );
}
