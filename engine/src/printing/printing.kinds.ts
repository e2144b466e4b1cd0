// Printers on the restaurant's network and printer stations: which menu categories print their
// lines on which printers (kitchen tickets, the customer's receipt). Receipts and tickets are sent
// as ESC/POS over TCP (port 9100 by default); see FIELD-NOTES on thermal printing.
import { z } from 'zod';
import { errorMessages, type ErrorCode, type FieldError } from '../shared/domain-error.ts';
import { defineRecordKind } from '../records/record.decider.ts';
import { roleNameKey as nameKey } from '../staff/role.ts';

const fieldError = (field: string, code: ErrorCode): FieldError => ({
  field,
  code,
  message: errorMessages[code],
});

export const PrinterFields = z.object({
  name: z.string().trim().min(1).max(100),
  ip: z.ipv4(),
  port: z.number().int().min(1).max(65_535).default(9100),
  /** Paper width in millimetres (58 or 80 mm thermal rolls). */
  paperWidth: z.union([z.literal(58), z.literal(80)]).default(80),
});
export type PrinterFields = z.output<typeof PrinterFields>;

export const printerKind = defineRecordKind({
  kind: 'printer',
  eventPrefix: 'Printer',
  notFound: 'PRINTER_NOT_FOUND',
  fields: PrinterFields,
  // Names compare as role names do (ی/ي, spaces and case do not make another printer); one
  // address is one printer, so two records for it would print every ticket twice.
  check: (fields, others) => [
    ...(others.some((o) => nameKey(o.fields.name) === nameKey(fields.name))
      ? [fieldError('name', 'PRINTER_NAME_TAKEN')]
      : []),
    ...(others.some((o) => o.fields.ip === fields.ip && o.fields.port === fields.port)
      ? [fieldError('ip', 'PRINTER_ADDRESS_TAKEN')]
      : []),
  ],
});

const ids = z.array(z.string().trim().min(1).max(100));
const distinct = (list: string[]): string[] => [...new Set(list)];

/** Who a station's slip is for (spec §3 Targets). */
export const PrintTarget = z.enum(['KITCHEN', 'CUSTOMER']);
export type PrintTarget = z.infer<typeof PrintTarget>;

export const PrinterStationFields = z.object({
  title: z.string().trim().min(1).max(100),
  target: PrintTarget.default('KITCHEN'),
  /** Printers of this vendor (checked by the route against the read side); repeats are dropped. */
  printerIds: ids.min(1).max(20).transform(distinct),
  /**
   * Menu categories whose lines print here (checked by the route against the menu). A KITCHEN
   * station names at least one; a CUSTOMER station with none prints the whole order.
   */
  categoryIds: ids.max(500).default([]).transform(distinct),
  copies: z.number().int().min(1).max(5).default(1),
});
export type PrinterStationFields = z.output<typeof PrinterStationFields>;

export const printerStationKind = defineRecordKind({
  kind: 'printer-station',
  eventPrefix: 'PrinterStation',
  notFound: 'PRINTER_STATION_NOT_FOUND',
  fields: PrinterStationFields,
  check: (fields, others) => [
    ...(others.some((o) => nameKey(o.fields.title) === nameKey(fields.title))
      ? [fieldError('title', 'PRINTER_STATION_TITLE_TAKEN')]
      : []),
    // A kitchen ticket lists the lines of the station's categories: with none it is always empty.
    ...(fields.target === 'KITCHEN' && fields.categoryIds.length === 0
      ? [fieldError('categoryIds', 'PRINTER_STATION_CATEGORIES_REQUIRED')]
      : []),
  ],
});

/** The stations that print on a printer (a printer in use is not removed). */
export const stationsUsingPrinter = <S extends { fields: PrinterStationFields }>(
  stations: readonly S[],
  printerId: string,
): S[] => stations.filter((s) => s.fields.printerIds.includes(printerId));
