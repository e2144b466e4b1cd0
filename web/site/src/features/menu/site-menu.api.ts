// GET /api-catalog/catalog/menucategories/all: the whole menu with its active / available /
// sellsNow flags, read as the site's channel shows it (site-menu.ts). Read again when the
// vendor's menu changes (live topic `menu`) and each minute (food shifts move with the clock).
import type { OrderSource } from '@sofre/engine';
import { getMenu, useLiveInvalidation } from '@sofre/web-shared';
import { useQuery } from '@tanstack/react-query';
import { siteMenu } from './site-menu.ts';

export function useSiteMenu(channel: OrderSource) {
  useLiveInvalidation('menu', ['site-menu']);
  return useQuery({
    queryKey: ['site-menu', channel],
    queryFn: async ({ signal }) => siteMenu(await getMenu(signal), channel),
    refetchInterval: 60_000,
  });
}
