// What the printer and printer station routes share: their paths, who may read them (the POS
// prints, so whoever takes orders reads the vendor's printers and stations) and how a record is
// answered (its id beside its fields).
import type { RecordView } from '@sofre/projections';
import { staff } from '../http/access.ts';

export const PRINTERS = '/api-catalog/catalog/printers';
export const PRINTER_STATIONS = '/api-catalog/catalog/printerstations';

export const printingAccess = {
  read: staff('terminals.manage', 'orders.take'),
  write: staff('terminals.manage'),
};
export const printingTags = ['catalog'];

export const viewOf = <Fields extends object>(record: RecordView<Fields>) => ({
  id: record.id,
  ...record.fields,
});
