// Persian text of the customer's login and addresses (STYLE §15). The server's refusals (wrong
// code, outside the zones) arrive in Persian and are shown as they are.
import { addressSuccessMessages } from '@sofre/engine/contracts';
import { errorMessages } from '@sofre/engine';

export const accountMessages = {
  login: 'ورود',
  loginTitle: 'ورود یا ثبت‌نام',
  loginWhy: 'برای ثبت سفارش با شمارهٔ موبایل خود وارد شوید.',
  logout: 'خروج',
  account: 'حساب کاربری',
  track: 'پیگیری سفارش',
  myOrders: 'سفارش‌های من',
  myAddresses: 'آدرس‌های من',
  hello: (name: string) => `سلام ${name}`,
} as const;

export const addressMessages = {
  title: 'آدرس تحویل',
  choose: 'انتخاب آدرس',
  change: 'تغییر آدرس',
  none: 'هنوز آدرسی ثبت نکرده‌اید.',
  add: 'آدرس جدید',
  loading: 'در حال دریافت آدرس‌ها…',
  deliveryPrice: (price: string) => `هزینهٔ ارسال ${price}`,
  zone: (name: string) => `محدودهٔ ${name}`,
  uncovered: errorMessages.OUT_OF_DELIVERY_ZONE,
  noLocation: 'این آدرس روی نقشه مشخص نشده است.',
  checking: 'در حال بررسی محدوده…',
  form: {
    title: 'آدرس جدید',
    name: 'عنوان آدرس',
    namePlaceholder: 'مثلاً خانه',
    text: 'نشانی',
    details: 'پلاک، واحد، زنگ',
    save: 'ثبت آدرس',
    pickHint: 'محله یا خیابان را جستجو کنید، یا روی نقشه محل تحویل را بزنید.',
    locating: 'در حال یافتن نشانی…',
    myLocation: 'موقعیت من',
    search: 'جستجوی محله یا خیابان',
    searchPlaceholder: 'جستجوی محله یا خیابان، مثلاً ونک',
    searchNone: 'جایی با این نام پیدا نشد؛ روی نقشه بزنید.',
    zoomIn: 'بزرگ‌نمایی',
    zoomOut: 'کوچک‌نمایی',
    map: 'نقشهٔ انتخاب محل تحویل',
    required: 'عنوان و نشانی را وارد کنید.',
  },
  added: addressSuccessMessages.added,
  addFailed: 'خطا در ثبت آدرس',
} as const;

/** The signed-in customer's own pages: their orders and their saved addresses. */
export const myAccountMessages = {
  ordersTitle: 'سفارش‌های من',
  ordersNone: 'هنوز سفارشی ثبت نکرده‌اید.',
  ordersLoading: 'در حال دریافت سفارش‌ها…',
  order: (when: string) => `سفارش ${when}`,
  more: 'سفارش‌های بیشتر',
  addressesTitle: 'آدرس‌های من',
  remove: 'حذف',
  removed: 'آدرس حذف شد.',
  loginFirst: 'برای دیدن این صفحه وارد شوید.',
} as const;
