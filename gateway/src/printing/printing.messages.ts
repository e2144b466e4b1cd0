// Persian text the printing routes add to the engine's refusals, and every word printed on a
// kitchen ticket, a receipt or a test page (STYLE §15). Labels match the back office's (web/shared messages).
import type { DeliveryType, OrderSource, PaymentMethod } from '@sofre/engine';
import type { TicketKind, TicketMark } from '@sofre/engine/printing';

export const printingMessages = {
  /** Beside PRINTER_IN_USE: which stations still print on the printer. */
  usedBy: (stationTitles: readonly string[]) =>
    `ایستگاه‌های چاپ این چاپگر: ${stationTitles.map((t) => `«${t}»`).join('، ')}`,
} as const;

export const deliveryTypeWords: Record<DeliveryType, string> = {
  SERVE: 'سرو در سالن',
  DELIVER: 'ارسال با پیک',
  PICKUP: 'تحویل حضوری',
  ZFEXPRESS: 'اکسپرس',
};

export const sourceWords: Record<OrderSource, string> = {
  WEBSITE: 'سایت',
  QR: 'کد میز',
  SALON: 'سالن',
  SNAPPFOOD: 'اسنپ‌فود',
  KIOSK: 'کیوسک',
};

export const paymentMethodWords: Record<PaymentMethod, string> = {
  CARD: 'کارت‌خوان',
  CASH: 'نقدی',
  ONLINE: 'آنلاین',
  UNPAID: 'پرداخت‌نشده',
  FOODRO: 'فودرو',
  CREDIT: 'اعتباری',
  MULTI: 'ترکیبی',
};

export const ticketWords = {
  /** The banner over a ticket that is not the order's first. */
  kinds: { NEW: undefined, EDIT: 'اصلاحیهٔ سفارش', CANCEL: 'لغو سفارش' } satisfies Record<
    TicketKind,
    string | undefined
  >,
  number: 'سفارش',
  table: 'میز',
  submitted: 'ثبت',
  changed: 'اصلاح',
  marks: { NEW: 'جدید', CHANGED: 'تغییر', CANCELLED: 'لغو' } satisfies Record<TicketMark, string>,
  countWas: (was: string) => `(قبلاً ${was})`,
  lineNote: 'توضیح',
  description: 'توضیحات مشتری',
  note: 'یادداشت صندوق',
  noStation: 'بدون ایستگاه چاپ',
};

export const testPageWords = {
  title: 'چاپ آزمایشی',
  printer: 'چاپگر',
  date: 'تاریخ',
  time: 'ساعت',
  ok: 'اگر این برگه را می‌خوانید، چاپگر درست کار می‌کند.',
  /** The sandbox printer's gallery, as the back office and its own page name it. */
  sandboxTitle: 'چاپگر آزمایشی',
  sandboxPages: (count: string) => `${count} برگه`,
};

export const receiptWords = {
  title: 'صورت‌حساب',
  number: 'شمارهٔ سفارش',
  date: 'تاریخ',
  time: 'ساعت',
  table: 'میز',
  delivery: 'نوع تحویل',
  payment: 'پرداخت',
  free: 'هدیه',
  rows: {
    items: 'جمع اقلام',
    toppings: 'افزودنی‌ها',
    packaging: 'بسته‌بندی',
    discount: 'تخفیف',
    tax: 'مالیات بر ارزش افزوده',
    service: 'حق سرویس',
    serviceFee: 'کارمزد خدمات',
    tip: 'انعام',
    deliveryCost: 'هزینه ارسال',
  },
  final: 'مبلغ قابل پرداخت',
  paid: 'پرداخت‌شده',
  refunded: 'بازپرداخت‌شده',
  due: 'مانده',
  track: 'برای پیگیری سفارش، کد را اسکن کنید',
  thanks: 'از انتخاب شما سپاسگزاریم',
  units: { TOMAN: 'تومان', RIAL: 'ریال' },
};
