// Persian text of the landing, the menu, the cart and the ordering steps (STYLE §15). Refusals
// from the server arrive in Persian and are shown as they are.
import { errorMessages } from '@sofre/engine';

export const landingMessages = {
  openNow: 'باز است',
  closedNow: 'بسته است',
  closedNotice: 'رستوران اکنون سفارش نمی‌گیرد.',
  opensAt: (when: string) => `باز می‌شود: ${when}`,
  today: (time: string) => `امروز ساعت ${time}`,
  tomorrow: (time: string) => `فردا ساعت ${time}`,
  onDay: (day: string, time: string) => `${day} ساعت ${time}`,
  minimumBasket: (amount: string) => `حداقل سفارش ${amount}`,
  preparation: (minutes: string) => `آماده‌سازی حدود ${minutes} دقیقه`,
  table: (table: string) => `میز ${table}`,
  trackOrder: 'پیگیری سفارش',
  weekdays: {
    SAT: 'شنبه',
    SUN: 'یکشنبه',
    MON: 'دوشنبه',
    TUE: 'سه‌شنبه',
    WED: 'چهارشنبه',
    THU: 'پنجشنبه',
    FRI: 'جمعه',
  },
} as const;

export const menuMessages = {
  loading: 'در حال دریافت منو…',
  empty: 'فعلاً غذایی برای سفارش نیست.',
  unavailable: 'ناموجود',
  add: 'افزودن',
  addNamed: (title: string) => `افزودن ${title}`,
  addToCart: (price: string) => `افزودن · ${price}`,
  increase: (title: string) => `یکی بیشتر ${title}`,
  decrease: (title: string) => `یکی کمتر ${title}`,
  inCart: (count: string) => `${count} در سبد`,
  categories: 'دسته‌های منو',
  chooseExactly: (n: string) => `${n} مورد انتخاب کنید`,
  chooseUpTo: (n: string) => `تا ${n} مورد`,
  chooseBetween: (min: string, max: string) => `${min} تا ${max} مورد انتخاب کنید`,
  required: 'الزامی',
  mustChoose: (title: string) => `از «${title}» انتخاب کنید.`,
  free: 'رایگان',
  count: 'تعداد',
} as const;

export const cartMessages = {
  bar: (count: string) => `سبد خرید (${count})`,
  next: 'ادامه',
  empty: 'سبد خرید خالی است.',
  title: 'سبد خرید',
  estimate: 'مبلغ تقریبی؛ قیمت نهایی را رستوران حساب می‌کند.',
  syncing: 'در حال به‌روزرسانی سبد…',
  gift: 'هدیه',
  total: 'مبلغ قابل پرداخت',
  removedByMenu: (title: string) => `«${title}» دیگر موجود نیست و از سبد برداشته شد.`,
  belowMinimum: (amount: string) => `حداقل مبلغ سفارش ${amount} است.`,
  remove: (title: string) => `حذف ${title}`,
  discount: {
    label: 'کد تخفیف',
    apply: 'اعمال',
    remove: 'حذف کد',
    applied: 'کد تخفیف اعمال شد.',
    invalid: errorMessages.DISCOUNT_CODE_INVALID,
    active: 'کد تخفیف روی سبد است:',
  },
} as const;

export const stepMessages = {
  steps: {
    DELIVERY_TYPE: 'نوع تحویل',
    MENU: 'منو',
    OVERVIEW: 'بررسی سبد',
    ORDER_DETAILS: 'تکمیل سفارش',
  },
  back: 'بازگشت',
  chooseDelivery: 'سفارش را چطور تحویل می‌گیرید؟',
  deliveryHints: {
    DELIVER: 'به آدرس شما در محدودهٔ ارسال',
    PICKUP: 'خودتان از رستوران تحویل می‌گیرید',
    SERVE: 'سر میز در سالن رستوران',
    ZFEXPRESS: '',
  },
  change: 'تغییر',
  choose: 'انتخاب',
  notChosen: 'انتخاب نشده',
  toDetails: 'تکمیل سفارش',
  atTable: (table: string) => `سفارش برای میز ${table}`,
  progress: (step: string, of: string) => `مرحلهٔ ${step} از ${of}`,
} as const;
