// GET /api-delivery/v1/polygons: the vendor's zones as a GeoJSON FeatureCollection (RFC 7946),
// each feature's id the zone's id and its properties the name, price and state; any map library
// draws it as it is.
import { ZonePolygons } from '@sofre/engine/contracts';
import { deliveryZoneKind } from '@sofre/engine/delivery-zones';
import { staff } from '../http/access.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { BearerHeaders } from '../auth/auth.contracts.ts';
import { recordsOf, type RecordDeps } from '../records/record-commands.ts';
import { polygonsAnswer } from './delivery-zone.answers.ts';

export function polygonsRoute(app: ZodApp, deps: RecordDeps) {
  app.get(
    '/api-delivery/v1/polygons',
    {
      schema: {
        tags: ['delivery'],
        summary: 'The vendor’s delivery zones as GeoJSON',
        headers: BearerHeaders,
        response: { 200: ZonePolygons, ...problemResponses(401, 403) },
      },
      config: { access: staff('delivery.manage') },
    },
    async (request) => polygonsAnswer(await recordsOf(deps, request, deliveryZoneKind)),
  );
}
