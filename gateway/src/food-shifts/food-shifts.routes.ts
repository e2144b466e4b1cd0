// Food shifts (routes.txt /api-catalog/catalog/foodshifts): the weekday hours in which the items
// and categories naming them sell. Reading needs menu.view or menu.manage, changing menu.manage.
// The lists are food-shift.reads.ts; GET {id}, POST, PUT (id in the body) and DELETE {id} are the
// records' own: the engine's kind decides (hours that end after they start and do not overlap,
// unique titles) and its refusals come back as field errors beside the shift form's fields (§5).
import {
  CreateFoodShiftRequest,
  EditFoodShiftRequest,
  FoodShiftView,
} from '@sofre/engine/contracts';
import { foodShiftKind } from '@sofre/engine/food-shifts';
import type { ZodApp } from '../http/zod-app.ts';
import type { RecordDeps } from '../records/record-commands.ts';
import { recordRoutes } from '../records/record-routes.ts';
import { checkShiftUnused } from './food-shift.in-use.ts';
import {
  FOOD_SHIFTS,
  foodShiftAccess,
  foodShiftListRoutes,
  foodShiftTags,
  foodShiftView,
} from './food-shift.reads.ts';

export function foodShiftRoutes(app: ZodApp, deps: RecordDeps) {
  foodShiftListRoutes(app, deps);
  recordRoutes(app, deps, {
    kind: foodShiftKind,
    path: FOOD_SHIFTS,
    tags: foodShiftTags,
    access: foodShiftAccess,
    contracts: { view: FoodShiftView, create: CreateFoodShiftRequest, edit: EditFoodShiftRequest },
    answer: foodShiftView,
    summaries: {
      get: 'One food shift',
      create: 'Create a food shift (the client may send its own id)',
      change: 'Change a food shift (its id in the body)',
      remove: 'Remove a food shift no menu category or item names',
    },
    checkRemove: (request, id) => checkShiftUnused(deps, request, id),
  });
}
