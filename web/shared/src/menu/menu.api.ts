// GET /api-catalog/catalog/menucategories/all: the menu as the POS and the site show it.
import { MenuCategoryView } from '@sofre/engine/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../api/api-client.ts';
import { useLiveInvalidation } from '../live/use-live-invalidation.ts';

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

/** The menu, read again whenever the vendor's menu changes (live topic `menu`). */
export function useMenu() {
  useLiveInvalidation('menu', ['menu']);
  return useQuery({
    // What sells now moves with the clock (a food shift starts or ends): read again each minute.
    refetchInterval: 60_000,
    queryKey: ['menu'],
    queryFn: async ({ signal }) => visibleMenu(await getMenu(signal)),
  });
}
