// A salon order names a table of the floor (the POS picks from it; a typed «99» is refused):
// the vendor's tables come from the records read model, cached until a table changes.
import { DomainError, errorMessages, normalizeDigits } from '@sofre/engine';
import { diningTableRecordKind, type DiningTableFields } from '@sofre/engine/dining-tables';
import type { RecordView } from '@sofre/projections';
import type { ReadSide } from '../platform/read-side.port.ts';

export const tableRefusal = (code: 'DINING_TABLE_NOT_FOUND' | 'DINING_TABLE_OCCUPIED') =>
  new DomainError(code, [{ field: 'tableNumber', code, message: errorMessages[code] }]);

/** The table's number as the floor writes it («۷» is 7), or a refusal when it is not in service. */
export async function tableOnFloor(
  readSide: ReadSide,
  vendorId: string,
  tableNumber: string,
): Promise<string> {
  const number = normalizeDigits(tableNumber).trim();
  const tables = (await readSide.records(
    vendorId,
    diningTableRecordKind.kind,
  )) as RecordView<DiningTableFields>[];
  if (!tables.some((t) => String(t.fields.number) === number && t.fields.active))
    throw tableRefusal('DINING_TABLE_NOT_FOUND');
  return number;
}
