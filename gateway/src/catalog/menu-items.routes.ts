// /api-catalog/catalog/menuitems: the management screen's items — paged (search in title and
// description, one category), list, {id}, create, edit, remove. An edit sends only what changes:
// `{id, available: false}` is the POS's one-tap "out of stock" and emits only
// MenuItemAvailabilityChanged; `{id, price, discount}` only MenuItemPriceChanged.
import {
  CatalogIdParams,
  CreateMenuItemRequest,
  MenuItemAdminPage,
  MenuItemAdminView,
  MenuItemListQuery,
  MenuItemPageQuery,
  UpdateMenuItemRequest,
} from '@sofre/engine/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { contextOf } from '../http/request-context.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { BearerHeaders } from '../auth/auth.contracts.ts';
import { pageRecords } from '../records/record-page.ts';
import { found, itemsOf } from './catalog.answers.ts';
import { createIds, type CatalogDeps } from './catalog.deps.ts';
import { catalogAggregate } from '@sofre/engine/catalog';
import { catalogNow } from './catalog-now.ts';
import { either, pageRequestOf } from './catalog-query.ts';
import { checkFoodShifts } from './catalog-references.ts';
import { readAccess, writeAccess } from './menu-categories.routes.ts';

export const MENU_ITEMS = '/api-catalog/catalog/menuitems';
const RENAMES = { itemId: 'id' };

async function items(deps: CatalogDeps, request: FastifyRequest, categoryId?: string) {
  const vendorId = contextOf(request).vendor.id;
  const all = itemsOf(await catalogNow(deps.platform.readSide, vendorId, deps.clock()));
  return categoryId === undefined ? all : all.filter((i) => i.categoryId === categoryId);
}

const itemById = async (deps: CatalogDeps, request: FastifyRequest, id: string) =>
  found(await items(deps, request), id, 'MENU_ITEM_NOT_FOUND');

export function menuItemRoutes(app: ZodApp, deps: CatalogDeps) {
  const schema = { tags: ['catalog'], headers: BearerHeaders };
  const { readSide } = deps.platform;

  app.get(
    MENU_ITEMS,
    {
      schema: {
        ...schema,
        summary: 'Menu items, a page at a time, searched in title and description',
        querystring: MenuItemPageQuery,
        response: { 200: MenuItemAdminPage, ...problemResponses(400, 401, 403) },
      },
      config: { access: readAccess },
    },
    async (request) => {
      const { categoryId, CategoryId } = request.query;
      const all = await items(deps, request, either(categoryId, CategoryId));
      return pageRecords(all, pageRequestOf(request.query), (i) =>
        [i.title, i.description ?? ''].join(' '),
      );
    },
  );

  app.get(
    `${MENU_ITEMS}/list`,
    {
      schema: {
        ...schema,
        summary: 'Every menu item in menu order, optionally of one category',
        querystring: MenuItemListQuery,
        response: { 200: z.array(MenuItemAdminView), ...problemResponses(400, 401, 403) },
      },
      config: { access: readAccess },
    },
    async (request) =>
      items(deps, request, either(request.query.categoryId, request.query.CategoryId)),
  );

  app.get(
    `${MENU_ITEMS}/:id`,
    {
      schema: {
        ...schema,
        summary: 'One menu item',
        params: CatalogIdParams,
        response: { 200: MenuItemAdminView, ...problemResponses(401, 403, 404) },
      },
      config: { access: readAccess },
    },
    async (request) => itemById(deps, request, request.params.id),
  );

  app.post(
    MENU_ITEMS,
    {
      schema: {
        ...schema,
        summary: 'Create a menu item (the client may send its own id)',
        body: CreateMenuItemRequest,
        response: { 201: MenuItemAdminView, ...problemResponses(400, 401, 403, 422) },
      },
      config: { access: writeAccess },
    },
    async (request, reply) => {
      const { id: clientId, ...fields } = request.body;
      return deps.runner.createOnce(request, reply, 'menu-item', clientId, async () => {
        await checkFoodShifts(readSide, contextOf(request).vendor.id, fields.foodShiftIds);
        const { id, commandId } = createIds('menu-item', clientId);
        const command = { type: 'CreateMenuItem', data: { itemId: id, ...fields } } as const;
        await deps.runner.run(request, catalogAggregate, command, {
          fieldNames: RENAMES,
          commandId: commandId,
        });
        return itemById(deps, request, id);
      });
    },
  );

  app.put(
    MENU_ITEMS,
    {
      schema: {
        ...schema,
        summary: 'Change a menu item: only the fields sent ({id, available} toggles stock)',
        body: UpdateMenuItemRequest,
        response: { 200: MenuItemAdminView, ...problemResponses(400, 401, 403, 404, 422) },
      },
      config: { access: writeAccess },
    },
    async (request) => {
      const { id, ...changes } = request.body;
      await itemById(deps, request, id);
      await checkFoodShifts(readSide, contextOf(request).vendor.id, changes.foodShiftIds);
      await deps.runner.run(
        request,
        catalogAggregate,
        { type: 'EditMenuItem', data: { itemId: id, ...changes } },
        { fieldNames: RENAMES },
      );
      return itemById(deps, request, id);
    },
  );

  app.delete(
    `${MENU_ITEMS}/:id`,
    {
      schema: {
        ...schema,
        summary: 'Remove a menu item (orders keep their own copy of its lines)',
        params: CatalogIdParams,
        response: { 204: z.null(), ...problemResponses(401, 403, 404) },
      },
      config: { access: writeAccess },
    },
    async (request, reply) => {
      const { id } = request.params;
      await itemById(deps, request, id);
      await deps.runner.run(
        request,
        catalogAggregate,
        { type: 'RemoveMenuItem', data: { itemId: id } },
        { fieldNames: RENAMES },
      );
      return reply.code(204).send(null);
    },
  );
}
