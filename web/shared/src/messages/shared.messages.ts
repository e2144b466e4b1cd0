// Persian words every app shares (STYLE §15): enum labels, units, network status, generic
// errors. Each app keeps its own screen text in its own messages module.
import type { DeliveryType, OrderSource, OrderStatus, PaymentMethod } from '@sofre/engine';

export const currencyWords = { TOMAN: 'تومان', RIAL: 'ریال' } as const;

export const timeWords = {
  justNow: 'لحظاتی پیش',
  minutesAgo: 'دقیقه پیش',
  hoursAgo: 'ساعت پیش',
  minutes: 'دقیقه',
} as const;

export const orderSourceLabels: Record<OrderSource, string> = {
  WEBSITE: 'وب‌سایت',
  // Ordered from a table by scanning its code (a QR code).
  QR: 'کد میز',
  SALON: 'سالن',
  SNAPPFOOD: 'اسنپ‌فود',
  KIOSK: 'کیوسک',
};

export const deliveryTypeLabels: Record<DeliveryType, string> = {
  SERVE: 'سرو در سالن',
  DELIVER: 'ارسال با پیک',
  PICKUP: 'تحویل حضوری',
  ZFEXPRESS: 'اکسپرس',
};

export const paymentMethodLabels: Record<PaymentMethod, string> = {
  CARD: 'کارت‌خوان',
  CASH: 'نقدی',
  ONLINE: 'آنلاین',
  UNPAID: 'پرداخت‌نشده',
  FOODRO: 'فودرو',
  CREDIT: 'اعتباری',
  MULTI: 'ترکیبی',
};

export const orderStatusLabels: Record<OrderStatus, string> = {
  SUBMITTED: 'ثبت‌شده',
  PAID: 'پرداخت‌شده',
  CONFIRMED: 'تاییدشده',
  READYTOSERVE: 'آماده سرو',
  READYTOPICKUP: 'آماده تحویل',
  READYTOSHIPMENT: 'آماده ارسال',
  DELIVERING: 'در حال ارسال',
  DELIVERED: 'تحویل‌شده',
  NEEDFORCALL: 'نیاز به تماس',
  REJECTED: 'لغوشده',
  FINISHED: 'تکمیل‌شده',
};

/** Mantine colours per status, so a status reads the same in every app. */
export const orderStatusColors: Record<OrderStatus, string> = {
  SUBMITTED: 'gray',
  PAID: 'cyan',
  CONFIRMED: 'blue',
  READYTOSERVE: 'teal',
  READYTOPICKUP: 'teal',
  READYTOSHIPMENT: 'teal',
  DELIVERING: 'indigo',
  DELIVERED: 'green',
  NEEDFORCALL: 'orange',
  REJECTED: 'red',
  FINISHED: 'green',
};

/** The network flags of spec §4. */
export const networkLabels = {
  online: 'آنلاین',
  sync: 'در حال همگام‌سازی',
  reconnecting: 'در حال اتصال مجدد…',
} as const;

export const commonMessages = {
  operationSuccess: 'عملیات با موفقیت انجام گردید.',
  operationFailed: 'خطا در انجام عملیات',
  networkError: 'ارتباط با سرور برقرار نشد. اتصال اینترنت را بررسی کنید.',
  badResponse: 'پاسخ سرور قابل خواندن نیست.',
  errorTitle: 'خطا',
  successTitle: 'موفق',
  loading: 'در حال بارگذاری…',
  retry: 'تلاش دوباره',
  table: 'میز',
  orderNumber: 'سفارش',
  remove: 'حذف',
  cancel: 'انصراف',
  save: 'ذخیره',
  edit: 'ویرایش',
  /** The name of a modal's, drawer's or toast's ✕ button, for screen readers. */
  close: 'بستن',
} as const;

export const pagerMessages = {
  summary: (page: string, pages: string, total: string, unit: string) =>
    `${total} ${unit}، صفحهٔ ${page} از ${pages}`,
  unit: 'مورد',
  previous: 'قبلی',
  next: 'بعدی',
} as const;
