// The menu as it is sold:
// - GET …/menucategories/all (public; the POS and the site's first load): every category and item,
//   each flagged `active`, `available` and `sellsNow`, so the POS can grey out what does not sell
//   at this hour and still show it;
// - GET …/menucategories/site/{sellChannel} (public; the customer site, the QR menu, the kiosk):
//   only what sells now on that channel — categories and items out of their food shifts (Tehran
//   time), switched off or out of stock are left out, and so are categories left empty;
// - GET …/menucategories/printer (menu.view): each category with the printer stations that print
//   its lines (a customer station without categories prints every category).
import { menuForChannel } from '@sofre/engine/catalog';
import { MenuCategoryPrinters, MenuCategoryView, SiteMenuParams } from '@sofre/engine/contracts';
import { printerStationKind, type PrinterStationFields } from '@sofre/engine/printing';
import { z } from 'zod';
import { contextOf } from '../http/request-context.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { BearerHeaders } from '../auth/auth.contracts.ts';
import type { CatalogDeps } from './catalog.deps.ts';
import { menuSellingNow } from './catalog-now.ts';
import { MENU_CATEGORIES, readAccess } from './menu-categories.routes.ts';

export function menuRoute(app: ZodApp, deps: CatalogDeps) {
  const { readSide } = deps.platform;
  app.get(
    `${MENU_CATEGORIES}/all`,
    {
      schema: {
        tags: ['catalog'],
        summary: "The vendor's whole menu, flagged active / available / sellsNow",
        response: { 200: z.array(MenuCategoryView), ...problemResponses(404) },
      },
      config: { access: 'public' },
    },
    async (request) => menuSellingNow(readSide, contextOf(request).vendor.id, deps.clock()),
  );

  app.get(
    `${MENU_CATEGORIES}/site/:sellChannel`,
    {
      schema: {
        tags: ['catalog'],
        summary: 'What sells now on one sell channel (the customer site, QR, kiosk)',
        params: SiteMenuParams,
        response: { 200: z.array(MenuCategoryView), ...problemResponses(400, 404) },
      },
      config: { access: 'public' },
    },
    async (request) => {
      const menu = await menuSellingNow(readSide, contextOf(request).vendor.id, deps.clock());
      return menuForChannel(menu, request.params.sellChannel);
    },
  );

  app.get(
    `${MENU_CATEGORIES}/printer`,
    {
      schema: {
        tags: ['catalog'],
        summary: 'Each menu category with the printer stations that print it',
        headers: BearerHeaders,
        response: { 200: z.array(MenuCategoryPrinters), ...problemResponses(401, 403) },
      },
      config: { access: readAccess },
    },
    async (request) => {
      const vendorId = contextOf(request).vendor.id;
      const [menu, stations] = await Promise.all([
        readSide.menu(vendorId),
        readSide.records(vendorId, printerStationKind.kind),
      ]);
      return menu.map((category) => ({
        id: category.id,
        title: category.title,
        printerStations: stations
          .filter((s) => printsCategory(s.fields as PrinterStationFields, category.id))
          .map((s) => {
            const { title, target, printerIds } = s.fields as PrinterStationFields;
            return { id: s.id, title, target, printerIds };
          }),
      }));
    },
  );
}

const printsCategory = (station: PrinterStationFields, categoryId: string) =>
  station.categoryIds.includes(categoryId) ||
  (station.target === 'CUSTOMER' && station.categoryIds.length === 0);
