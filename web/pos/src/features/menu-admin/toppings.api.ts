// /api-catalog/catalog/toppingcategory and /topping: topping categories with their toppings, and
// the calls that create, edit and remove both. A category is created with its first toppings.
import {
  ToppingAdminView,
  ToppingCategoryAdminPage,
  ToppingCategoryAdminView,
  type CreateToppingCategoryRequest,
  type CreateToppingRequest,
  type UpdateToppingCategoryRequest,
  type UpdateToppingRequest,
} from '@sofre/engine/contracts';
import { apiRequest } from '@sofre/web-shared';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { menuAdminKeys } from './menu-admin.keys.ts';

const CATEGORIES = '/api-catalog/catalog/toppingcategory';
const TOPPINGS = '/api-catalog/catalog/topping';
/** The largest page the API gives; a vendor has a handful of topping categories. */
const ALL = 100;

export const listToppingCategories = async (signal?: AbortSignal) =>
  (
    await apiRequest({
      path: CATEGORIES,
      query: { pageNumber: 1, pageSize: ALL },
      response: ToppingCategoryAdminPage,
      signal,
    })
  ).data;

export const createToppingCategory = (body: CreateToppingCategoryRequest) =>
  apiRequest({ method: 'POST', path: CATEGORIES, body, response: ToppingCategoryAdminView });

export const updateToppingCategory = (body: UpdateToppingCategoryRequest) =>
  apiRequest({ method: 'PUT', path: CATEGORIES, body, response: ToppingCategoryAdminView });

const remove = (path: string, id: string) =>
  apiRequest({
    method: 'DELETE',
    path: `${path}/${encodeURIComponent(id)}`,
    response: z.unknown(),
  });

export const removeToppingCategory = (id: string) => remove(CATEGORIES, id);

export const createTopping = (body: CreateToppingRequest) =>
  apiRequest({ method: 'POST', path: TOPPINGS, body, response: ToppingAdminView });

export const updateTopping = (body: UpdateToppingRequest) =>
  apiRequest({ method: 'PUT', path: TOPPINGS, body, response: ToppingAdminView });

export const removeTopping = (id: string) => remove(TOPPINGS, id);

export const useToppingCategories = () =>
  useQuery({
    queryKey: menuAdminKeys.toppingCategories,
    queryFn: ({ signal }) => listToppingCategories(signal),
  });
