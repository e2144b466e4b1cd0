// GET /api-identity/deliveryzones: the back office's paged table of the vendor's delivery zones
// (PageNumber, PageSize, Search on the name; spec §9 default page size 10). Every zone at once is
// the delivery face's GET (zone-records.route.ts).
import { DeliveryZoneListQuery, DeliveryZoneView, pageOf } from '@sofre/engine/contracts';
import { deliveryZoneKind } from '@sofre/engine/delivery-zones';
import { staff } from '../http/access.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { BearerHeaders } from '../auth/auth.contracts.ts';
import { recordsOf, type RecordDeps } from '../records/record-commands.ts';
import { pageRecords } from '../records/record-page.ts';
import { zoneAnswer } from './delivery-zone.answers.ts';
import { IDENTITY_ZONES } from './delivery-zone.paths.ts';

export function listZonesRoute(app: ZodApp, deps: RecordDeps) {
  app.get(
    IDENTITY_ZONES,
    {
      schema: {
        tags: ['delivery'],
        summary: 'The vendor’s delivery zones, a page at a time (search by name)',
        headers: BearerHeaders,
        querystring: DeliveryZoneListQuery,
        response: { 200: pageOf(DeliveryZoneView), ...problemResponses(400, 401, 403) },
      },
      config: { access: staff('delivery.manage') },
    },
    async (request) => {
      const q = request.query;
      const zones = (await recordsOf(deps, request, deliveryZoneKind)).map(zoneAnswer);
      return pageRecords(
        zones,
        {
          pageNumber: q.PageNumber ?? q.pageNumber,
          pageSize: q.PageSize ?? q.pageSize,
          search: q.Search ?? q.search,
        },
        (zone) => zone.vendorsProperName,
      );
    },
  );
}
