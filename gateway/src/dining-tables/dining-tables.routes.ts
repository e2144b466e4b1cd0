// Dining tables, table categories and reservations (spec §3 table states FREE/RESERVED, §1 the
// table QR `?table=`, §7 Main API diningtable and diningtablecategories). How each path of
// routes.txt is read:
// - GET /api/diningtable — the management list, a page at a time (PageNumber, PageSize, Search on
//   number, name and category; `categoryId` narrows it). POST adds a table, PUT edits one (id in
//   the body). tables.manage.
// - GET /api/diningtable/alltables — every table with its state, active or not, by category order
//   then number: what the POS offers when an order is for a table. tables.manage or orders.take.
// - GET /api/diningtable/tables — the floor: active categories in order, each with its active
//   tables and their live state; GET tables/{id} one table. tables.manage or orders.take.
// - PATCH /api/diningtable/tables?id= — change a table's service state (active) or move it to
//   another category; the rest of its form is PUT. tables.manage.
// - GET /api/diningtable/reserves — the current reservations, soonest first (at most one per table,
//   so the whole list). PATCH reserves — reserve a table for a name, phone, party size and time
//   (an instant with its offset: the Tehran time picked). PUT reserves/free — free the table (the
//   party left or cancelled). tables.manage or orders.take: the floor staff seat guests.
// - /api/diningtablecategories — GET all (with table counts) and GET {id}; POST, PUT (id in the
//   body); PATCH ?id= to activate/deactivate or reorder. Reading: tables.manage or orders.take;
//   changing: tables.manage.
// Tables live in the records read model under kind 'dining-table' (engine dining-tables), so
// screens follow the live topics `records:dining-table` and `records:dining-table-category`.
import type { ZodApp } from '../http/zod-app.ts';
import type { RecordDeps } from '../records/record-commands.ts';
import { floorRoutes } from './floor.route.ts';
import { reservesRoutes } from './reserves.route.ts';
import { tableCategoryRoutes } from './table-categories.route.ts';
import { tablesRoutes } from './tables.route.ts';

export function diningTableRoutes(app: ZodApp, deps: RecordDeps) {
  tablesRoutes(app, deps);
  floorRoutes(app, deps);
  reservesRoutes(app, deps);
  tableCategoryRoutes(app, deps);
}
