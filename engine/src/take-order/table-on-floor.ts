// A salon order names a table of the floor (the POS picks from it; a typed «99» is refused).
import { normalizeDigits } from '../shared/digits.ts';
import { DomainError, errorMessages } from '../shared/domain-error.ts';
import type { OrderFacts } from './order-facts.port.ts';

export const tableRefusal = (code: 'DINING_TABLE_NOT_FOUND' | 'DINING_TABLE_OCCUPIED') =>
  new DomainError(code, [{ field: 'tableNumber', code, message: errorMessages[code] }]);

/** The table's number as the floor writes it («۷» is 7), or a refusal when it is not in service. */
export async function tableOnFloor(
  facts: Pick<OrderFacts, 'diningTables'>,
  vendorId: string,
  tableNumber: string,
): Promise<string> {
  const number = normalizeDigits(tableNumber).trim();
  const tables = await facts.diningTables(vendorId);
  if (!tables.some((t) => String(t.number) === number && t.active))
    throw tableRefusal('DINING_TABLE_NOT_FOUND');
  return number;
}
