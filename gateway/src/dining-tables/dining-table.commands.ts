// What the table routes do around the engine: check the rules that reach across records against
// the read side (a number used once per vendor, a category that exists — the decider sees one
// table only) and read the table back. Their commands go through the one runner, which waits
// until the read side has them.
import { DomainError, type ErrorCode, type FieldError } from '@sofre/engine';
import {
  diningTableRecordKind,
  fieldError,
  tableNumberErrors,
  type DiningTableDetails,
} from '@sofre/engine/dining-tables';
import type { FastifyRequest } from 'fastify';
import { PathNotFound } from '../http/problem.ts';
import { contextOf } from '../http/request-context.ts';
import type { RecordDeps } from '../records/record-commands.ts';
import { floorOf, tableAnswerer, type TableRecord } from './dining-table.answers.ts';

/** The table the path or query names, or 404. */
export async function tableOr404(
  deps: Pick<RecordDeps, 'platform'>,
  request: FastifyRequest,
  id: string,
): Promise<TableRecord> {
  const vendorId = contextOf(request).vendor.id;
  const view = await deps.platform.readSide.record(vendorId, diningTableRecordKind.kind, id);
  if (!view) throw new PathNotFound('DINING_TABLE_NOT_FOUND');
  return view as TableRecord;
}

/** The table as the read side now holds it, answered. */
export async function tableAnswer(
  deps: Pick<RecordDeps, 'platform'>,
  request: FastifyRequest,
  id: string,
) {
  const floor = await floorOf(deps.platform, request);
  const table = floor.tables.find((t) => t.id === id);
  if (!table) throw new PathNotFound('DINING_TABLE_NOT_FOUND');
  return tableAnswerer(request, floor.categories, floor.inUse)(table);
}

const refuse = (errors: readonly FieldError[]) => {
  if (errors.length > 0) throw new DomainError(errors[0]!.code as ErrorCode, errors);
};

/**
 * A table's number is the vendor's only one of it and its category exists. Checked here, before
 * the command, because each table is its own stream; two managers typing the same new number in
 * the same instant could both pass — an accepted gap (they would see two "7"s and rename one).
 */
export async function checkAcrossTables(
  deps: Pick<RecordDeps, 'platform'>,
  request: FastifyRequest,
  tableId: string | undefined,
  details: Partial<Pick<DiningTableDetails, 'number' | 'categoryId'>>,
): Promise<void> {
  const { tables, categories } = await floorOf(deps.platform, request);
  const others = tables.filter((t) => t.id !== tableId).map((t) => t.fields);
  refuse([
    ...(details.number === undefined ? [] : tableNumberErrors(details.number, others)),
    ...(details.categoryId === undefined || categories.some((c) => c.id === details.categoryId)
      ? []
      : [fieldError('categoryId', 'DINING_TABLE_CATEGORY_UNKNOWN')]),
  ]);
}
