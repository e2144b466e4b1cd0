// Reports of orders' money: paid, unpaid, on credit, per payment method, and why orders were
// cancelled (gateway/src/reports/order-money/).
import {
  CancelledOrderStatistics,
  CreditOrdersReport,
  PaidOrdersReport,
  PaymentMethodSalesReport,
  UnpaidOrdersReport,
} from '@sofre/engine/contracts';
import { defineReport, type ReportColumn } from '../features/report-table/report-definition.ts';
import { headers as h, noReason, reportTexts } from '../messages/reports.messages.ts';

/** An order's amount in Toman («۱٬۲۳۹٬۰۰۰») whole, in the row and in the totals under it. */
const MONEY_WIDTH = 110;

const orderColumns: ReportColumn[] = [
  { field: 'number', header: h.number, kind: 'count', minWidth: 100 },
  { field: 'submittedAt', header: h.submittedAt, kind: 'dateTime', minWidth: 160 },
  { field: 'source', header: h.source, kind: 'source', minWidth: 100 },
  { field: 'deliveryType', header: h.deliveryType, kind: 'delivery', minWidth: 100 },
  { field: 'tableNumber', header: h.tableNumber, kind: 'text', minWidth: 80 },
  { field: 'customerName', header: h.customerName, kind: 'text' },
  { field: 'finalPrice', header: h.finalPrice, kind: 'money', minWidth: MONEY_WIDTH },
  { field: 'amountPaid', header: h.amountPaid, kind: 'money', minWidth: MONEY_WIDTH },
];

export const paidOrders = defineReport({
  slug: 'paid',
  ...reportTexts.paid,
  group: 'money',
  route: '/api/reports/orderpaid',
  response: PaidOrdersReport,
  excel: true,
  paged: (answer) => answer.totalCount,
  columns: [
    ...orderColumns.slice(0, 1),
    { field: 'paidAt', header: h.paidAt, kind: 'dateTime', minWidth: 160 },
    ...orderColumns.slice(2),
    { field: 'paymentMethod', header: h.paymentMethod, kind: 'payment', minWidth: 100 },
    { field: 'amountRefunded', header: h.amountRefunded, kind: 'money', minWidth: MONEY_WIDTH },
  ],
  rows: (answer) => answer.data,
  totals: ({ summary }) => ({
    finalPrice: summary.totalFinalPrice,
    amountPaid: summary.totalPaid,
    amountRefunded: summary.totalRefunded,
  }),
});

export const unpaidOrders = defineReport({
  slug: 'unpaid',
  ...reportTexts.unpaid,
  group: 'money',
  route: '/api/reports/ordersunpaid',
  response: UnpaidOrdersReport,
  excel: true,
  paged: (answer) => answer.totalCount,
  columns: [
    ...orderColumns,
    { field: 'amountDue', header: h.amountDue, kind: 'money', minWidth: MONEY_WIDTH },
  ],
  rows: (answer) => answer.data,
});

export const creditOrders = defineReport({
  slug: 'credit',
  ...reportTexts.credit,
  group: 'money',
  route: '/api/orders/getcreditordersreport',
  response: CreditOrdersReport,
  paged: (answer) => answer.orders.totalCount,
  columns: [
    { field: 'number', header: h.number, kind: 'count', minWidth: 100 },
    { field: 'creditAt', header: h.creditAt, kind: 'dateTime', minWidth: 180 },
    { field: 'customerName', header: h.customerName, kind: 'text' },
    { field: 'customerPhone', header: h.customerPhone, kind: 'text' },
    { field: 'finalPrice', header: h.finalPrice, kind: 'money' },
    { field: 'creditAmount', header: h.creditAmount, kind: 'money' },
    { field: 'creditRefunded', header: h.creditRefunded, kind: 'money' },
    { field: 'creditBalance', header: h.creditBalance, kind: 'money' },
  ],
  rows: (answer) => answer.orders.data,
  totals: ({ totals }) => totals,
});

export const paymentMethodSales = defineReport({
  slug: 'payment-methods',
  ...reportTexts['payment-methods'],
  group: 'money',
  route: '/api/orders/getvendorbrandpaymentmethodsalesreport',
  response: PaymentMethodSalesReport,
  excel: true,
  columns: [
    { field: 'paymentMethod', header: h.paymentMethod, kind: 'payment' },
    { field: 'paymentCount', header: h.paymentCount, kind: 'count' },
    { field: 'paidAmount', header: h.paidAmount, kind: 'money' },
    { field: 'refundCount', header: h.refundCount, kind: 'count' },
    { field: 'refundedAmount', header: h.refundedAmount, kind: 'money' },
    { field: 'netAmount', header: h.netAmount, kind: 'money' },
  ],
  rows: (answer) => answer.data,
  totals: ({ totals }) => totals,
});

export const cancelledStatistics = defineReport({
  slug: 'cancelled-statistics',
  ...reportTexts['cancelled-statistics'],
  group: 'orders',
  route: '/api/reports/cancelledorderstatistics',
  response: CancelledOrderStatistics,
  columns: [
    { field: 'reason', header: h.reason, kind: 'text', minWidth: 220 },
    { field: 'count', header: h.count, kind: 'count' },
    { field: 'amount', header: h.amount, kind: 'money' },
  ],
  rows: (answer) => answer.byReason.map((r) => ({ ...r, reason: r.reason ?? noReason })),
  totals: ({ totals }) => totals,
});
