// Every Persian text of the subscription page (STYLE §15).
import type { BillingPeriod, UsageMetric } from '@sofre/engine/subscriptions';

export const subscriptionMessages = {
  title: 'اشتراک و صورت‌حساب‌ها',
  plan: {
    current: 'بستهٔ فعلی',
    free: 'رایگان',
    endsAt: (date: string) => `تا ${date}`,
    daysLeft: (n: string) => `${n} روز مانده`,
    noEnd: 'بدون تاریخ پایان',
    lapsed: 'اشتراک قبلی شما به پایان رسیده و اکنون روی بستهٔ رایگان هستید.',
    usageTitle: 'مصرف این ماه',
  },
  metrics: {
    ORDERS: 'سفارش‌ها',
    SMS: 'پیامک‌ها',
    BRANCHES: 'شعبه‌ها',
  } satisfies Record<UsageMetric, string>,
  usedOf: (used: string, limit: string) => `${used} از ${limit}`,
  unlimited: (used: string) => `${used} (بدون سقف)`,
  levels: { NEAR: 'نزدیک سقف', REACHED: 'به سقف رسیده' },
  periods: {
    MONTHLY: 'ماهانه',
    QUARTERLY: 'سه‌ماهه',
    YEARLY: 'سالانه',
  } satisfies Record<BillingPeriod, string>,
  perPeriod: {
    MONTHLY: 'در ماه',
    QUARTERLY: 'هر سه ماه',
    YEARLY: 'در سال',
  } satisfies Record<BillingPeriod, string>,
  tabs: { packages: 'بسته‌ها', contracts: 'صورت‌حساب‌ها' },
  packages: {
    notSold: 'در این دوره فروخته نمی‌شود',
    limits: 'سقف ماهانه',
    limitsLine: (orders: string, sms: string, branches: string) =>
      `سفارش ${orders} · پیامک ${sms} · شعبه ${branches}`,
    noCap: 'نامحدود',
    buy: 'خرید',
    upgrade: 'ارتقا',
    renew: 'تمدید',
    currentBadge: 'بستهٔ فعلی',
    withCode: (code: string) => `با کد ${code}`,
  },
  pay: {
    title: (pkg: string) => `خرید بستهٔ «${pkg}»`,
    renewTitle: (pkg: string) => `تمدید بستهٔ «${pkg}»`,
    period: 'دورهٔ اشتراک',
    price: 'قیمت',
    discount: 'تخفیف',
    amount: 'مبلغ قابل پرداخت',
    code: 'کد اشتراک',
    renewNote: 'تمدید از پایان اشتراک فعلی شروع می‌شود؛ روزی از دست نمی‌رود.',
    changeNote: 'بستهٔ تازه پس از پرداخت بی‌درنگ فعال می‌شود.',
    go: 'پرداخت آنلاین',
    activated: 'بسته فعال شد.',
  },
  code: {
    title: 'کد اشتراک',
    hint: 'کد هدیه یا تخفیفی که از سفره گرفته‌اید.',
    placeholder: 'مثلاً SOFRE-1405',
    check: 'بررسی کد',
    grant: (pkg: string, days: string) => `بستهٔ «${pkg}» به مدت ${days} روز رایگان`,
    discount: (percent: string, pkg: string) => `${percent}٪ تخفیف روی بستهٔ «${pkg}»`,
    expires: (date: string) => `معتبر تا ${date}`,
    activate: 'فعال‌سازی',
    clear: 'حذف کد',
  },
  contracts: {
    empty: 'هنوز صورت‌حسابی ندارید.',
    openedAt: 'تاریخ',
    package: 'بسته',
    period: 'دوره',
    amount: 'مبلغ',
    status: 'وضعیت',
    paidAt: 'پرداخت',
    pay: 'پرداخت',
    discounted: (discount: string) => `تخفیف ${discount}`,
    statuses: { PENDING: 'در انتظار پرداخت', PAID: 'پرداخت‌شده', FAILED: 'ناموفق' },
  },
  outcome: {
    ok: 'پرداخت با موفقیت انجام شد و بستهٔ شما فعال است.',
    failed: 'پرداخت انجام نشد. می‌توانید صورت‌حساب را دوباره پرداخت کنید.',
    refunded:
      'مبلغ از کارت شما برداشت شد اما این صورت‌حساب نمی‌توانست آن را نگه دارد؛ مبلغ به کارت شما بازگردانده می‌شود.',
  },
  /** Why money taken was given back (payment=refunded&reason=…): each says what to do next. */
  refundedBecause: {
    CONTRACT_ALREADY_PAID:
      'مبلغ از کارت شما برداشت شد اما این صورت‌حساب پیش‌تر پرداخت شده بود؛ مبلغ به کارت شما بازگردانده می‌شود. نیازی به پرداخت دوباره نیست.',
    SUBSCRIPTION_CODE_ALREADY_USED:
      'مبلغ از کارت شما برداشت شد اما کد این صورت‌حساب پیش‌تر برای اشتراک دیگری استفاده شده بود؛ مبلغ به کارت شما بازگردانده می‌شود. برای خرید این بسته، بدون کد دوباره اشتراک بگیرید.',
    AMOUNT_MISMATCH:
      'مبلغی غیر از مبلغ صورت‌حساب از کارت شما برداشت شد؛ همهٔ آن به کارت شما بازگردانده می‌شود و صورت‌حساب هنوز پرداخت نشده است. می‌توانید آن را دوباره پرداخت کنید.',
  },
  loading: 'در حال دریافت اشتراک…',
  renewal: {
    ending: (pkg: string, days: string) => `اشتراک «${pkg}» شما ${days} روز دیگر به پایان می‌رسد.`,
    endingToday: (pkg: string) => `اشتراک «${pkg}» شما امروز به پایان می‌رسد.`,
    lapsed: 'اشتراک شما به پایان رسیده و اکنون روی بستهٔ رایگان هستید؛ داده‌هایتان سر جایش است.',
    renew: 'تمدید اشتراک',
    choose: 'خرید اشتراک',
    dismiss: 'بستن',
  },
} as const;
