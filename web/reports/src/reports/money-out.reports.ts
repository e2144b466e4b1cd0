// Money that leaves through the card readers and the platform: POS terminal transactions, the
// weekly settlements, and the food marketplace's orders (gateway/src/reports/settlements/).
import {
  MarketplaceDiscountReport,
  MarketplaceStatisticsReport,
  PosTransactionsReport,
  SettlementsPage,
} from '@sofre/engine/contracts';
import { defineReport } from '../features/report-table/report-definition.ts';
import { SettlementDrawer } from '../features/settlement-detail/settlement.drawer.tsx';
import { codeLabels, headers as h, reportTexts } from '../messages/reports.messages.ts';

export const posTransactions = defineReport({
  slug: 'pos-transactions',
  ...reportTexts['pos-transactions'],
  group: 'money',
  route: '/api/reports/postransactions',
  response: PosTransactionsReport,
  excel: true,
  paged: (answer) => answer.totalCount,
  columns: [
    { field: 'createdAt', header: h.createdAt, kind: 'dateTime', minWidth: 180 },
    { field: 'terminalTitle', header: h.terminal, kind: 'text' },
    { field: 'entry', header: h.entry, kind: 'text', labels: codeLabels.posEntry },
    { field: 'orderNumber', header: h.number, kind: 'count' },
    { field: 'amount', header: h.amount, kind: 'money' },
    { field: 'refundedAmount', header: h.refundedAmount, kind: 'money' },
    { field: 'status', header: h.status, kind: 'text', labels: codeLabels.transactionStatus },
    { field: 'referenceId', header: h.referenceId, kind: 'text' },
    { field: 'cardPan', header: h.cardPan, kind: 'text' },
  ],
  rows: (answer) => answer.data,
});

export const settlements = defineReport({
  slug: 'settlements',
  ...reportTexts.settlements,
  group: 'money',
  route: '/api/settlements',
  response: SettlementsPage,
  period: 'days',
  paged: (answer) => answer.totalCount,
  columns: [
    { field: 'fromDate', header: h.fromDate, kind: 'period', minWidth: 140 },
    { field: 'toDate', header: h.toDate, kind: 'period', minWidth: 140 },
    { field: 'status', header: h.status, kind: 'text', labels: codeLabels.settlementStatus },
    { field: 'orderCount', header: h.orderCount, kind: 'count' },
    { field: 'onlineSales', header: h.onlineSales, kind: 'money' },
    { field: 'refunds', header: h.refunds, kind: 'money' },
    { field: 'contractFee', header: h.contractFee, kind: 'money' },
    { field: 'serviceFee', header: h.serviceFee, kind: 'money' },
    { field: 'amountDue', header: h.settlementDue, kind: 'money' },
    // The platform's subscription invoices paid in the week: listed in the week's detail.
    { field: 'invoices.length', header: h.invoiceCount, kind: 'count', minWidth: 120 },
  ],
  rows: (answer) => answer.data,
  detail: SettlementDrawer,
});

export const marketplaceStatistics = defineReport({
  slug: 'marketplace-statistics',
  ...reportTexts['marketplace-statistics'],
  group: 'sales',
  route: '/api/reports/marketplacestatistics',
  response: MarketplaceStatisticsReport,
  columns: [
    { field: 'day', header: h.day, kind: 'period', minWidth: 140 },
    { field: 'orderCount', header: h.orderCount, kind: 'count' },
    { field: 'rejectedCount', header: h.rejectedCount, kind: 'count' },
    { field: 'totalSale', header: h.totalSale, kind: 'money' },
    { field: 'totalRefund', header: h.totalRefund, kind: 'money' },
    { field: 'deliveryCost', header: h.deliveryCost, kind: 'money' },
    { field: 'packaging', header: h.packaging, kind: 'money' },
    { field: 'tax', header: h.tax, kind: 'money' },
  ],
  rows: (answer) => answer.data,
  totals: ({ summary }) => summary,
});

export const marketplaceDiscounts = defineReport({
  slug: 'marketplace-discounts',
  ...reportTexts['marketplace-discounts'],
  group: 'sales',
  route: '/api/reports/marketplacediscount',
  response: MarketplaceDiscountReport,
  columns: [
    { field: 'day', header: h.day, kind: 'period', minWidth: 140 },
    { field: 'orderCount', header: h.orderCount, kind: 'count' },
    { field: 'discountedOrderCount', header: h.discountedOrderCount, kind: 'count' },
    { field: 'grossSale', header: h.grossSale, kind: 'money' },
    { field: 'itemDiscount', header: h.itemDiscount, kind: 'money' },
    { field: 'freeItems', header: h.freeItems, kind: 'money' },
    { field: 'orderDiscount', header: h.orderDiscount, kind: 'money' },
    { field: 'totalDiscount', header: h.totalDiscount, kind: 'money' },
    { field: 'totalSale', header: h.totalSale, kind: 'money' },
  ],
  rows: (answer) => answer.data,
  totals: ({ summary }) => summary,
});
