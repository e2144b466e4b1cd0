// /api-catalog/catalog/toppingcategory and /topping: topping categories (created with their first
// toppings; min ≤ max ≤ number of toppings) and toppings added, edited (`{id, available}` toggles
// one) and removed one by one. Tags (/menuitemtag: list, create) live here too: small, same reads.
import {
  CatalogIdParams,
  CatalogPageQuery,
  CreateMenuItemTagRequest,
  CreateToppingCategoryRequest,
  CreateToppingRequest,
  MenuItemTagView,
  ToppingAdminPage,
  ToppingAdminView,
  ToppingCategoryAdminPage,
  ToppingCategoryAdminView,
  ToppingPageQuery,
  UpdateToppingCategoryRequest,
  UpdateToppingRequest,
} from '@sofre/engine/contracts';
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { contextOf } from '../http/request-context.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { BearerHeaders } from '../auth/auth.contracts.ts';
import { pageRecords } from '../records/record-page.ts';
import { found, tagAnswers, toppingCategoryAnswers, toppingsOf } from './catalog.answers.ts';
import { createIds, type CatalogDeps } from './catalog.deps.ts';
import { catalogAggregate } from '@sofre/engine/catalog';
import { either, pageRequestOf } from './catalog-query.ts';
import { readAccess, writeAccess } from './menu-categories.routes.ts';

const CATALOG = '/api-catalog/catalog';
const TOPPING_CATEGORIES = `${CATALOG}/toppingcategory`;
const TOPPINGS = `${CATALOG}/topping`;
const TAGS = `${CATALOG}/menuitemtag`;
const CATEGORY_RENAMES = { toppingCategoryId: 'id', toppingId: 'id' };
const TOPPING_RENAMES = { toppingId: 'id' };

const catalogOf = (deps: CatalogDeps, request: FastifyRequest) =>
  deps.platform.readSide.catalog(contextOf(request).vendor.id);
const toppingCategoryById = async (deps: CatalogDeps, request: FastifyRequest, id: string) =>
  found(toppingCategoryAnswers(await catalogOf(deps, request)), id, 'TOPPING_CATEGORY_NOT_FOUND');
const toppingById = async (deps: CatalogDeps, request: FastifyRequest, id: string) =>
  found(toppingsOf(await catalogOf(deps, request)), id, 'TOPPING_NOT_FOUND');

