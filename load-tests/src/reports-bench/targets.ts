// What the bench asks the gateway: the dashboard, the hourly report (summary for a month, a year
// and some hours of a month; item detail), sales per day and items most sold; and the Excel of a
// month (the last 30 Tehran days) for each report that has one.
import { tehranDay } from '@sofre/engine';
import type { SeededData } from '../seed/seed-data-dir.ts';
import type { RouteTarget } from './route-latency.ts';

const DAY_MS = 86_400_000;
const daysBefore = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - n * DAY_MS).toISOString().slice(0, 10);

export function routeTargets(seeded: SeededData, now: Date): RouteTarget[] {
  const today = tehranDay(now);
  const month = `from=${daysBefore(today, 29)}&to=${today}`;
  const year = `from=${seeded.firstDay}&to=${today}`;
  const hourly = `/SyncOrders/OrderReport/${seeded.vendorId}`;
  return [
    { name: 'dashboard', path: '/api/reports/dashboard' },
    { name: 'hourly report, a month', path: `${hourly}?${month}` },
    { name: 'hourly report, a year', path: `${hourly}?${year}` },
    { name: 'hourly report, a month 12–15h', path: `${hourly}?${month}&fromHour=12&toHour=15` },
    {
      name: 'hourly items, a month (page 1)',
      path: `/SyncOrders/ItemsReport/${seeded.vendorId}?${month}&pageNumber=1&pageSize=20`,
    },
    {
      name: 'sales per day, LAST_30_DAY',
      path: '/api/reports/orderstatistics/daily?Range=LAST_30_DAY',
    },
    {
      name: 'sales per day, a year',
      path: `/api/reports/orderstatistics/daily?FromDate=${seeded.firstDay}&ToDate=${today}`,
    },
    {
      name: 'most sold per day, LAST_30_DAY',
      path: '/api/reports/mostsailed/daily?Range=LAST_30_DAY',
    },
  ];
}

/** Report routes with an /excel variant (spec routes.txt) that take FromDate..ToDate. */
const REPORT_EXCELS = [
  'orderpaid',
  'ordersunpaid',
  'cancelledorder',
  'orderitemsales',
  'productsreport',
  'stafforders',
  'diningtableorders',
  'orderdelivery',
  'postransactions',
];

export function excelTargets(now: Date): RouteTarget[] {
  const today = tehranDay(now);
  const from = daysBefore(today, 29);
  return [
    ...REPORT_EXCELS.map((report) => ({
      name: `${report}/excel, a month`,
      path: `/api/reports/${report}/excel?FromDate=${from}&ToDate=${today}`,
    })),
    {
      name: 'customers/report/excel, a month',
      path: `/api-identity/customers/report/excel?fromDate=${from}&toDate=${today}`,
    },
  ];
}
