// GET /api-catalog/catalog/menucategories/all: the menu as the POS and the site show it.
import { MenuCategoryView } from '@sofre/engine/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../api/api-client.ts';

const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order;

/** Active categories and items only, each in the vendor's order. */
export const visibleMenu = (categories: readonly MenuCategoryView[]): MenuCategoryView[] =>
  categories
    .filter((c) => c.active)
    .sort(byOrder)
    .map((c) => ({ ...c, items: c.items.filter((i) => i.active).sort(byOrder) }))
    .filter((c) => c.items.length > 0);

export const getMenu = (signal?: AbortSignal) =>
  apiRequest({
    path: '/api-catalog/catalog/menucategories/all',
    response: z.array(MenuCategoryView),
    signal,
  });

export function useMenu() {
  return useQuery({
    queryKey: ['menu'],
    queryFn: async ({ signal }) => visibleMenu(await getMenu(signal)),
  });
}
