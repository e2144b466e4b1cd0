// Food shifts (routes.txt /api-catalog/catalog/foodshifts): the weekday hours in which the items
// and categories naming them sell. Reading needs menu.view or menu.manage, changing menu.manage.
import type { ZodApp } from '../http/zod-app.ts';
import type { RecordDeps } from '../records/record-commands.ts';
import { foodShiftReadRoutes } from './food-shift.reads.ts';
import { foodShiftWriteRoutes } from './food-shift.writes.ts';

export function foodShiftRoutes(app: ZodApp, deps: RecordDeps) {
  foodShiftReadRoutes(app, deps);
  foodShiftWriteRoutes(app, deps);
}
