// Every Persian text of the customer site (STYLE §15). Shared words are in @sofre/web-shared.
export const siteMessages = {
  appTitle: 'پیگیری سفارش',
  find: {
    title: 'پیگیری سفارش',
    hint: 'شناسهٔ سفارش را از پیامک یا رسید خود وارد کنید.',
    label: 'شناسهٔ سفارش',
    submit: 'پیگیری',
  },
  tracker: {
    title: (n: string) => `سفارش #${n}`,
    loading: 'در حال دریافت سفارش…',
    notFound: 'سفارشی با این شناسه یافت نشد.',
    steps: {
      submitted: 'ثبت شد',
      confirmed: 'تایید شد',
      ready: 'آماده است',
      delivered: 'تحویل شد',
    },
    onTheWay: 'در راه',
    needsCall: 'رستوران برای هماهنگی با شما تماس می‌گیرد.',
    rejected: 'این سفارش لغو شد.',
    table: 'میز',
    deliveryType: 'نوع تحویل',
    payment: 'پرداخت',
    preparation: 'زمان تقریبی آماده‌سازی',
    minutes: (n: string) => `${n} دقیقه`,
    items: 'اقلام سفارش',
    total: 'مبلغ کل',
    paid: 'پرداخت‌شده',
    free: 'هدیه',
  },
} as const;
