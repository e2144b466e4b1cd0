// Table categories through the records kit: GET /api/diningtablecategories (all, in order, with
// table counts), GET {id}, POST, PUT (id in the body) and PATCH ?id= (activate/deactivate or move
// in the order). POST and PUT are the records' own; GET {id} stays here, as its OpenAPI entry also
// declares the 400 of a malformed id. See dining-tables.routes.ts.
import {
  CreateDiningTableCategoryRequest,
  DiningIdParams,
  DiningIdQuery,
  DiningTableCategoryView,
  PatchDiningTableCategoryRequest,
  UpdateDiningTableCategoryRequest,
} from '@sofre/engine/contracts';
import { diningTableCategoryKind } from '@sofre/engine/dining-tables';
import { z } from 'zod';
import { staff } from '../http/access.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { BearerHeaders } from '../auth/auth.contracts.ts';
import { patchRecord, recordOr404, type RecordDeps } from '../records/record-commands.ts';
import { recordRoutes } from '../records/record-routes.ts';
import type { FastifyRequest } from 'fastify';
import {
  categoryAnswer,
  floorOf,
  sortedCategories,
  type CategoryRecord,
} from './dining-table.answers.ts';

const CATEGORIES = '/api/diningtablecategories';
const tags = ['dining-tables'];
const access = { read: staff('tables.manage', 'orders.take'), write: staff('tables.manage') };

export function tableCategoryRoutes(app: ZodApp, deps: RecordDeps) {
  const answer = async (view: CategoryRecord, request: FastifyRequest) =>
    categoryAnswer(view, (await floorOf(deps.platform, request)).tables);

  app.get(
    CATEGORIES,
    {
      schema: {
        tags,
        summary: 'The vendor’s table categories in order, with how many tables each has',
        headers: BearerHeaders,
        response: { 200: z.array(DiningTableCategoryView), ...problemResponses(401, 403) },
      },
      config: { access: access.read },
    },
    async (request) => {
      const { tables, categories } = await floorOf(deps.platform, request);
      return sortedCategories(categories).map((c) => categoryAnswer(c, tables));
    },
  );

  app.get(
    `${CATEGORIES}/:id`,
    {
      schema: {
        tags,
        summary: 'One table category',
        headers: BearerHeaders,
        params: DiningIdParams,
        response: { 200: DiningTableCategoryView, ...problemResponses(400, 401, 403, 404) },
      },
      config: { access: access.read },
    },
    async (request) =>
      answer(await recordOr404(deps, request, diningTableCategoryKind, request.params.id), request),
  );

  recordRoutes(app, deps, {
    kind: diningTableCategoryKind,
    path: CATEGORIES,
    tags,
    access,
    contracts: {
      view: DiningTableCategoryView,
      create: CreateDiningTableCategoryRequest,
      edit: UpdateDiningTableCategoryRequest,
    },
    answer,
    summaries: {
      create: 'Add a table category (سالن اصلی، تراس …)',
      change: 'Edit a table category',
    },
  });

  app.patch(
    CATEGORIES,
    {
      schema: {
        tags,
        summary: 'Activate or deactivate a table category, or move it in the order',
        headers: BearerHeaders,
        querystring: DiningIdQuery,
        body: PatchDiningTableCategoryRequest,
        response: { 200: DiningTableCategoryView, ...problemResponses(400, 401, 403, 404, 422) },
      },
      config: { access: access.write },
    },
    async (request) => {
      const { id } = request.query;
      const changes = Object.fromEntries(
        Object.entries(request.body).filter(([, v]) => v !== undefined),
      );
      return answer(
        await patchRecord(deps, request, diningTableCategoryKind, id, changes),
        request,
      );
    },
  );
}
