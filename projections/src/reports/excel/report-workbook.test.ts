import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { pagesOf, writeReportWorkbook, type ReportSheet } from './report-workbook.ts';

interface Sale {
  readonly number: string;
  readonly at: string;
  readonly day: string;
  readonly count: number;
  readonly amount: number;
}

const sheet: ReportSheet<Sale> = {
  name: 'فروش',
  columns: [
    { header: 'شماره', kind: 'text', value: (r) => r.number },
    { header: 'زمان', kind: 'instant', value: (r) => r.at },
    { header: 'روز', kind: 'day', value: (r) => r.day },
    { header: 'تعداد', kind: 'count', value: (r) => r.count },
    { header: 'مبلغ', kind: 'money', value: (r) => r.amount },
  ],
};

const sales = (n: number): Sale[] =>
  Array.from({ length: n }, (_, i) => ({
    number: `0${i + 1}`,
    at: '2025-03-20T20:31:00.000Z', // 00:01 on 1 Farvardin 1404 in Tehran
    day: '2025-03-21',
    count: 2,
    amount: 120_000,
  }));

async function readBack(rows: Sale[], unit: 'TOMAN' | 'RIAL') {
  const out = new PassThrough();
  const file = buffer(out);
  await writeReportWorkbook(
    out,
    sheet,
    pagesOf(
      async ({ pageNumber, pageSize }) =>
        rows.slice((pageNumber - 1) * pageSize, pageNumber * pageSize),
      3,
    ),
    { unit },
  );
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await file) as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
}

describe('a report workbook', () => {
  it('is one right-to-left sheet with Persian headers, Jalali dates and a totals row', async () => {
    const ws = await readBack(sales(7), 'TOMAN');
    expect(ws.name).toBe('فروش');
    expect(ws.views[0]?.rightToLeft).toBe(true);
    expect(ws.getRow(1).values).toEqual([
      undefined,
      'ردیف',
      'شماره',
      'زمان',
      'روز',
      'تعداد',
      'مبلغ (تومان)',
    ]);
    expect(ws.getRow(2).getCell(2).value).toBe('01');
    expect(ws.getRow(2).getCell(3).value).toBe('۱۴۰۴/۰۱/۰۱، ۰۰:۰۱');
    expect(ws.getRow(2).getCell(4).value).toBe('۱۴۰۴/۰۱/۰۱');
    expect(ws.getRow(2).getCell(6).value).toBe(12_000);
    const totals = ws.getRow(9);
    expect(totals.getCell(1).value).toBe('جمع کل');
    expect(totals.getCell(5).value).toBe(14);
    expect(totals.getCell(6).value).toBe(84_000);
    expect(ws.rowCount).toBe(9);
  });

  it('keeps Rial when the vendor counts in Rial, and totals an empty report as zero', async () => {
    const rial = await readBack(sales(1), 'RIAL');
    expect(rial.getRow(1).getCell(6).value).toBe('مبلغ (ریال)');
    expect(rial.getRow(2).getCell(6).value).toBe(120_000);
    const empty = await readBack([], 'RIAL');
    expect(empty.getRow(2).getCell(1).value).toBe('جمع کل');
    expect(empty.getRow(2).getCell(6).value).toBe(0);
  });
});
