// POST, PUT (id in the body) and DELETE {id} of /api-catalog/catalog/foodshifts: the engine's
// food shift kind decides (hours that end after they start and do not overlap, unique titles) and
// its refusals come back as field errors beside the shift form's fields (spec §5).
import {
  CreateFoodShiftRequest,
  EditFoodShiftRequest,
  FoodShiftView,
} from '@sofre/engine/contracts';
import { DomainError, errorMessages } from '@sofre/engine';
import { foodShiftKind } from '@sofre/engine/food-shifts';
import { z } from 'zod';
import { staff } from '../http/access.ts';
import { contextOf } from '../http/request-context.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { BearerHeaders } from '../identity/auth/auth.contracts.ts';
import {
  changeRecord,
  createRecord,
  recordOr404,
  removeRecord,
  type RecordDeps,
} from '../records/record-commands.ts';
import { FOOD_SHIFTS, FoodShiftIdParams, foodShiftView } from './food-shift.reads.ts';

const writeAccess = staff('menu.manage');

export function foodShiftWriteRoutes(app: ZodApp, deps: RecordDeps) {
  const schema = { tags: ['catalog'], headers: BearerHeaders };
  app.post(
    FOOD_SHIFTS,
    {
      schema: {
        ...schema,
        summary: 'Create a food shift (the client may send its own id)',
        body: CreateFoodShiftRequest,
        response: { 201: FoodShiftView, ...problemResponses(400, 401, 403, 409, 422) },
      },
      config: { access: writeAccess },
    },
    async (request, reply) => {
      const { id, ...fields } = request.body;
      const created = await createRecord(deps, request, foodShiftKind, fields, id);
      return reply.code(201).send(foodShiftView(created));
    },
  );
  app.put(
    FOOD_SHIFTS,
    {
      schema: {
        ...schema,
        summary: 'Change a food shift (its id in the body)',
        body: EditFoodShiftRequest,
        response: { 200: FoodShiftView, ...problemResponses(400, 401, 403, 404, 422) },
      },
      config: { access: writeAccess },
    },
    async (request) => {
      const { id, ...fields } = request.body;
      return foodShiftView(await changeRecord(deps, request, foodShiftKind, id, fields));
    },
  );
  app.delete(
    `${FOOD_SHIFTS}/:id`,
    {
      schema: {
        ...schema,
        summary: 'Remove a food shift no menu category or item names',
        params: FoodShiftIdParams,
        response: { 204: z.null(), ...problemResponses(401, 403, 404, 422) },
      },
      config: { access: writeAccess },
    },
    async (request, reply) => {
      const { id } = request.params;
      await recordOr404(deps, request, foodShiftKind, id);
      // An item whose only shift vanished would sell at every hour: refuse while the menu names it.
      const menu = await deps.platform.readSide.menu(contextOf(request).vendor.id);
      const users = [
        ...menu.filter((c) => c.foodShiftIds?.includes(id)).map((c) => c.title),
        ...menu.flatMap((c) =>
          c.items.filter((i) => i.foodShiftIds?.includes(id)).map((i) => i.title),
        ),
      ];
      if (users.length > 0) {
        const message = `${errorMessages.FOOD_SHIFT_IN_USE} ${users.map((t) => `«${t}»`).join('، ')}`;
        throw new DomainError('FOOD_SHIFT_IN_USE', [
          { field: 'id', code: 'FOOD_SHIFT_IN_USE', message },
        ]);
      }
      await removeRecord(deps, request, foodShiftKind, request.params.id);
      return reply.code(204).send(null);
    },
  );
}
