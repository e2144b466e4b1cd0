// Which rows of the reports' order document projection are orders (the rest are rows beside them:
// a day's counter, the kitchen, delivery places, paid invoices), for it and for its ledgers.
import type { ReportOrder } from './report-order.document.ts';

export const isReportOrder = (row: object): row is ReportOrder => 'orderId' in row;
