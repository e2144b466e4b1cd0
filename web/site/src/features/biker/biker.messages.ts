// Every Persian text of the courier's screen at /biker and of the courier on the customer's tracker
// (STYLE §15).
import type { CourierProvider, TripStatus } from '@sofre/engine';

export const bikerMessages = {
  title: 'پیک رستوران',
  loginTitle: 'ورود پیک',
  loginHint: 'با شماره‌ای که رستوران برای شما ثبت کرده وارد شوید.',
  notBiker: 'این حساب پیک نیست؛ با شمارهٔ پیک وارد شوید.',
  logout: 'خروج',
  loading: 'در حال دریافت سفارش‌ها…',
  noOrder: 'فعلاً سفارشی به شما سپرده نشده است.',
  waitHint: 'به محض سپرده شدن سفارش، اینجا نمایش داده می‌شود.',
  order: (n: string) => `سفارش #${n}`,
  customer: 'مشتری',
  call: 'تماس با مشتری',
  address: 'آدرس',
  /** What the courier carries, line by line («۲ × کباب کوبیده»). */
  items: 'اقلام سفارش',
  line: (count: string, title: string) => `${count} × ${title}`,
  amount: 'مبلغ سفارش',
  recent: 'تحویل‌های اخیر',
  sharing: 'موقعیت شما برای مشتری ارسال می‌شود',
  noGeolocation: 'دسترسی به موقعیت مکانی ممکن نیست؛ مشتری موقعیت شما را نمی‌بیند.',
  map: 'نقشهٔ مسیر: مقصد و موقعیت شما',
  destination: 'مقصد',
  /** Handing the way to the customer to a navigation app on the phone (navigate.links.tsx). */
  navigate: { button: 'مسیریابی', neshan: 'نشان', google: 'گوگل‌مپ' },
  you: 'شما',
  /** The button for the next step of the trip. */
  next: {
    ACCEPTED: 'پذیرفتم',
    ATRESTAURANT: 'در رستوران هستم',
    PICKED_UP: 'سفارش را تحویل گرفتم',
    ATDESTINATION: 'دم در مشتری هستم',
    DELIVERED: 'به مشتری تحویل دادم',
  },
  done: 'سفارش تحویل شد. خسته نباشید!',
  /** Giving the order back to the restaurant before pickup (it waits for another courier). */
  giveBack: {
    button: 'انصراف از این سفارش',
    title: 'از این سفارش انصراف می‌دهید؟',
    body: 'سفارش به رستوران برمی‌گردد تا به پیک دیگری سپرده شود. پس از تحویل گرفتن غذا دیگر نمی‌توانید انصراف دهید.',
    confirm: 'بله، انصراف می‌دهم',
    keep: 'نه، ادامه می‌دهم',
    done: 'سفارش به رستوران برگشت.',
  },
  /** The trip's status as the courier and the customer read it. */
  tripStatus: {
    INITIATED: 'در انتظار پیک',
    TRIPREQUESTED: 'در انتظار پیک',
    BIKERASSIGNED: 'پیک تعیین شد',
    BATCHASSIGNED: 'پیک تعیین شد',
    BIKERACCEPTED: 'پیک سفارش را پذیرفت',
    ATSOURCE: 'پیک در رستوران است',
    PICKEDUP: 'پیک در راه است',
    ATDESTINATION: 'پیک دم در است',
    DELIVERED: 'تحویل شد',
    CANCELED: 'سفر پیک لغو شد',
    TIMEOUT: 'پیکی پیدا نشد',
    INTERRUPTED: 'ارسال متوقف شد',
  } satisfies Record<TripStatus, string>,
  tracker: {
    title: 'پیک شما',
    courier: 'پیک',
    call: 'تماس با پیک',
    lastSeen: (time: string) => `آخرین موقعیت: ${time}`,
    noPosition: 'موقعیت پیک هنوز در دسترس نیست.',
    /** Who carries the order (spec §1): the restaurant's own courier, or a provider by name. */
    providers: {
      OWN_FLEET: 'پیک رستوران',
      MIARE: 'میاره',
      SNAPP_BOX: 'اسنپ‌باکس',
      ZFEXPRESS: 'اکسپرس‌پلاس',
      BORDAR: 'بردار',
    } satisfies Record<CourierProvider, string>,
  },
} as const;
