// How the records read model's tables and categories are answered: a table with its category's
// title, live state and QR link; a category with how many tables it holds; the floor as the
// active categories in order, each with its active tables by number.
import type {
  DiningTableCategoryView,
  DiningTableView,
  FloorCategory,
  TableReservationView,
} from '@sofre/engine/contracts';
import {
  diningTableCategoryKind,
  diningTableRecordKind,
  tableLinkPath,
  tableLinkUrl,
  type DiningTableCategoryFields,
  type DiningTableFields,
} from '@sofre/engine/dining-tables';
import type { RecordView } from '@sofre/projections';
import type { FastifyRequest } from 'fastify';
import { contextOf } from '../http/request-context.ts';
import type { Platform } from '../platform/platform.port.ts';

export type TableRecord = RecordView<DiningTableFields>;
export type CategoryRecord = RecordView<DiningTableCategoryFields>;

/** The vendor's tables and categories as the read side holds them now, and who sits where. */
export async function floorOf(platform: Platform, request: FastifyRequest) {
  const vendorId = contextOf(request).vendor.id;
  const [tables, categories, inUse] = await Promise.all([
    platform.readSide.records(vendorId, diningTableRecordKind.kind),
    platform.readSide.records(vendorId, diningTableCategoryKind.kind),
    platform.readSide.tablesInUse(vendorId),
  ]);
  return { tables: tables as TableRecord[], categories: categories as CategoryRecord[], inUse };
}

export type Floor = Awaited<ReturnType<typeof floorOf>>;

/** The domain the QR codes point at: the vendor's first, or the host asked. */
const domainOf = (request: FastifyRequest): string =>
  contextOf(request).vendor.domains[0] ?? request.hostname;

/**
 * A table with an open order is RESERVED until the order is finished or rejected (spec), like a
 * table reserved for later; `openOrderIds` says which it is.
 */
export function tableAnswerer(
  request: FastifyRequest,
  categories: readonly CategoryRecord[],
  inUse: ReadonlyMap<string, readonly string[]> = new Map(),
) {
  const titles = new Map(categories.map((c) => [c.id, c.fields.title]));
  const domain = domainOf(request);
  return (view: TableRecord): DiningTableView => {
    const openOrderIds = [...(inUse.get(String(view.fields.number)) ?? [])];
    const state = openOrderIds.length > 0 ? 'RESERVED' : view.fields.state;
    return {
      id: view.id,
      ...view.fields,
      state,
      openOrderIds,
      categoryTitle: titles.get(view.fields.categoryId) ?? null,
      qrPath: tableLinkPath(view.fields.number),
      qrUrl: tableLinkUrl(domain, view.fields.number),
      createdAt: view.createdAt,
      updatedAt: view.updatedAt,
    };
  };
}

export const categoryAnswer = (
  view: CategoryRecord,
  tables: readonly TableRecord[],
): DiningTableCategoryView => ({
  id: view.id,
  ...view.fields,
  tableCount: tables.filter((t) => t.fields.categoryId === view.id).length,
  createdAt: view.createdAt,
  updatedAt: view.updatedAt,
});

const byOrder = (a: CategoryRecord, b: CategoryRecord) =>
  a.fields.sortOrder - b.fields.sortOrder || a.fields.title.localeCompare(b.fields.title, 'fa');

export const sortedCategories = (categories: readonly CategoryRecord[]) =>
  [...categories].sort(byOrder);

const byNumber = (a: { number: number }, b: { number: number }) => a.number - b.number;

/** Every table: by category order (uncategorised last), then number. */
export function allTablesAnswer(request: FastifyRequest, floor: Floor): DiningTableView[] {
  const rank = new Map(sortedCategories(floor.categories).map((c, i) => [c.id, i]));
  const answer = tableAnswerer(request, floor.categories, floor.inUse);
  const rankOf = (t: DiningTableView) => rank.get(t.categoryId) ?? rank.size;
  return floor.tables.map(answer).sort((a, b) => rankOf(a) - rankOf(b) || byNumber(a, b));
}

/** The floor: active categories in order, each with its active tables by number. */
export function floorAnswer(request: FastifyRequest, floor: Floor): FloorCategory[] {
  const answer = tableAnswerer(request, floor.categories, floor.inUse);
  return sortedCategories(floor.categories)
    .filter((c) => c.fields.active)
    .map((c) => ({
      category: categoryAnswer(c, floor.tables),
      tables: floor.tables
        .filter((t) => t.fields.categoryId === c.id && t.fields.active)
        .map(answer)
        .sort(byNumber),
    }));
}

/** Current reservations, soonest first. */
export function reservationsAnswer(request: FastifyRequest, floor: Floor): TableReservationView[] {
  const answer = tableAnswerer(request, floor.categories, floor.inUse);
  return floor.tables
    .map(answer)
    .flatMap((t) =>
      t.reservation
        ? [
            {
              ...t.reservation,
              tableId: t.id,
              tableNumber: t.number,
              tableName: t.name,
              categoryTitle: t.categoryTitle,
            },
          ]
        : [],
    )
    .sort((a, b) => a.reservedFor.localeCompare(b.reservedFor));
}