export function toppingRoutes(app: ZodApp, deps: CatalogDeps) {
  const schema = { tags: ['catalog'], headers: BearerHeaders };
  const read = { config: { access: readAccess } };
  const write = { config: { access: writeAccess } };

  // --- Topping categories ---
  app.get(
    TOPPING_CATEGORIES,
    {
      schema: {
        ...schema,
        summary: 'Topping categories with their toppings, a page at a time, searched by title',
        querystring: CatalogPageQuery,
        response: { 200: ToppingCategoryAdminPage, ...problemResponses(400, 401, 403) },
      },
      ...read,
    },
    async (request) =>
      pageRecords(
        toppingCategoryAnswers(await catalogOf(deps, request)),
        pageRequestOf(request.query),
        (c) => [c.title, ...c.toppings.map((t) => t.title)].join(' '),
      ),
  );
  app.get(
    `${TOPPING_CATEGORIES}/:id`,
    {
      schema: {
        ...schema,
        summary: 'One topping category with its toppings',
        params: CatalogIdParams,
        response: { 200: ToppingCategoryAdminView, ...problemResponses(401, 403, 404) },
      },
      ...read,
    },
    async (request) => toppingCategoryById(deps, request, request.params.id),
  );
  app.post(
    TOPPING_CATEGORIES,
    {
      schema: {
        ...schema,
        summary: 'Create a topping category with its first toppings',
        body: CreateToppingCategoryRequest,
        response: { 201: ToppingCategoryAdminView, ...problemResponses(400, 401, 403, 422) },
      },
      ...write,
    },
    async (request, reply) => {
      const { id: clientId, toppings, ...fields } = request.body;
      return deps.runner.createOnce(request, reply, 'topping-category', clientId, async () => {
        const { id, commandId } = createIds('topping-category', clientId);
        const data = {
          toppingCategoryId: id,
          ...fields,
          toppings: toppings.map(({ id: toppingId, ...t }) => ({
            toppingId: toppingId ?? randomUUID(),
            ...t,
          })),
        };
        const command = { type: 'CreateToppingCategory', data } as const;
        await deps.runner.run(request, catalogAggregate, command, {
          fieldNames: CATEGORY_RENAMES,
          commandId: commandId,
        });
        return toppingCategoryById(deps, request, id);
      });
    },
  );
  app.put(
    TOPPING_CATEGORIES,
    {
      schema: {
        ...schema,
        summary: 'Change a topping category’s title or choices (only the fields sent)',
        body: UpdateToppingCategoryRequest,
        response: { 200: ToppingCategoryAdminView, ...problemResponses(400, 401, 403, 404, 422) },
      },
      ...write,
    },
    async (request) => {
      const { id, ...changes } = request.body;
      await toppingCategoryById(deps, request, id);
      const data = { toppingCategoryId: id, ...changes };
      await deps.runner.run(
        request,
        catalogAggregate,
        { type: 'EditToppingCategory', data },
        { fieldNames: CATEGORY_RENAMES },
      );
      return toppingCategoryById(deps, request, id);
    },
  );
  app.delete(
    `${TOPPING_CATEGORIES}/:id`,
    {
      schema: {
        ...schema,
        summary: 'Remove a topping category no item offers',
        params: CatalogIdParams,
        response: { 204: z.null(), ...problemResponses(401, 403, 404, 422) },
      },
      ...write,
    },
    async (request, reply) => {
      const { id } = request.params;
      await toppingCategoryById(deps, request, id);
      const data = { toppingCategoryId: id };
      await deps.runner.run(
        request,
        catalogAggregate,
        { type: 'RemoveToppingCategory', data },
        { fieldNames: CATEGORY_RENAMES },
      );
      return reply.code(204).send(null);
    },
  );

  // --- Toppings ---
  app.get(
    TOPPINGS,
    {
      schema: {
        ...schema,
        summary: 'Toppings, a page at a time, searched by title, optionally of one category',
        querystring: ToppingPageQuery,
        response: { 200: ToppingAdminPage, ...problemResponses(400, 401, 403) },
      },
      ...read,
    },
    async (request) => {
      const { toppingCategoryId, ToppingCategoryId } = request.query;
      const categoryId = either(toppingCategoryId, ToppingCategoryId);
      const all = toppingsOf(await catalogOf(deps, request)).filter(
        (t) => categoryId === undefined || t.toppingCategoryId === categoryId,
      );
      return pageRecords(all, pageRequestOf(request.query), (t) => t.title);
    },
  );
  app.get(
    `${TOPPINGS}/:id`,
    {
      schema: {
        ...schema,
        summary: 'One topping',
        params: CatalogIdParams,
        response: { 200: ToppingAdminView, ...problemResponses(401, 403, 404) },
      },
      ...read,
    },
    async (request) => toppingById(deps, request, request.params.id),
  );
  app.post(
    TOPPINGS,
    {
      schema: {
        ...schema,
        summary: 'Add a topping to a topping category',
        body: CreateToppingRequest,
        response: { 201: ToppingAdminView, ...problemResponses(400, 401, 403, 422) },
      },
      ...write,
    },
    async (request, reply) => {
      const { id: clientId, ...fields } = request.body;
      return deps.runner.createOnce(request, reply, 'topping', clientId, async () => {
        const { id, commandId } = createIds('topping', clientId);
        const data = { toppingId: id, ...fields };
        await deps.runner.run(
          request,
          catalogAggregate,
          { type: 'AddTopping', data },
          { fieldNames: TOPPING_RENAMES, commandId: commandId },
        );
        return toppingById(deps, request, id);
      });
    },
  );
  app.put(
    TOPPINGS,
    {
      schema: {
        ...schema,
        summary: 'Change a topping: only the fields sent ({id, available} toggles it)',
        body: UpdateToppingRequest,
        response: { 200: ToppingAdminView, ...problemResponses(400, 401, 403, 404, 422) },
      },
      ...write,
    },
    async (request) => {
      const { id, ...changes } = request.body;
      await toppingById(deps, request, id);
      const data = { toppingId: id, ...changes };
      await deps.runner.run(
        request,
        catalogAggregate,
        { type: 'EditTopping', data },
        { fieldNames: TOPPING_RENAMES },
      );
      return toppingById(deps, request, id);
    },
  );
  app.delete(
    `${TOPPINGS}/:id`,
    {
      schema: {
        ...schema,
        summary: 'Remove a topping (not below its category’s maxChoices)',
        params: CatalogIdParams,
        response: { 204: z.null(), ...problemResponses(401, 403, 404, 422) },
      },
      ...write,
    },
    async (request, reply) => {
      const { id } = request.params;
      await toppingById(deps, request, id);
      await deps.runner.run(
        request,
        catalogAggregate,
        { type: 'RemoveTopping', data: { toppingId: id } },
        { fieldNames: TOPPING_RENAMES },
      );
      return reply.code(204).send(null);
    },
  );

  // --- Tags ---
  app.get(
    TAGS,
    {
      schema: {
        ...schema,
        summary: 'Every tag of the vendor, with how many items carry it',
        response: { 200: z.array(MenuItemTagView), ...problemResponses(401, 403) },
      },
      ...read,
    },
    async (request) => tagAnswers(await catalogOf(deps, request)),
  );
  app.post(
    TAGS,
    {
      schema: {
        ...schema,
        summary: 'Create a tag (تند، گیاهی، پرفروش …)',
        body: CreateMenuItemTagRequest,
        response: { 201: MenuItemTagView, ...problemResponses(400, 401, 403, 422) },
      },
      ...write,
    },
    async (request, reply) => {
      const { id: clientId, title } = request.body;
      return deps.runner.createOnce(request, reply, 'menu-item-tag', clientId, async () => {
        const { id, commandId } = createIds('menu-item-tag', clientId);
        const command = { type: 'CreateMenuItemTag', data: { tagId: id, title } } as const;
        await deps.runner.run(request, catalogAggregate, command, {
          fieldNames: { tagId: 'id' },
          commandId: commandId,
        });
        return found(tagAnswers(await catalogOf(deps, request)), id, 'MENU_ITEM_TAG_UNKNOWN');
      });
    },
  );
}
