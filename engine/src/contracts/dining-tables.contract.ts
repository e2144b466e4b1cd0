// Dining tables, their categories and reservations as the API gives and takes them
// (/api/diningtable…, /api/diningtablecategories…). Browser-safe: the tables screen imports it.
import { z } from 'zod';
import { DiningTableCategoryFields } from '../dining-tables/dining-table-category.kind.ts';
import {
  DiningTableDetails,
  DiningTableId,
  Reservation,
  ReservationRequest,
  TableState,
} from '../dining-tables/dining-table.fields.ts';

const RecordId = z.string().trim().min(1).max(100);

/** POST /api/diningtable: a new table; the client may send its own id (a repeat answers the first). */
export const CreateDiningTableRequest = DiningTableDetails.extend({ id: RecordId.optional() });
export type CreateDiningTableRequest = z.input<typeof CreateDiningTableRequest>;

/** PUT /api/diningtable: the whole form again, the id in the body. */
export const UpdateDiningTableRequest = DiningTableDetails.extend({ id: RecordId });
export type DiningTableInput = z.input<typeof DiningTableDetails>;

/** PATCH /api/diningtable/tables?id=: take a table in or out of service, or move it to another category. */
export const PatchDiningTableRequest = z
  .object({ active: z.boolean().optional(), categoryId: RecordId.optional() })
  .refine((v) => v.active !== undefined || v.categoryId !== undefined, {
    message: 'active or categoryId',
  });
export type PatchDiningTableRequest = z.input<typeof PatchDiningTableRequest>;

/** The `?id=` of the PATCH routes routes.txt gives no `{id}`. */
export const DiningIdQuery = z.object({ id: RecordId });
export const DiningIdParams = z.object({ id: RecordId });

/** PATCH /api/diningtable/reserves: hold a table for a party. */
export const ReserveTableRequest = ReservationRequest.extend({ tableId: DiningTableId });
export type ReserveTableRequest = z.input<typeof ReserveTableRequest>;

/** PUT /api/diningtable/reserves/free: the party left or cancelled. */
export const FreeTableRequest = z.object({ tableId: DiningTableId });

export const DiningTableView = z.object({
  id: z.string(),
  number: z.number().int(),
  name: z.string(),
  categoryId: z.string(),
  /** null when the category was never created or is gone (the table still shows, uncategorised). */
  categoryTitle: z.string().nullable(),
  capacity: z.number().int(),
  active: z.boolean(),
  /** RESERVED when reserved for later or when an order is open at it (openOrderIds). */
  state: TableState,
  reservation: Reservation.nullable(),
  /** Orders open at the table now; it is free again once they are finished or rejected. */
  openOrderIds: z.array(z.string()),
  /** Where the table's QR code points: the vendor's site with `?table=<number>`. */
  qrPath: z.string(),
  qrUrl: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DiningTableView = z.infer<typeof DiningTableView>;

/** GET /api/diningtable: PageNumber, PageSize, Search (number, name, category), either case. */
const whole = (max: number) => z.coerce.number().int().positive().max(max).optional();
export const DiningTableListQuery = z.object({
  pageNumber: whole(100_000),
  PageNumber: whole(100_000),
  pageSize: whole(100),
  PageSize: whole(100),
  search: z.string().max(100).optional(),
  Search: z.string().max(100).optional(),
  categoryId: RecordId.optional(),
});

/** A current reservation with the table it holds (GET /api/diningtable/reserves). */
export const TableReservationView = Reservation.extend({
  tableId: z.string(),
  tableNumber: z.number().int(),
  tableName: z.string(),
  categoryTitle: z.string().nullable(),
});
export type TableReservationView = z.infer<typeof TableReservationView>;

/** POST /api/diningtablecategories */
export const CreateDiningTableCategoryRequest = DiningTableCategoryFields.extend({
  id: RecordId.optional(),
});
export type DiningTableCategoryInput = z.input<typeof DiningTableCategoryFields>;

/** PUT /api/diningtablecategories: the whole category, the id in the body. */
export const UpdateDiningTableCategoryRequest = DiningTableCategoryFields.extend({ id: RecordId });

/** PATCH /api/diningtablecategories?id=: activate/deactivate or move in the order. */
export const PatchDiningTableCategoryRequest = z
  .object({
    active: z.boolean().optional(),
    sortOrder: DiningTableCategoryFields.shape.sortOrder.unwrap().optional(),
  })
  .refine((v) => v.active !== undefined || v.sortOrder !== undefined, {
    message: 'active or sortOrder',
  });
export type PatchDiningTableCategoryRequest = z.input<typeof PatchDiningTableCategoryRequest>;

export const DiningTableCategoryView = z.object({
  id: z.string(),
  title: z.string(),
  sortOrder: z.number().int(),
  active: z.boolean(),
  /** Tables in the category, active or not. */
  tableCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DiningTableCategoryView = z.infer<typeof DiningTableCategoryView>;

/** GET /api/diningtable/tables: the floor, one active category after another, with live state. */
export const FloorCategory = z.object({
  category: DiningTableCategoryView,
  tables: z.array(DiningTableView),
});
export type FloorCategory = z.infer<typeof FloorCategory>;
