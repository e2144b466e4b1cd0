// GET /api-catalog/catalog/foodshifts (paged, searched by title) and …/foodshifts/list (all, for
// the menu item form's choices). Anyone who sees the menu sees its shifts.
import { foodShiftKind, sortedTimes, type FoodShiftFields } from '@sofre/engine/food-shifts';
import { FoodShiftPage, FoodShiftView } from '@sofre/engine/contracts';
import type { RecordView } from '@sofre/projections';
import { z } from 'zod';
import { staff } from '../http/access.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { BearerHeaders } from '../auth/auth.contracts.ts';
import { pageRequestOf, RecordPageQuery } from '../default-descriptions/page-query.ts';
import { recordsOf, type RecordDeps } from '../records/record-commands.ts';
import { pageRecords } from '../records/record-page.ts';

export const FOOD_SHIFTS = '/api-catalog/catalog/foodshifts';
export const foodShiftTags = ['catalog'];
export const foodShiftAccess = {
  read: staff('menu.view', 'menu.manage'),
  write: staff('menu.manage'),
};

/** The shift as the API answers it: its windows in the Iranian week's order. */
export const foodShiftView = (record: RecordView<FoodShiftFields>): FoodShiftView => ({
  id: record.id,
  ...record.fields,
  times: sortedTimes(record.fields.times),
});

export function foodShiftListRoutes(app: ZodApp, deps: RecordDeps) {
  const schema = { tags: foodShiftTags, headers: BearerHeaders };
  app.get(
    FOOD_SHIFTS,
    {
      schema: {
        ...schema,
        summary: 'The vendor’s food shifts, a page at a time, searched by title',
        querystring: RecordPageQuery,
        response: { 200: FoodShiftPage, ...problemResponses(400, 401, 403) },
      },
      config: { access: foodShiftAccess.read },
    },
    async (request) => {
      const all = await recordsOf(deps, request, foodShiftKind);
      const page = pageRecords(all, pageRequestOf(request.query), (r) => r.fields.title);
      return { ...page, data: page.data.map(foodShiftView) };
    },
  );
  app.get(
    `${FOOD_SHIFTS}/list`,
    {
      schema: {
        ...schema,
        summary: 'Every food shift of the vendor (the menu item form’s choices)',
        response: { 200: z.array(FoodShiftView), ...problemResponses(401, 403) },
      },
      config: { access: foodShiftAccess.read },
    },
    async (request) => (await recordsOf(deps, request, foodShiftKind)).map(foodShiftView),
  );
}
