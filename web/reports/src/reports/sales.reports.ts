// The sales reports of the read models hourly-sales and hourly-item-sales, and the rejected
// orders list (gateway/src/reports/reports.routes.ts).
import {
  CancelledOrdersPage,
  MostSoldReport,
  OrderStatisticsReport,
} from '@sofre/engine/contracts';
import { defineReport, type ReportColumn } from '../features/report-table/report-definition.ts';
import { headers as h, itemKinds, reportTexts } from '../messages/reports.messages.ts';

const salesColumns: ReportColumn[] = [
  { field: 'period', header: h.period, kind: 'period', minWidth: 140 },
  { field: 'orderCount', header: h.orderCount, kind: 'count' },
  { field: 'totalSale', header: h.totalSale, kind: 'money', minWidth: 140 },
  { field: 'totalTip', header: h.totalTip, kind: 'money' },
  { field: 'discount', header: h.discount, kind: 'money' },
  { field: 'tax', header: h.tax, kind: 'money' },
  { field: 'serviceCharge', header: h.serviceCharge, kind: 'money' },
  { field: 'packaging', header: h.packaging, kind: 'money' },
  { field: 'deliveryCost', header: h.deliveryCost, kind: 'money' },
  { field: 'totalRefund', header: h.totalRefund, kind: 'money' },
  { field: 'rejectedCount', header: h.rejectedCount, kind: 'count' },
];

const statistics = (slug: 'daily-sales' | 'hourly-sales', grain: 'daily' | 'perhour') =>
  defineReport({
    slug,
    ...reportTexts[slug],
    group: 'sales',
    route: `/api/reports/orderstatistics/${grain}`,
    response: OrderStatisticsReport,
    columns: salesColumns,
    rows: (answer) => answer.data,
    totals: (answer) => answer.summary,
  });

export const dailySales = statistics('daily-sales', 'daily');
export const hourlySales = statistics('hourly-sales', 'perhour');

export const mostSold = defineReport({
  slug: 'most-sold',
  ...reportTexts['most-sold'],
  group: 'sales',
  route: '/api/reports/mostsailed/daily',
  response: MostSoldReport,
  columns: [
    { field: 'title', header: h.name, kind: 'text', minWidth: 180 },
    { field: 'kind', header: h.kind, kind: 'text' },
    { field: 'count', header: h.count, kind: 'count', total: true },
    { field: 'amount', header: h.amount, kind: 'money', total: true },
  ],
  rows: (answer) => answer.items.map((i) => ({ ...i, kind: itemKinds[i.kind] })),
});

export const cancelledOrders = defineReport({
  slug: 'cancelled',
  ...reportTexts.cancelled,
  group: 'orders',
  route: '/api/reports/cancelledorder',
  response: CancelledOrdersPage,
  excel: true,
  paged: (answer) => answer.totalCount,
  columns: [
    { field: 'rejectedAt', header: h.rejectedAt, kind: 'dateTime', minWidth: 180 },
    { field: 'amount', header: h.amount, kind: 'money' },
    { field: 'reason', header: h.reason, kind: 'text', minWidth: 180 },
    { field: 'source', header: h.source, kind: 'source' },
    { field: 'deliveryType', header: h.deliveryType, kind: 'delivery' },
    { field: 'paymentMethod', header: h.paymentMethod, kind: 'payment' },
    { field: 'tableNumber', header: h.tableNumber, kind: 'text' },
    { field: 'submittedAt', header: h.submittedAt, kind: 'dateTime', minWidth: 180 },
  ],
  rows: (answer) => answer.data,
});
