// /api-catalog/catalog/menuitems: the items of one category (inactive and unavailable too), and
// their create / edit / toggle / reorder / remove calls. A PUT carries only what changes.
import {
  MenuItemAdminView,
  type CreateMenuItemRequest,
  type UpdateMenuItemRequest,
} from '@sofre/engine/contracts';
import { apiRequest } from '@sofre/web-shared';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { menuAdminKeys } from './menu-admin.keys.ts';

const PATH = '/api-catalog/catalog/menuitems';

const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order;

export const listItems = async (categoryId: string, signal?: AbortSignal) =>
  (
    await apiRequest({
      path: `${PATH}/list`,
      query: { categoryId },
      response: z.array(MenuItemAdminView),
      signal,
    })
  ).sort(byOrder);

export const createItem = (body: CreateMenuItemRequest) =>
  apiRequest({ method: 'POST', path: PATH, body, response: MenuItemAdminView });

export const updateItem = (body: UpdateMenuItemRequest) =>
  apiRequest({ method: 'PUT', path: PATH, body, response: MenuItemAdminView });

export const removeItem = (id: string) =>
  apiRequest({
    method: 'DELETE',
    path: `${PATH}/${encodeURIComponent(id)}`,
    response: z.unknown(),
  });

export const useCategoryItems = (categoryId: string | undefined) =>
  useQuery({
    queryKey: menuAdminKeys.items(categoryId ?? ''),
    queryFn: ({ signal }) => listItems(categoryId ?? '', signal),
    enabled: categoryId !== undefined,
  });
