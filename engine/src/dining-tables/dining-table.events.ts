// What happens to a dining table. Every event carries the whole table as it now stands (the
// records kit's convention), so the generic records read model holds tables under the kind
// 'dining-table' and the live topic `records:dining-table` tells screens to read them again.
import { z } from 'zod';
import type { AnyRecordKind } from '../records/record.decider.ts';
import { defineEvent, eventCodec, type EventOf } from '../shared/event-definitions.ts';
import { DiningTableFields, DiningTableId } from './dining-table.fields.ts';

const WholeTable = z.object({ id: DiningTableId, fields: DiningTableFields });

export const DiningTableCreated = defineEvent('DiningTableCreated', WholeTable);
/** The manager changed its details: number, name, category, seats, in or out of service. */
export const DiningTableChanged = defineEvent('DiningTableChanged', WholeTable);
/** A party holds the table (fields.reservation says who, how many, for when). */
export const DiningTableReserved = defineEvent('DiningTableReserved', WholeTable);
/** The party left or the reservation was cancelled: the table is FREE again. */
export const DiningTableFreed = defineEvent('DiningTableFreed', WholeTable);

export const diningTableEvents = [
  DiningTableCreated,
  DiningTableChanged,
  DiningTableReserved,
  DiningTableFreed,
] as const;
export const diningTableEventCodec = eventCodec(diningTableEvents);
export type DiningTableEvent = EventOf<(typeof diningTableEvents)[number]>;

/** For projections/src/records/record-kinds.ts: the records read model folds these events too. */
export const diningTableRecordKind: AnyRecordKind = {
  kind: 'dining-table',
  eventPrefix: 'DiningTable',
  events: { definitions: diningTableEvents },
};

/**
 * One stream per table. Reservations come and go many times a day, so a stream per vendor would
 * grow with every seating and be read whole by every command; a table's own stream holds only
 * its history. The one rule across tables (a number used once per vendor) is checked by the
 * gateway against the read side before the command (tableNumberErrors).
 */
/** Vendor ids hold '-' but never ':', so vendor 'a' table 'b-1' ≠ vendor 'a-b' table '1'. */
export const diningTableStreamName = (vendorId: string, tableId: string): string =>
  `dining-table-${vendorId}:${tableId}`;
