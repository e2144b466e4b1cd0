// GET /api-identity/defaultdescription (paged: PageNumber, Search, PageSize — spec §7),
// …/defaultdescription/list (all of them: the POS keeps them offline) and …/{id}. Cashiers read
// them to add a note with one tap; whoever manages the menu reads them to edit.
import { DefaultDescriptionPage, DefaultDescriptionView } from '@sofre/engine/contracts';
import { defaultDescriptionKind } from '@sofre/engine/default-descriptions';
import type { RecordView } from '@sofre/projections';
import { z } from 'zod';
import { staff } from '../http/access.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { BearerHeaders } from '../identity/auth/auth.contracts.ts';
import { recordOr404, recordsOf, type RecordDeps } from '../records/record-commands.ts';
import { pageRecords } from '../records/record-page.ts';
import { pageRequestOf, RecordPageQuery } from './page-query.ts';

export const DEFAULT_DESCRIPTIONS = '/api-identity/defaultdescription';
export const DescriptionIdParams = z.object({ id: z.string().min(1).max(100) });
export const descriptionSchema = { tags: ['identity'], headers: BearerHeaders };
const readAccess = staff('menu.manage', 'orders.take');

export const descriptionView = (
  record: RecordView<z.output<typeof defaultDescriptionKind.fields>>,
): DefaultDescriptionView => ({ id: record.id, ...record.fields });

export function defaultDescriptionReadRoutes(app: ZodApp, deps: RecordDeps) {
  const kind = defaultDescriptionKind;
  app.get(
    DEFAULT_DESCRIPTIONS,
    {
      schema: {
        ...descriptionSchema,
        summary: 'The vendor’s default descriptions, a page at a time, searched by text',
        querystring: RecordPageQuery,
        response: { 200: DefaultDescriptionPage, ...problemResponses(400, 401, 403) },
      },
      config: { access: readAccess },
    },
    async (request) => {
      const all = await recordsOf(deps, request, kind);
      const page = pageRecords(all, pageRequestOf(request.query), (r) => r.fields.title);
      return { ...page, data: page.data.map(descriptionView) };
    },
  );
  app.get(
    `${DEFAULT_DESCRIPTIONS}/list`,
    {
      schema: {
        ...descriptionSchema,
        summary: 'Every default description of the vendor (the POS keeps them offline)',
        response: { 200: z.array(DefaultDescriptionView), ...problemResponses(401, 403) },
      },
      config: { access: readAccess },
    },
    async (request) => (await recordsOf(deps, request, kind)).map(descriptionView),
  );
  app.get(
    `${DEFAULT_DESCRIPTIONS}/:id`,
    {
      schema: {
        ...descriptionSchema,
        summary: 'One default description',
        params: DescriptionIdParams,
        response: { 200: DefaultDescriptionView, ...problemResponses(401, 403, 404) },
      },
      config: { access: readAccess },
    },
    async (request) => descriptionView(await recordOr404(deps, request, kind, request.params.id)),
  );
}
