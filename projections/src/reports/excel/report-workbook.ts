// Every report's Excel file (issue 13): one right-to-left sheet with Persian headers, written row by
// row to a stream as pages arrive, so a year of orders never sits in memory. Money stays a number
// (so a manager can sum it) in the vendor's unit, named in its header; instants are Jalali text in
// Tehran time, since Excel's own dates are Gregorian. The last row sums the money and count columns.
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { jalaliDate, jalaliDateTime } from './jalali-cells.ts';

export type CurrencyUnit = 'TOMAN' | 'RIAL';

/**
 * text: as given (a phone keeps its leading zero); count: a whole number, summed;
 * money: Rial in, the vendor's unit out, summed; instant: a UTC instant as Jalali date and time;
 * day: a Tehran day YYYY-MM-DD as a Jalali date; percent: a fraction 0..1.
 */
export type CellKind = 'text' | 'count' | 'money' | 'instant' | 'day' | 'percent';

type CellValue = string | number | null | undefined;

export interface SheetColumn<Row> {
  /** Persian; a money column's header gets the unit appended. */
  readonly header: string;
  readonly kind: CellKind;
  readonly value: (row: Row) => CellValue;
  readonly width?: number;
  /** Summed in the totals row; money and count columns are unless this says false. */
  readonly total?: boolean;
}

export interface ReportSheet<Row> {
  /** The sheet's tab (Excel allows 31 characters). */
  readonly name: string;
  readonly columns: readonly SheetColumn<Row>[];
}

export const unitWords: Record<CurrencyUnit, string> = { TOMAN: 'تومان', RIAL: 'ریال' };
export const TOTALS_LABEL = 'جمع کل';
const ROW_NUMBER_HEADER = 'ردیف';

const DEFAULT_WIDTH: Record<CellKind, number> = {
  text: 20,
  count: 12,
  money: 20,
  instant: 22,
  day: 14,
  percent: 10,
};
const NUMBER_FORMAT: Partial<Record<CellKind, string>> = {
  count: '#,##0',
  money: '#,##0',
  percent: '0.0%',
  text: '@',
};

/** A Rial amount in the vendor's unit (a Toman is ten Rial). */
export const inUnit = (rial: number, unit: CurrencyUnit): number =>
  unit === 'TOMAN' ? rial / 10 : rial;

const sums = (column: SheetColumn<unknown>) =>
  column.total ?? (column.kind === 'money' || column.kind === 'count');

function cellOf(kind: CellKind, value: CellValue, unit: CurrencyUnit): string | number | null {
  if (value === null || value === undefined) return null;
  switch (kind) {
    case 'money':
      return inUnit(Number(value), unit);
    case 'instant':
      return jalaliDateTime(String(value));
    case 'day':
      return jalaliDate(String(value));
    case 'count':
    case 'percent':
      return Number(value);
    case 'text':
      return String(value);
  }
}

/**
 * Writes the workbook to `out` and ends it. Each page is written and committed before the next is
 * asked for; the totals are kept as running sums.
 */
export async function writeReportWorkbook<Row>(
  out: Writable,
  sheet: ReportSheet<Row>,
  pages: AsyncIterable<readonly Row[]>,
  options: { readonly unit: CurrencyUnit },
): Promise<void> {
  const { unit } = options;
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'Sofre';
  const worksheet = workbook.addWorksheet(sheet.name.slice(0, 31), {
    views: [{ rightToLeft: true, state: 'frozen', ySplit: 1 }],
  });
  worksheet.columns = [
    { header: ROW_NUMBER_HEADER, key: 'row', width: 8 },
    ...sheet.columns.map((c, i) => ({
      header: c.kind === 'money' ? `${c.header} (${unitWords[unit]})` : c.header,
      key: `c${i}`,
      width: c.width ?? DEFAULT_WIDTH[c.kind],
      style: NUMBER_FORMAT[c.kind] ? { numFmt: NUMBER_FORMAT[c.kind] } : {},
    })),
  ];
  worksheet.getRow(1).font = { bold: true };
  worksheet.getRow(1).commit();

  const totals = sheet.columns.map(() => 0);
  let written = 0;
  for await (const page of pages) {
    for (const row of page) {
      written += 1;
      const cells = sheet.columns.map((c, i) => {
        const cell = cellOf(c.kind, c.value(row), unit);
        if (sums(c as SheetColumn<unknown>) && typeof cell === 'number') totals[i]! += cell;
        return cell;
      });
      worksheet.addRow([written, ...cells]).commit();
    }
  }
  const totalsRow = worksheet.addRow([
    TOTALS_LABEL,
    ...sheet.columns.map((c, i) => (sums(c as SheetColumn<unknown>) ? totals[i] : null)),
  ]);
  totalsRow.font = { bold: true };
  totalsRow.commit();
  worksheet.commit();
  await workbook.commit();
}

/** Pages of a paged query, `size` rows at a time, until a short page. */
export async function* pagesOf<Row>(
  read: (page: {
    readonly pageNumber: number;
    readonly pageSize: number;
  }) => Promise<readonly Row[]>,
  size = 500,
): AsyncGenerator<readonly Row[]> {
  for (let pageNumber = 1; ; pageNumber += 1) {
    const rows = await read({ pageNumber, pageSize: size });
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
  }
}

/** One page holding rows already in hand (a report of a few hundred aggregate rows). */
export async function* onePage<Row>(rows: readonly Row[]): AsyncGenerator<readonly Row[]> {
  yield rows;
}
