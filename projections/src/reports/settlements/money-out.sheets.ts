// The money-out reports' Excel sheets (report-workbook.ts writes them): Persian headers and the
// Persian words for the codes a row holds. Money columns are Rial here; the workbook shows them in
// the vendor's unit and sums them in its totals row.
import type { OrderSource, TransactionStatus } from '@sofre/engine';
import type { PosTransactionView, SettlementOrderView } from '@sofre/engine/contracts';
import type { ReportSheet } from '../excel/report-workbook.ts';

const sourceWords: Record<OrderSource, string> = {
  WEBSITE: 'وب‌سایت',
  QR: 'QR',
  SALON: 'سالن',
  SNAPPFOOD: 'اسنپ‌فود',
  KIOSK: 'کیوسک',
};

const statusWords: Record<TransactionStatus, string> = {
  INIT: 'ایجاد شده',
  PENDING: 'در انتظار کارت',
  DONE: 'موفق',
  FAILED: 'ناموفق',
};

const entryWords = { READER: 'کارت‌خوان متصل', COUNTER: 'ثبت دستی صندوق' } as const;

/** Money the reader approved: a declined or unanswered attempt took none. */
const approved = (t: PosTransactionView) => (t.status === 'DONE' ? t.amount : 0);

export const posTransactionsSheet: ReportSheet<PosTransactionView> = {
  name: 'تراکنش‌های کارت‌خوان',
  columns: [
    { header: 'زمان', kind: 'instant', value: (t) => t.createdAt },
    { header: 'شماره سفارش', kind: 'count', value: (t) => t.orderNumber, total: false },
    { header: 'نوع سفارش', kind: 'text', value: (t) => t.source && sourceWords[t.source] },
    { header: 'میز', kind: 'text', value: (t) => t.tableNumber, width: 8 },
    {
      header: 'پایانه',
      kind: 'text',
      value: (t) => t.terminalTitle ?? t.terminalId ?? entryWords[t.entry],
    },
    { header: 'شماره پایانه', kind: 'text', value: (t) => t.terminalNumber },
    { header: 'وضعیت', kind: 'text', value: (t) => statusWords[t.status], width: 14 },
    { header: 'مبلغ', kind: 'money', value: (t) => t.amount, total: false },
    { header: 'مبلغ موفق', kind: 'money', value: approved },
    { header: 'بازپرداخت', kind: 'money', value: (t) => t.refundedAmount },
    { header: 'شماره مرجع', kind: 'text', value: (t) => t.referenceId },
    { header: 'شماره کارت', kind: 'text', value: (t) => t.cardPan },
  ],
};

export const settlementOrdersSheet: ReportSheet<SettlementOrderView> = {
  name: 'سفارش‌های تسویه',
  columns: [
    { header: 'شماره سفارش', kind: 'count', value: (o) => o.orderNumber, total: false },
    { header: 'زمان ثبت', kind: 'instant', value: (o) => o.submittedAt },
    { header: 'زمان پرداخت', kind: 'instant', value: (o) => o.firstAt },
    { header: 'نوع سفارش', kind: 'text', value: (o) => o.source && sourceWords[o.source] },
    { header: 'مشتری', kind: 'text', value: (o) => o.customerName },
    { header: 'فروش آنلاین', kind: 'money', value: (o) => o.onlineSales },
    { header: 'بازپرداخت', kind: 'money', value: (o) => o.refunds },
    { header: 'کارمزد قرارداد', kind: 'money', value: (o) => o.contractFee },
    { header: 'کارمزد خدمات', kind: 'money', value: (o) => o.serviceFee },
    { header: 'مبلغ قابل تسویه', kind: 'money', value: (o) => o.amountDue },
  ],
};
