// /api-catalog/catalog/menucategories: the management screen's categories — paged, list, {id},
// create, edit (only the fields sent; `{id, order}` is the drag-reorder), remove (refused while it
// still has items). Reading needs menu.view or menu.manage, changing menu.manage. The public
// menus (all, site/{sellChannel}) and the printer view are in menu.route.ts.
import {
  CatalogIdParams,
  CatalogPageQuery,
  CreateMenuCategoryRequest,
  MenuCategoryAdminPage,
  MenuCategoryAdminView,
  UpdateMenuCategoryRequest,
} from '@sofre/engine/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { staff } from '../http/access.ts';
import { contextOf } from '../http/request-context.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { BearerHeaders } from '../auth/auth.contracts.ts';
import { pageRecords } from '../records/record-page.ts';
import { categoryAnswer, found } from './catalog.answers.ts';
import { createIds, type CatalogDeps } from './catalog.deps.ts';
import { catalogAggregate } from '@sofre/engine/catalog';
import { catalogNow } from './catalog-now.ts';
import { pageRequestOf } from './catalog-query.ts';
import { checkFoodShifts } from './catalog-references.ts';

export const MENU_CATEGORIES = '/api-catalog/catalog/menucategories';
export const readAccess = staff('menu.view', 'menu.manage');
export const writeAccess = staff('menu.manage');
const RENAMES = { categoryId: 'id' };

async function categories(deps: CatalogDeps, request: FastifyRequest) {
  const vendorId = contextOf(request).vendor.id;
  return (await catalogNow(deps.platform.readSide, vendorId, deps.clock())).categories.map(
    categoryAnswer,
  );
}

const categoryById = async (deps: CatalogDeps, request: FastifyRequest, id: string) =>
  found(await categories(deps, request), id, 'MENU_CATEGORY_NOT_FOUND');

export function menuCategoryRoutes(app: ZodApp, deps: CatalogDeps) {
  const schema = { tags: ['catalog'], headers: BearerHeaders };
  const { readSide } = deps.platform;

  app.get(
    MENU_CATEGORIES,
    {
      schema: {
        ...schema,
        summary: 'Menu categories, a page at a time, searched by title',
        querystring: CatalogPageQuery,
        response: { 200: MenuCategoryAdminPage, ...problemResponses(400, 401, 403) },
      },
      config: { access: readAccess },
    },
    async (request) =>
      pageRecords(await categories(deps, request), pageRequestOf(request.query), (c) => c.title),
  );

  app.get(
    `${MENU_CATEGORIES}/list`,
    {
      schema: {
        ...schema,
        summary: 'Every menu category in menu order (the item form’s choices)',
        response: { 200: z.array(MenuCategoryAdminView), ...problemResponses(401, 403) },
      },
      config: { access: readAccess },
    },
    async (request) => categories(deps, request),
  );

  app.get(
    `${MENU_CATEGORIES}/:id`,
    {
      schema: {
        ...schema,
        summary: 'One menu category',
        params: CatalogIdParams,
        response: { 200: MenuCategoryAdminView, ...problemResponses(401, 403, 404) },
      },
      config: { access: readAccess },
    },
    async (request) => categoryById(deps, request, request.params.id),
  );

  app.post(
    MENU_CATEGORIES,
    {
      schema: {
        ...schema,
        summary: 'Create a menu category (the client may send its own id)',
        body: CreateMenuCategoryRequest,
        response: { 201: MenuCategoryAdminView, ...problemResponses(400, 401, 403, 422) },
      },
      config: { access: writeAccess },
    },
    async (request, reply) => {
      const { id: clientId, ...fields } = request.body;
      return deps.runner.createOnce(request, reply, 'menu-category', clientId, async () => {
        await checkFoodShifts(readSide, contextOf(request).vendor.id, fields.foodShiftIds);
        const { id, commandId } = createIds('menu-category', clientId);
        const command = {
          type: 'CreateMenuCategory',
          data: { categoryId: id, ...fields },
        } as const;
        await deps.runner.run(request, catalogAggregate, command, {
          fieldNames: RENAMES,
          commandId: commandId,
        });
        return categoryById(deps, request, id);
      });
    },
  );

  app.put(
    MENU_CATEGORIES,
    {
      schema: {
        ...schema,
        summary: 'Change a menu category: only the fields sent ({id, order} reorders)',
        body: UpdateMenuCategoryRequest,
        response: { 200: MenuCategoryAdminView, ...problemResponses(400, 401, 403, 404, 422) },
      },
      config: { access: writeAccess },
    },
    async (request) => {
      const { id, ...changes } = request.body;
      await categoryById(deps, request, id);
      await checkFoodShifts(readSide, contextOf(request).vendor.id, changes.foodShiftIds);
      const command = { type: 'EditMenuCategory', data: { categoryId: id, ...changes } } as const;
      await deps.runner.run(request, catalogAggregate, command, { fieldNames: RENAMES });
      return categoryById(deps, request, id);
    },
  );

  app.delete(
    `${MENU_CATEGORIES}/:id`,
    {
      schema: {
        ...schema,
        summary: 'Remove an empty menu category',
        params: CatalogIdParams,
        response: { 204: z.null(), ...problemResponses(401, 403, 404, 422) },
      },
      config: { access: writeAccess },
    },
    async (request, reply) => {
      const { id } = request.params;
      await categoryById(deps, request, id);
      await deps.runner.run(
        request,
        catalogAggregate,
        { type: 'RemoveMenuCategory', data: { categoryId: id } },
        { fieldNames: RENAMES },
      );
      return reply.code(204).send(null);
    },
  );
}
