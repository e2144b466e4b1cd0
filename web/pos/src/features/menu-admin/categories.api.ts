// /api-catalog/catalog/menucategories: the vendor's categories for the side list (all of them,
// inactive too), and their create / edit / reorder / remove calls.
import {
  MenuCategoryAdminView,
  type CreateMenuCategoryRequest,
  type UpdateMenuCategoryRequest,
} from '@sofre/engine/contracts';
import { apiRequest } from '@sofre/web-shared';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { menuAdminKeys } from './menu-admin.keys.ts';

const PATH = '/api-catalog/catalog/menucategories';

const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order;

export const listCategories = async (signal?: AbortSignal) =>
  (
    await apiRequest({ path: `${PATH}/list`, response: z.array(MenuCategoryAdminView), signal })
  ).sort(byOrder);

export const createCategory = (body: CreateMenuCategoryRequest) =>
  apiRequest({ method: 'POST', path: PATH, body, response: MenuCategoryAdminView });

export const updateCategory = (body: UpdateMenuCategoryRequest) =>
  apiRequest({ method: 'PUT', path: PATH, body, response: MenuCategoryAdminView });

export const removeCategory = (id: string) =>
  apiRequest({
    method: 'DELETE',
    path: `${PATH}/${encodeURIComponent(id)}`,
    response: z.unknown(),
  });

export const useCategories = () =>
  useQuery({ queryKey: menuAdminKeys.categories, queryFn: ({ signal }) => listCategories(signal) });
