// The customers report as an Excel file (GET /api-identity/customers/report/excel): one RTL sheet
// with Persian headers, a row per buyer in the report's order. Money stays a number (Rial, with
// thousands separators) so the manager can sum it; times are written as Jalali text in Tehran
// time, since Excel's own dates are Gregorian.
import ExcelJS from 'exceljs';
import type { CustomerReportRow } from '@sofre/engine/contracts';
import { jalaliDateTime as jalaliInstant } from '../reports/excel/jalali-cells.ts';

export const customersReportSheet = {
  name: 'گزارش مشتریان',
  headers: {
    row: 'ردیف',
    firstName: 'نام',
    lastName: 'نام خانوادگی',
    phoneNumber: 'شماره تلفن',
    orderCount: 'تعداد سفارش',
    totalSpent: 'مجموع خرید (ریال)',
    firstOrderAt: 'اولین سفارش',
    lastOrderAt: 'آخرین سفارش',
  },
} as const;

/** An instant as Jalali date and time in Tehran, '' when there is none. */
export const jalaliDateTime = (instant: string | null): string =>
  instant === null ? '' : jalaliInstant(instant);

type Column = keyof typeof customersReportSheet.headers;
const widths: Record<Column, number> = {
  row: 8,
  firstName: 18,
  lastName: 22,
  phoneNumber: 16,
  orderCount: 14,
  totalSpent: 22,
  firstOrderAt: 22,
  lastOrderAt: 22,
};

export async function customersReportWorkbook(rows: readonly CustomerReportRow[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Sofre';
  const sheet = workbook.addWorksheet(customersReportSheet.name, {
    views: [{ rightToLeft: true, state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = (Object.keys(widths) as Column[]).map((key) => ({
    key,
    header: customersReportSheet.headers[key],
    width: widths[key],
  }));
  sheet.getRow(1).font = { bold: true };
  rows.forEach((r, i) =>
    sheet.addRow({
      row: i + 1,
      firstName: r.firstName,
      lastName: r.lastName,
      phoneNumber: r.phoneNumber,
      orderCount: r.orderCount,
      totalSpent: r.totalSpent,
      firstOrderAt: jalaliDateTime(r.firstOrderAt),
      lastOrderAt: jalaliDateTime(r.lastOrderAt),
    }),
  );
  sheet.getColumn('totalSpent').numFmt = '#,##0';
  // A phone is text: as a number Excel would drop its leading zero.
  sheet.getColumn('phoneNumber').numFmt = '@';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
