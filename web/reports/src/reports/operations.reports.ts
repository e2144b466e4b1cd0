// Who sold, where it went, what sold and how long the kitchen took (gateway/src/reports/operations/).
import {
  DiningTableOrdersReport,
  KitchenTimesReport,
  OrderDeliveryReport,
  OrderItemSalesReport,
  ProductsReportPage,
  StaffOrdersReport,
  ToppingSalesReport,
} from '@sofre/engine/contracts';
import { defineReport } from '../features/report-table/report-definition.ts';
import { headers as h, reportTexts } from '../messages/reports.messages.ts';

export const diningTables = defineReport({
  slug: 'dining-tables',
  ...reportTexts['dining-tables'],
  group: 'operations',
  route: '/api/reports/diningtableorders',
  response: DiningTableOrdersReport,
  excel: true,
  columns: [
    { field: 'tableNumber', header: h.tableNumber, kind: 'text' },
    { field: 'orderCount', header: h.orderCount, kind: 'count' },
    { field: 'guests', header: h.guests, kind: 'count' },
    { field: 'totalSale', header: h.totalSale, kind: 'money' },
    { field: 'averageTicket', header: h.averageTicket, kind: 'money' },
  ],
  rows: (answer) => answer.data,
  totals: ({ summary }) => summary,
});

export const staffOrders = defineReport({
  slug: 'staff',
  ...reportTexts.staff,
  group: 'operations',
  route: '/api/reports/stafforders',
  response: StaffOrdersReport,
  excel: true,
  columns: [
    { field: 'name', header: h.staffName, kind: 'text', minWidth: 160 },
    { field: 'orderCount', header: h.orderCount, kind: 'count' },
    { field: 'rejectedCount', header: h.rejectedCount, kind: 'count' },
    { field: 'totalSale', header: h.totalSale, kind: 'money' },
    { field: 'totalRefund', header: h.totalRefund, kind: 'money' },
  ],
  rows: (answer) => answer.data,
  totals: ({ summary }) => summary,
});

export const itemSales = defineReport({
  slug: 'item-sales',
  ...reportTexts['item-sales'],
  group: 'sales',
  route: '/api/reports/orderitemsales',
  response: OrderItemSalesReport,
  excel: true,
  columns: [
    { field: 'title', header: h.name, kind: 'text', minWidth: 180 },
    { field: 'count', header: h.count, kind: 'count' },
    { field: 'amount', header: h.amount, kind: 'money' },
    { field: 'share', header: h.share, kind: 'percent' },
  ],
  rows: (answer) => answer.data,
  totals: (answer) => ({ count: answer.totalCount, amount: answer.totalAmount }),
});

export const products = defineReport({
  slug: 'products',
  ...reportTexts.products,
  group: 'sales',
  route: '/api/reports/productsreport',
  response: ProductsReportPage,
  excel: true,
  paged: (answer) => answer.totalCount,
  serverSort: { param: 'SortBy', initial: 'amount' },
  columns: [
    { field: 'title', header: h.name, kind: 'text', minWidth: 180, sortBy: 'title' },
    { field: 'categoryTitle', header: h.category, kind: 'text' },
    { field: 'count', header: h.count, kind: 'count', sortBy: 'count' },
    { field: 'amount', header: h.amount, kind: 'money', sortBy: 'amount' },
    { field: 'refundedCount', header: h.refundedCount, kind: 'count' },
    { field: 'refundedAmount', header: h.refundedAmount, kind: 'money', sortBy: 'refundedAmount' },
    { field: 'netAmount', header: h.netAmount, kind: 'money' },
  ],
  rows: (answer) => answer.data,
});

export const toppings = defineReport({
  slug: 'toppings',
  ...reportTexts.toppings,
  group: 'sales',
  route: '/api/reports/mostsailed/topping',
  response: ToppingSalesReport,
  columns: [
    { field: 'title', header: h.name, kind: 'text', minWidth: 180 },
    { field: 'count', header: h.count, kind: 'count', total: true },
    { field: 'amount', header: h.amount, kind: 'money', total: true },
  ],
  rows: (answer) => answer.toppings,
});

export const delivery = defineReport({
  slug: 'delivery',
  ...reportTexts.delivery,
  group: 'operations',
  route: '/api/reports/orderdelivery',
  response: OrderDeliveryReport,
  excel: true,
  columns: [
    { field: 'deliveryType', header: h.deliveryType, kind: 'delivery' },
    { field: 'zoneTitle', header: h.zone, kind: 'text' },
    { field: 'orderCount', header: h.orderCount, kind: 'count' },
    { field: 'totalSale', header: h.totalSale, kind: 'money' },
    { field: 'deliveryCost', header: h.deliveryCost, kind: 'money' },
  ],
  rows: (answer) => answer.data,
  totals: ({ summary }) => summary,
});

export const kitchens = defineReport({
  slug: 'kitchens',
  ...reportTexts.kitchens,
  group: 'operations',
  route: '/api/reports/kitchens',
  response: KitchenTimesReport,
  columns: [
    { field: 'title', header: h.station, kind: 'text', minWidth: 160 },
    { field: 'orderCount', header: h.orderCount, kind: 'count' },
    { field: 'averageMinutes', header: h.averageMinutes, kind: 'minutes' },
    { field: 'p90Minutes', header: h.p90Minutes, kind: 'minutes' },
  ],
  rows: (answer) => answer.stations,
  totals: ({ kitchen }) => kitchen,
});
