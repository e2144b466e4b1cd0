// What the printer and printer station routes share: their paths, the id in a path, who may read
// them (the POS prints, so whoever takes orders reads the vendor's printers and stations) and
// how a record is answered (its id beside its fields).
import type { RecordView } from '@sofre/projections';
import { z } from 'zod';
import { staff } from '../http/access.ts';
import { BearerHeaders } from '../identity/auth/auth.contracts.ts';

export const PRINTERS = '/api-catalog/catalog/printers';
export const PRINTER_STATIONS = '/api-catalog/catalog/printerstations';
export const RecordIdParams = z.object({ id: z.string().min(1).max(100) });

export const readAccess = staff('terminals.manage', 'orders.take');
export const writeAccess = staff('terminals.manage');
export const baseSchema = { tags: ['catalog'], headers: BearerHeaders };

export const viewOf = <Fields extends object>(record: RecordView<Fields>) => ({
  id: record.id,
  ...record.fields,
});
