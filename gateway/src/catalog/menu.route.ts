// GET /api-catalog/catalog/menucategories/all — the whole menu for the POS: categories, items,
// topping categories with their min/max choices.
import { z } from 'zod';
import { MenuCategoryView } from '@sofre/engine/contracts';
import { contextOf } from '../http/request-context.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import type { Platform } from '../platform/platform.port.ts';

export function menuRoute(app: ZodApp, platform: Platform) {
  app.get(
    '/api-catalog/catalog/menucategories/all',
    {
      schema: {
        tags: ['catalog'],
        summary: "The vendor's menu",
        response: { 200: z.array(MenuCategoryView), ...problemResponses(404) },
      },
      config: { access: 'public' },
    },
    async (request) => platform.readSide.menu(contextOf(request).vendor.id),
  );
}
