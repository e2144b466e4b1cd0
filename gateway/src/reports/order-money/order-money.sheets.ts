// The order-money reports' Excel sheets and the Persian words they and the refusals use (STYLE
// §15). Labels of sources, delivery types and payment methods are the back office's
// (printing.messages.ts keeps them for the gateway).
import type { DeliveryType, OrderSource, PaymentMethod } from '@sofre/engine';
import type {
  CancelledOrderView,
  PaidOrderView,
  PaymentMethodSalesRow,
  UnpaidOrderView,
} from '@sofre/engine/contracts';
import type { ReportSheet, SheetColumn } from '@sofre/projections';
import {
  deliveryTypeWords,
  paymentMethodWords,
  sourceWords,
} from '../../printing/printing.messages.ts';

export const orderMoneyMessages = {
  /** vendorIds named a vendor that is not the request's own. */
  foreignVendor: 'گزارش فقط برای فروشگاه خود شما در دسترس است.',
} as const;

const source = (s: string) => sourceWords[s as OrderSource] ?? s;
const delivery = (d: string | undefined) =>
  d === undefined ? undefined : (deliveryTypeWords[d as DeliveryType] ?? d);
const method = (m: string) => paymentMethodWords[m as PaymentMethod] ?? m;

type OrderFields = PaidOrderView | UnpaidOrderView;

/** The columns every order list starts with. */
const orderColumns = <Row extends OrderFields>(): SheetColumn<Row>[] => [
  { header: 'شمارهٔ سفارش', kind: 'count', value: (r) => r.number, total: false, width: 12 },
  { header: 'زمان ثبت', kind: 'instant', value: (r) => r.submittedAt },
  { header: 'کانال فروش', kind: 'text', value: (r) => source(r.source), width: 14 },
  { header: 'نوع تحویل', kind: 'text', value: (r) => delivery(r.deliveryType), width: 14 },
  { header: 'روش پرداخت', kind: 'text', value: (r) => method(r.paymentMethod), width: 14 },
  { header: 'میز', kind: 'text', value: (r) => r.tableNumber, width: 8 },
  { header: 'مشتری', kind: 'text', value: (r) => r.customerName },
  { header: 'تلفن مشتری', kind: 'text', value: (r) => r.customerPhone, width: 16 },
  { header: 'مبلغ نهایی', kind: 'money', value: (r) => r.finalPrice },
  { header: 'پرداخت‌شده', kind: 'money', value: (r) => r.amountPaid },
];

export const paidOrdersSheet: ReportSheet<PaidOrderView> = {
  name: 'سفارش‌های پرداخت‌شده',
  columns: [
    ...orderColumns<PaidOrderView>(),
    { header: 'زمان تسویه', kind: 'instant', value: (r) => r.paidAt },
    { header: 'بازپرداخت‌شده', kind: 'money', value: (r) => r.amountRefunded },
  ],
};

export const unpaidOrdersSheet: ReportSheet<UnpaidOrderView> = {
  name: 'سفارش‌های پرداخت‌نشده',
  columns: [
    ...orderColumns<UnpaidOrderView>(),
    { header: 'مانده', kind: 'money', value: (r) => r.amountDue },
  ],
};

export const paymentMethodSalesSheet: ReportSheet<PaymentMethodSalesRow> = {
  name: 'فروش به تفکیک روش پرداخت',
  columns: [
    { header: 'فروشگاه', kind: 'text', value: (r) => r.vendorName },
    { header: 'روش پرداخت', kind: 'text', value: (r) => method(r.paymentMethod), width: 14 },
    { header: 'تعداد پرداخت', kind: 'count', value: (r) => r.paymentCount },
    { header: 'مبلغ پرداخت', kind: 'money', value: (r) => r.paidAmount },
    { header: 'تعداد بازپرداخت', kind: 'count', value: (r) => r.refundCount },
    { header: 'مبلغ بازپرداخت', kind: 'money', value: (r) => r.refundedAmount },
    { header: 'خالص', kind: 'money', value: (r) => r.netAmount },
  ],
};

const ACTOR_KINDS: Record<string, string> = {
  STAFF: 'کارکنان',
  CUSTOMER: 'مشتری',
  SYSTEM: 'سامانه',
};

export const cancelledOrdersSheet: ReportSheet<CancelledOrderView> = {
  name: 'سفارش‌های لغوشده',
  columns: [
    { header: 'شناسهٔ سفارش', kind: 'text', value: (r) => r.orderId, width: 38 },
    { header: 'زمان ثبت', kind: 'instant', value: (r) => r.submittedAt },
    { header: 'زمان لغو', kind: 'instant', value: (r) => r.rejectedAt },
    { header: 'کانال فروش', kind: 'text', value: (r) => source(r.source), width: 14 },
    { header: 'نوع تحویل', kind: 'text', value: (r) => delivery(r.deliveryType), width: 14 },
    { header: 'روش پرداخت', kind: 'text', value: (r) => method(r.paymentMethod), width: 14 },
    { header: 'میز', kind: 'text', value: (r) => r.tableNumber, width: 8 },
    { header: 'تلفن مشتری', kind: 'text', value: (r) => r.customerPhone, width: 16 },
    { header: 'دلیل', kind: 'text', value: (r) => r.reason, width: 30 },
    {
      header: 'لغوکننده',
      kind: 'text',
      value: (r) =>
        `${ACTOR_KINDS[r.rejectedBy.kind] ?? r.rejectedBy.kind}: ${r.rejectedBy.userId}`,
      width: 24,
    },
    { header: 'مبلغ', kind: 'money', value: (r) => r.amount },
  ],
};
