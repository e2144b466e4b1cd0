// Table categories through the records kit: GET /api/diningtablecategories (all, in order, with
// table counts), GET {id}, POST, PUT (id in the body) and PATCH ?id= (activate/deactivate or move
// in the order). See dining-tables.routes.ts.
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
import { BearerHeaders } from '../identity/auth/auth.contracts.ts';
import {
  changeRecord,
  createRecord,
  patchRecord,
  recordOr404,
  type RecordDeps,
} from '../records/record-commands.ts';
import type { FastifyRequest } from 'fastify';
import {
  categoryAnswer,
  floorOf,
  sortedCategories,
  type CategoryRecord,
} from './dining-table.answers.ts';

const CATEGORIES = '/api/diningtablecategories';
const tags = ['dining-tables'];

export function tableCategoryRoutes(app: ZodApp, deps: RecordDeps) {
  const answer = async (request: FastifyRequest, view: CategoryRecord) =>
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
      config: { access: staff('tables.manage', 'orders.take') },
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
      config: { access: staff('tables.manage', 'orders.take') },
    },
    async (request) =>
      answer(request, await recordOr404(deps, request, diningTableCategoryKind, request.params.id)),
  );

  app.post(
    CATEGORIES,
    {
      schema: {
        tags,
        summary: 'Add a table category (سالن اصلی، تراس …)',
        headers: BearerHeaders,
        body: CreateDiningTableCategoryRequest,
        response: { 201: DiningTableCategoryView, ...problemResponses(400, 401, 403, 409, 422) },
      },
      config: { access: staff('tables.manage') },
    },
    async (request, reply) => {
      const { id, ...fields } = request.body;
      const view = await createRecord(deps, request, diningTableCategoryKind, fields, id);
      return reply.code(201).send(await answer(request, view));
    },
  );

  app.put(
    CATEGORIES,
    {
      schema: {
        tags,
        summary: 'Edit a table category',
        headers: BearerHeaders,
        body: UpdateDiningTableCategoryRequest,
        response: { 200: DiningTableCategoryView, ...problemResponses(400, 401, 403, 404, 422) },
      },
      config: { access: staff('tables.manage') },
    },
    async (request) => {
      const { id, ...fields } = request.body;
      return answer(
        request,
        await changeRecord(deps, request, diningTableCategoryKind, id, fields),
      );
    },
  );

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
      config: { access: staff('tables.manage') },
    },
    async (request) => {
      const { id } = request.query;
      const changes = Object.fromEntries(
        Object.entries(request.body).filter(([, v]) => v !== undefined),
      );
      return answer(
        request,
        await patchRecord(deps, request, diningTableCategoryKind, id, changes),
      );
    },
  );
}
