// The catalog API (routes.txt "# --- Catalog ---" for menu categories, items, tags, topping
// categories and toppings; food shifts, printers and stations have their own folders). Reading
// needs menu.view or menu.manage, changing menu.manage; the sold menus are public.
import type { ZodApp } from '../http/zod-app.ts';
import type { CatalogDeps } from './catalog.deps.ts';
import { menuCategoryRoutes } from './menu-categories.routes.ts';
import { menuItemRoutes } from './menu-items.routes.ts';
import { menuRoute } from './menu.route.ts';
import { toppingRoutes } from './toppings.routes.ts';

export function catalogRoutes(app: ZodApp, deps: CatalogDeps) {
  menuRoute(app, deps);
  menuCategoryRoutes(app, deps);
  menuItemRoutes(app, deps);
  toppingRoutes(app, deps);
}
