// GET /api-identity/defaultdescription (paged: PageNumber, Search, PageSize — spec §7) and
// …/defaultdescription/list (all of them: the POS keeps them offline). Cashiers read them to add
// a note with one tap; whoever manages the menu reads them to edit.
import { DefaultDescriptionPage, DefaultDescriptionView } from '@sofre/engine/contracts';
import { defaultDescriptionKind } from '@sofre/engine/default-descriptions';
import type { RecordView } from '@sofre/projections';
import { z } from 'zod';
import { staff } from '../http/access.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { BearerHeaders } from '../auth/auth.contracts.ts';
import { recordsOf, type RecordDeps } from '../records/record-commands.ts';
import { pageRecords } from '../records/record-page.ts';
import { pageRequestOf, RecordPageQuery } from './page-query.ts';

export const DEFAULT_DESCRIPTIONS = '/api-identity/defaultdescription';
export const descriptionTags = ['identity'];
export const descriptionAccess = {
  read: staff('menu.manage', 'orders.take'),
  write: staff('menu.manage'),
};

export const descriptionView = (
  record: RecordView<z.output<typeof defaultDescriptionKind.fields>>,
): DefaultDescriptionView => ({ id: record.id, ...record.fields });

export function defaultDescriptionListRoutes(app: ZodApp, deps: RecordDeps) {
  const kind = defaultDescriptionKind;
  const descriptionSchema = { tags: descriptionTags, headers: BearerHeaders };
  app.get(
    DEFAULT_DESCRIPTIONS,
    {
      schema: {
        ...descriptionSchema,
        summary: 'The vendor’s default descriptions, a page at a time, searched by text',
        querystring: RecordPageQuery,
        response: { 200: DefaultDescriptionPage, ...problemResponses(400, 401, 403) },
      },
      config: { access: descriptionAccess.read },
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
      config: { access: descriptionAccess.read },
    },
    async (request) => (await recordsOf(deps, request, kind)).map(descriptionView),
  );
}
