// Every word the counter kiosk shows (STYLE §15), in one place: the customer's screens, the
// manager's one-time setup (the sandbox card reader's words are web/shared's).
import { formatNumber } from '@sofre/web-shared';

export const kioskMessages = {
  appTitle: 'کیوسک سفارش',
  loading: 'در حال بارگذاری…',
  start: {
    touch: 'برای سفارش لمس کنید',
    hint: 'سفارش بدهید و همین‌جا با کارت بانکی پرداخت کنید',
  },
  menu: {
    categories: 'دسته‌های منو',
    add: 'افزودن',
    choose: 'انتخاب',
    unavailable: 'ناموجود',
    notNow: 'فعلاً سرو نمی‌شود',
    inCart: (count: number) => `${formatNumber(count)} در سبد`,
    empty: 'منوی کیوسک فعلاً خالی است. لطفاً به صندوق مراجعه کنید.',
    failed: 'منو خوانده نشد. لطفاً به صندوق مراجعه کنید.',
    startOver: 'شروع دوباره',
  },
  cartBar: {
    empty: 'سبد خرید خالی است؛ غذای خود را انتخاب کنید',
    summary: (items: number) => `${formatNumber(items)} قلم در سبد`,
    review: 'مشاهدهٔ سبد و پرداخت',
  },
  item: {
    count: 'تعداد',
    required: (min: number, max: number) =>
      min === max
        ? `${formatNumber(min)} مورد انتخاب کنید`
        : `حداقل ${formatNumber(min)} و حداکثر ${formatNumber(max)} مورد`,
    optional: (max: number) => `اختیاری، تا ${formatNumber(max)} مورد`,
    missing: (title: string) => `«${title}» را انتخاب کنید`,
    addToCart: (price: string) => `افزودن به سبد — ${price}`,
    cancel: 'انصراف',
    toppingUnavailable: 'ناموجود',
  },
  review: {
    title: 'سبد خرید شما',
    back: 'بازگشت به منو',
    pay: 'پرداخت با کارت بانکی',
    remove: (title: string) => `حذف ${title}`,
    removeShort: 'حذف',
    increase: (title: string) => `یکی بیشتر از ${title}`,
    decrease: (title: string) => `یکی کمتر از ${title}`,
    items: 'جمع اقلام',
    packaging: 'بسته‌بندی',
    tax: 'مالیات بر ارزش افزوده',
    total: 'مبلغ قابل پرداخت',
    takeaway: 'سفارش‌ها برای بردن آماده می‌شوند و پشت پیشخوان تحویل داده می‌شوند.',
  },
  payment: {
    placing: 'در حال ثبت سفارش…',
    starting: 'در حال آماده کردن کارت‌خوان…',
    swipe: 'کارت بانکی خود را روی کارت‌خوان بکشید',
    amount: 'مبلغ',
    orderNumber: (n: number) => `سفارش شمارهٔ ${formatNumber(n)}`,
    declined: 'کارت پذیرفته نشد و مبلغی از حساب شما کم نشد.',
    declinedHint: 'دوباره امتحان کنید یا کارت دیگری بکشید.',
    failed: 'ارتباط با کارت‌خوان برقرار نشد.',
    retry: 'تلاش دوباره',
    cancel: 'انصراف و شروع دوباره',
    placeFailed: 'سفارش ثبت نشد.',
    withdrawnReason: 'مشتری در کیوسک پیش از پرداخت انصراف داد.',
  },
  done: {
    title: 'سفارش شما ثبت شد',
    number: (n: number) => `شماره ${formatNumber(n)}`,
    headline: (n: number) => `سفارش شما ثبت شد — شماره ${formatNumber(n)}`,
    paid: (amount: string) => `${amount} با کارت پرداخت شد.`,
    pickup: 'وقتی شماره‌تان را صدا زدیم، سفارش را از پیشخوان بگیرید.',
    qr: 'برای دنبال کردن سفارش، این کد را با گوشی اسکن کنید',
    back: (seconds: number) => `بازگشت به صفحهٔ اول تا ${formatNumber(seconds)} ثانیهٔ دیگر`,
    newOrder: 'سفارش تازه',
  },
  idle: {
    title: 'هنوز اینجا هستید؟',
    question: (seconds: number) =>
      `اگر کاری نکنید، سفارش تا ${formatNumber(seconds)} ثانیهٔ دیگر پاک می‌شود و کیوسک از اول شروع می‌کند.`,
    stay: 'ادامهٔ سفارش',
    reset: 'شروع دوباره',
  },
  setup: {
    title: 'راه‌اندازی کیوسک',
    intro:
      'مدیر فروشگاه یک بار با شمارهٔ موبایل خود وارد می‌شود. پس از آن کیوسک بدون ورود، سفارش می‌گیرد.',
    phone: 'شمارهٔ موبایل مدیر یا صندوق‌دار',
    sendCode: 'ارسال کد یک‌بارمصرف',
    code: 'کد یک‌بارمصرف',
    codeSentTo: (phone: string) => `کد به ${phone} پیامک شد.`,
    verify: 'ورود و راه‌اندازی کیوسک',
    changePhone: 'تغییر شماره',
    notStaff: 'این شماره کارمند این فروشگاه نیست.',
    noPermission: 'این کاربر اجازهٔ «ثبت سفارش» ندارد؛ با کاربری که این اجازه را دارد وارد شوید.',
    ended: 'نشست کیوسک به پایان رسید. مدیر فروشگاه باید کیوسک را دوباره راه‌اندازی کند.',
  },
} as const;
