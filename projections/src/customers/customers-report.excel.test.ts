// The report file read back with exceljs: RTL sheet, Persian headers, the rows in order.
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { customersReportSheet, customersReportWorkbook } from './customers-report.excel.ts';

describe('customers report workbook', () => {
  it('is a real .xlsx with a right-to-left sheet, Persian headers and Jalali times', async () => {
    const buffer = await customersReportWorkbook([
      {
        customerId: 'c1',
        firstName: 'علی',
        lastName: 'کریمی',
        phoneNumber: '09121111111',
        orderCount: 3,
        totalSpent: 4_500_000,
        firstOrderAt: '2025-03-21T08:00:00.000Z',
        lastOrderAt: '2025-03-22T17:00:00.000Z',
      },
      {
        customerId: null,
        firstName: 'مهمان',
        lastName: '',
        phoneNumber: '09129999999',
        orderCount: 1,
        totalSpent: 0,
        firstOrderAt: null,
        lastOrderAt: null,
      },
    ]);
    expect(buffer.subarray(0, 2).toString()).toBe('PK');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet(customersReportSheet.name)!;
    expect(sheet.views[0]).toMatchObject({ rightToLeft: true });
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      ...Object.values(customersReportSheet.headers),
    ]);
    const first = sheet.getRow(2);
    expect(first.getCell(2).value).toBe('علی');
    expect(first.getCell(4).value).toBe('09121111111');
    expect(first.getCell(6).value).toBe(4_500_000);
    expect(first.getCell(7).value).toBe('۱۴۰۴/۰۱/۰۱، ۱۱:۳۰');
    expect(sheet.getRow(3).getCell(7).value).toBe('');
    expect(sheet.rowCount).toBe(3);
  });
});
