// Every page of the reports app: the dashboard, the hourly report, and a page per report
// definition (a route and its columns). A new report is a definition in src/reports/ and a line
// here. Pages load on first visit (the grid is its own chunk).
import { lazy, type ComponentType } from 'react';
import type { pageGroups } from '../messages/reports.messages.ts';
import { dashboardMessages, hourlyMessages } from '../messages/reports.messages.ts';
import { DashboardPage } from '../features/dashboard/dashboard.page.tsx';
import type { ReportDefinition } from '../features/report-table/report-definition.ts';
import {
  marketplaceDiscounts,
  marketplaceStatistics,
  posTransactions,
  settlements,
} from '../reports/money-out.reports.ts';
import {
  delivery,
  diningTables,
  itemSales,
  kitchens,
  products,
  staffOrders,
  toppings,
} from '../reports/operations.reports.ts';
import {
  cancelledStatistics,
  creditOrders,
  paidOrders,
  paymentMethodSales,
  unpaidOrders,
} from '../reports/order-money.reports.ts';
import { cancelledOrders, dailySales, hourlySales, mostSold } from '../reports/sales.reports.ts';
import { REPORTS_HOME } from './navigation.ts';

export interface ReportsPage {
  readonly path: string;
  readonly title: string;
  readonly group: keyof typeof pageGroups;
  readonly screen: ComponentType;
}

const ReportPage = lazy(async () => ({
  default: (await import('../features/report-table/report-page.tsx')).ReportPage,
}));
const HourlyReportPage = lazy(async () => ({
  default: (await import('../features/hourly/hourly-report.page.tsx')).HourlyReportPage,
}));

// In the navbar's order within each group.
const REPORTS: readonly ReportDefinition[] = [
  dailySales,
  hourlySales,
  mostSold,
  itemSales,
  products,
  toppings,
  marketplaceStatistics,
  marketplaceDiscounts,
  cancelledOrders,
  cancelledStatistics,
  paidOrders,
  unpaidOrders,
  creditOrders,
  paymentMethodSales,
  posTransactions,
  settlements,
  diningTables,
  staffOrders,
  delivery,
  kitchens,
];

const reportPage = (report: ReportDefinition): ReportsPage => ({
  path: `${REPORTS_HOME}/${report.slug}`,
  title: report.title,
  group: report.group,
  screen: () => <ReportPage report={report} />,
});

export const pages: readonly ReportsPage[] = [
  { path: REPORTS_HOME, title: dashboardMessages.title, group: 'overview', screen: DashboardPage },
  {
    path: `${REPORTS_HOME}/hourly`,
    title: hourlyMessages.title,
    group: 'sales',
    screen: HourlyReportPage,
  },
  ...REPORTS.map(reportPage),
];

export const pageAt = (path: string): ReportsPage | undefined => pages.find((p) => p.path === path);
