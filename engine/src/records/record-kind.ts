// A kind of back-office record (printer, food shift, dining table, delivery zone, discount code,
// POS terminal, bank …): fields a manager creates, edits and removes, each change an event.
// One definition gives the kind its events, commands, decider and stream; the kind adds only its
// own rules (unique codes, sensible values) as field errors.
import type { z } from 'zod';
import type { ErrorCode, FieldError } from '../shared/domain-error.ts';

/** The fields of a record kind: a zod object (no `id`; the record's id sits beside its fields). */
export type RecordFields = z.ZodObject<z.ZodRawShape>;

export interface StoredRecord<Fields> {
  readonly id: string;
  readonly fields: Fields;
}

export interface RecordKindDefinition<F extends RecordFields> {
  /** Stable name: part of stream names and read-model keys ('printer', 'dining-table'). Never change it. */
  readonly kind: string;
  /** Prefix of the event types: 'Printer' gives PrinterCreated, PrinterChanged, PrinterRemoved. */
  readonly eventPrefix: string;
  readonly fields: F;
  /** The refusal for an id this vendor does not have (PRINTER_NOT_FOUND). */
  readonly notFound: ErrorCode;
  /**
   * Rules against the vendor's other records of this kind (a code used twice, a table number
   * taken); `others` leaves out the record being written. Field errors, or none.
   */
  readonly check?: (
    fields: z.output<F>,
    others: readonly StoredRecord<z.output<F>>[],
  ) => readonly FieldError[];
}

/**
 * `records-<kind>:<vendor>`: kinds and vendor ids both may hold '-', never ':', so no two
 * (kind, vendor) pairs share a stream ('printer' of 'station-x' ≠ 'printer-station' of 'x').
 */
export const recordStreamName = (kind: string, vendorId: string): string =>
  `records-${kind}:${vendorId}`;
