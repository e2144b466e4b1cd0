// The operations reports' Excel sheets (STYLE §15: their Persian words live here). Delivery type
// labels are the back office's (printing.messages.ts keeps them for the gateway).
import type { DeliveryType } from '@sofre/engine';
import type {
  DeliveryRow,
  DiningTableOrdersRow,
  OrderItemSalesRow,
  ProductsReportRow,
  StaffOrdersRow,
} from '@sofre/engine/contracts';
import type { ReportSheet } from '@sofre/projections';
import { deliveryTypeWords } from '../../printing/printing.messages.ts';

export const diningTableOrdersSheet: ReportSheet<DiningTableOrdersRow> = {
  name: 'سفارش‌های میزها',
  columns: [
    { header: 'میز', kind: 'text', value: (r) => r.tableNumber, width: 10 },
    { header: 'تعداد سفارش', kind: 'count', value: (r) => r.orderCount },
    { header: 'تعداد مهمان', kind: 'count', value: (r) => r.guests },
    { header: 'فروش', kind: 'money', value: (r) => r.totalSale },
    { header: 'میانگین هر سفارش', kind: 'money', value: (r) => r.averageTicket, total: false },
  ],
};

export const staffOrdersSheet: ReportSheet<StaffOrdersRow> = {
  name: 'سفارش‌های کارکنان',
  columns: [
    { header: 'کارمند', kind: 'text', value: (r) => r.name, width: 24 },
    { header: 'تعداد سفارش', kind: 'count', value: (r) => r.orderCount },
    { header: 'سفارش‌های لغوشده', kind: 'count', value: (r) => r.rejectedCount },
    { header: 'فروش', kind: 'money', value: (r) => r.totalSale },
    { header: 'مبلغ برگشتی', kind: 'money', value: (r) => r.totalRefund },
  ],
};

export const orderItemSalesSheet: ReportSheet<OrderItemSalesRow> = {
  name: 'فروش اقلام',
  columns: [
    { header: 'قلم', kind: 'text', value: (r) => r.title, width: 28 },
    { header: 'تعداد فروش', kind: 'count', value: (r) => r.count },
    { header: 'مبلغ فروش', kind: 'money', value: (r) => r.amount },
    { header: 'سهم از فروش', kind: 'percent', value: (r) => r.share, width: 12 },
  ],
};

export const productsSheet: ReportSheet<ProductsReportRow> = {
  name: 'گزارش محصولات',
  columns: [
    { header: 'محصول', kind: 'text', value: (r) => r.title, width: 28 },
    { header: 'دسته‌بندی', kind: 'text', value: (r) => r.categoryTitle, width: 18 },
    { header: 'تعداد فروش', kind: 'count', value: (r) => r.count },
    { header: 'مبلغ فروش', kind: 'money', value: (r) => r.amount },
    { header: 'تعداد برگشتی', kind: 'count', value: (r) => r.refundedCount },
    { header: 'مبلغ برگشتی', kind: 'money', value: (r) => r.refundedAmount },
    { header: 'فروش خالص', kind: 'money', value: (r) => r.netAmount },
  ],
};

/** What the delivery sheet calls an order whose address no zone holds. */
const NO_ZONE = 'بدون محدوده';

export const orderDeliverySheet: ReportSheet<DeliveryRow> = {
  name: 'گزارش ارسال',
  columns: [
    {
      header: 'نوع تحویل',
      kind: 'text',
      value: (r) => deliveryTypeWords[r.deliveryType as DeliveryType] ?? r.deliveryType,
      width: 16,
    },
    {
      header: 'محدودهٔ ارسال',
      kind: 'text',
      value: (r) => r.zoneTitle ?? (r.deliveryType === 'DELIVER' ? NO_ZONE : ''),
      width: 20,
    },
    { header: 'تعداد سفارش', kind: 'count', value: (r) => r.orderCount },
    { header: 'فروش', kind: 'money', value: (r) => r.totalSale },
    { header: 'هزینهٔ ارسال', kind: 'money', value: (r) => r.deliveryCost },
  ],
};
