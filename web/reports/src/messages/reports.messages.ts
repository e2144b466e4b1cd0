// Every Persian text of the reports app (STYLE §15), in one place.
import type { ReportRangeName } from '@sofre/engine/contracts';

export const appMessages = {
  appTitle: 'گزارش‌های مدیریت',
  backOffice: 'بازگشت به پنل',
  menuTitle: 'گزارش‌ها',
  noAccess:
    'شما به گزارش‌ها دسترسی ندارید. از مدیر فروشگاه بخواهید دسترسی «مشاهدهٔ گزارش‌ها» را به نقش شما بدهد.',
  notFound: 'این گزارش پیدا نشد.',
  loadFailed: 'گزارش خوانده نشد. دوباره تلاش کنید.',
  retry: 'تلاش دوباره',
} as const;

export const pageGroups = {
  overview: 'نمای کلی',
  sales: 'فروش',
  orders: 'سفارش‌ها',
  money: 'پرداخت و تسویه',
  operations: 'عملیات',
} as const;

export const dashboardMessages = {
  title: 'داشبورد امروز',
  intro: (day: string, weekAgo: string) =>
    `${day}، در برابر همین روزِ هفتهٔ پیش (${weekAgo}) تا همین ساعت`,
  sale: 'فروش',
  orders: 'سفارش‌ها',
  averageTicket: 'میانگین هر سفارش',
  tips: 'انعام',
  weekAgo: (value: string) => `هفتهٔ پیش: ${value}`,
  noChange: 'بدون تغییر',
  newToday: 'تازه',
  salesByHour: 'فروش ساعت به ساعت',
  today: 'امروز',
  weekAgoSeries: 'هفتهٔ پیش',
  hour: (hour: string) => `ساعت ${hour}`,
  bySource: 'کانال فروش',
  byDeliveryType: 'نوع تحویل',
  byPaymentMethod: 'روش پرداخت',
  noSales: 'هنوز فروشی ثبت نشده است.',
  topItems: 'پرفروش‌ترین غذاها',
  topToppings: 'پرفروش‌ترین افزودنی‌ها',
  item: 'نام',
  count: 'تعداد',
  amount: 'مبلغ',
  cancellations: 'سفارش‌های لغوشده',
  cancelledCount: (count: string) => `${count} سفارش لغو شد`,
  noCancellations: 'امروز سفارشی لغو نشده است.',
  live: 'زنده',
} as const;

export const rangeLabels: Record<ReportRangeName, string> = {
  TODAY: 'امروز',
  YESTERDAY: 'دیروز',
  LAST_7_DAY: '۷ روز اخیر',
  LAST_30_DAY: '۳۰ روز اخیر',
  CURRENT_MONTH: 'ماه جاری',
};

export const rangeMessages = {
  custom: 'بازهٔ دلخواه',
  from: 'از تاریخ',
  to: 'تا تاریخ',
  anyDay: 'انتخاب روز',
  clear: 'پاک کردن',
} as const;

export const tableMessages = {
  excel: 'دریافت اکسل',
  totals: 'جمع',
  amountsIn: (unit: string) => `مبالغ به ${unit}`,
  rows: 'ردیف',
  noRows: 'در این بازه چیزی ثبت نشده است.',
  loading: 'در حال خواندن…',
  summary: 'خلاصه',
  detail: 'جزئیات',
} as const;

export const hourlyMessages = {
  title: 'گزارش ساعتی',
  intro: 'فروش روزهای انتخاب‌شده در ساعت‌های انتخاب‌شده، و اقلام فروخته‌شده در همان ساعت‌ها.',
  fromHour: 'از ساعت',
  toHour: 'تا ساعت',
  orderCount: 'تعداد سفارش',
  totalSale: 'جمع فروش',
  totalTip: 'جمع انعام',
  items: 'اقلام فروخته‌شده',
  name: 'نام',
  kind: 'نوع',
  count: 'تعداد',
  amount: 'مبلغ',
} as const;

/** ag-grid's own words, in Persian. */
export const gridLocaleText: Record<string, string> = {
  noRowsToShow: tableMessages.noRows,
  loadingOoo: tableMessages.loading,
  page: 'صفحه',
  of: 'از',
  to: 'تا',
  more: 'بیشتر',
  next: 'بعدی',
  previous: 'قبلی',
  first: 'اول',
  last: 'آخر',
  ariaSortableColumn: 'برای مرتب‌سازی، Enter را بزنید',
};

/** Column headers of the report grids, by what the column holds. */
export const headers = {
  period: 'بازه',
  orderCount: 'سفارش',
  totalSale: 'فروش',
  totalTip: 'انعام',
  discount: 'تخفیف',
  tax: 'مالیات',
  serviceCharge: 'حق سرویس',
  packaging: 'بسته‌بندی',
  deliveryCost: 'هزینهٔ ارسال',
  totalRefund: 'بازپرداخت',
  rejectedCount: 'لغوشده',
  name: 'نام',
  kind: 'نوع',
  count: 'تعداد',
  amount: 'مبلغ',
  rejectedAt: 'زمان لغو',
  submittedAt: 'زمان ثبت',
  reason: 'دلیل',
  source: 'کانال',
  deliveryType: 'تحویل',
  paymentMethod: 'پرداخت',
  tableNumber: 'میز',
  number: 'شمارهٔ سفارش',
  paidAt: 'زمان تسویه',
  finalPrice: 'مبلغ سفارش',
  amountPaid: 'پرداخت‌شده',
  amountRefunded: 'بازپرداخت',
  amountDue: 'مانده',
  customerName: 'مشتری',
  customerPhone: 'تلفن',
  creditAt: 'زمان نسیه',
  creditAmount: 'نسیه',
  creditRefunded: 'برگشت از نسیه',
  creditBalance: 'بدهی',
  paymentCount: 'تعداد پرداخت',
  paidAmount: 'مبلغ پرداخت',
  refundCount: 'تعداد بازپرداخت',
  refundedAmount: 'مبلغ بازپرداخت',
  netAmount: 'خالص',
  guests: 'مهمان',
  averageTicket: 'میانگین سفارش',
  staffName: 'کارمند',
  share: 'سهم',
  category: 'دسته',
  refundedCount: 'تعداد برگشتی',
  zone: 'محدوده',
  station: 'ایستگاه',
  averageMinutes: 'میانگین آماده‌سازی',
  p90Minutes: '۹۰٪ آماده تا',
  createdAt: 'زمان',
  terminal: 'کارت‌خوان',
  referenceId: 'شمارهٔ مرجع',
  cardPan: 'کارت',
  entry: 'ثبت',
  status: 'وضعیت',
  fromDate: 'از',
  toDate: 'تا',
  onlineSales: 'فروش آنلاین',
  refunds: 'بازپرداخت',
  contractFee: 'کارمزد قرارداد',
  serviceFee: 'کارمزد خدمات',
  settlementDue: 'قابل پرداخت',
  invoiceCount: 'صورت‌حساب اشتراک',
  day: 'روز',
  grossSale: 'فروش پیش از تخفیف',
  itemDiscount: 'تخفیف اقلام',
  orderDiscount: 'تخفیف سفارش',
  freeItems: 'اقلام رایگان',
  totalDiscount: 'کل تخفیف',
  discountedOrderCount: 'سفارش تخفیف‌دار',
} as const;

/** Words for codes the reports show. */
export const codeLabels = {
  transactionStatus: { INIT: 'آغاز', PENDING: 'در انتظار', FAILED: 'ناموفق', DONE: 'موفق' },
  posEntry: { READER: 'کارت‌خوان', COUNTER: 'ثبت دستی' },
  settlementStatus: { OPEN: 'هفتهٔ جاری', PENDING: 'در انتظار پرداخت' },
} as const;

/** A settlement week's detail (the drawer a settlements row opens). */
export const settlementMessages = {
  title: (from: string, to: string) => `تسویهٔ ${from} تا ${to}`,
  orderCount: 'سفارش‌های آنلاین',
  onlineSales: 'فروش آنلاین',
  refunds: 'بازپرداخت',
  contractFee: (percent: string) => `کارمزد قرارداد (${percent})`,
  serviceFee: 'کارمزد خدمات',
  amountDue: 'قابل پرداخت به فروشگاه',
  invoices: 'صورت‌حساب‌های اشتراک پرداخت‌شده در این هفته',
  invoicesNote: 'این صورت‌حساب‌ها را خودتان آنلاین پرداخت کرده‌اید؛ از مبلغ تسویه کم نمی‌شوند.',
  noInvoices: 'در این هفته صورت‌حساب اشتراکی پرداخت نشده است.',
  invoice: { package: 'بسته', amount: 'مبلغ', paidAt: 'زمان پرداخت', status: 'وضعیت' },
  paid: 'پرداخت‌شده',
} as const;

/** A cancellation without a reason given. */
export const noReason = 'بدون دلیل';

export const itemKinds = { ITEM: 'غذا', TOPPING: 'افزودنی' } as const;

/** Each report page's title and the sentence under it, by its path under /bo/reports. */
export const reportTexts = {
  'daily-sales': {
    title: 'آمار روزانهٔ فروش',
    intro: 'فروش، انعام، تخفیف و مالیات هر روز؛ هر تغییر در روزی حساب می‌شود که رخ داده است.',
  },
  'hourly-sales': {
    title: 'آمار ساعتی فروش',
    intro: 'فروش، انعام، تخفیف و مالیات هر ساعت (به وقت تهران) در روزهای بازه.',
  },
  'most-sold': {
    title: 'پرفروش‌ترین‌ها',
    intro: 'غذاها و افزودنی‌های فروخته‌شده در بازه، به ترتیب مبلغ.',
  },
  cancelled: {
    title: 'سفارش‌های لغوشده',
    intro: 'سفارش‌هایی که در بازه رد یا لغو شدند: چه زمانی، چرا، به چه مبلغی.',
  },
  'cancelled-statistics': {
    title: 'آمار لغوها',
    intro: 'سفارش‌های لغوشده در بازه، به تفکیک دلیل.',
  },
  paid: { title: 'سفارش‌های پرداخت‌شده', intro: 'سفارش‌هایی که در بازه تسویه شدند.' },
  unpaid: {
    title: 'سفارش‌های پرداخت‌نشده',
    intro: 'سفارش‌های ثبت‌شده در بازه که هنوز همهٔ مبلغشان پرداخت نشده است.',
  },
  credit: { title: 'سفارش‌های نسیه', intro: 'سفارش‌هایی که در بازه نسیه پرداخت شدند.' },
  'payment-methods': {
    title: 'فروش به تفکیک روش پرداخت',
    intro: 'پرداخت‌ها و بازپرداخت‌های هر روش؛ بخش‌های یک پرداخت تقسیم‌شده هر کدام زیر روش خودش.',
  },
  'pos-transactions': {
    title: 'تراکنش‌های کارت‌خوان',
    intro: 'پرداخت‌های کارت‌خوان در بازه، برای تطبیق با رسیدهای بانک.',
  },
  settlements: {
    title: 'تسویه‌حساب‌ها',
    intro:
      'هر هفته (شنبه تا جمعه): فروش آنلاین، کارمزدها و مبلغ قابل پرداخت به فروشگاه؛ «جزئیات» هر هفته صورت‌حساب‌های اشتراکش را هم نشان می‌دهد.',
  },
  'dining-tables': { title: 'سفارش‌های میزها', intro: 'سفارش، مهمان و فروش هر میز در بازه.' },
  staff: { title: 'سفارش‌های کارکنان', intro: 'سفارش‌ها و فروش هر کارمندی که سفارش ثبت کرده است.' },
  'item-sales': { title: 'فروش اقلام', intro: 'فروش هر غذا در بازه و سهم آن از کل فروش اقلام.' },
  products: {
    title: 'گزارش محصولات',
    intro: 'هر محصول با دسته‌اش: تعداد، مبلغ و برگشتی‌ها. مرتب‌سازی روی سرور انجام می‌شود.',
  },
  toppings: { title: 'پرفروش‌ترین افزودنی‌ها', intro: 'افزودنی‌های فروخته‌شده در بازه.' },
  delivery: {
    title: 'سفارش‌های ارسالی',
    intro: 'سفارش‌ها به تفکیک نوع تحویل و محدودهٔ ارسال.',
  },
  kitchens: {
    title: 'زمان آماده‌سازی آشپزخانه',
    intro: 'از رسیدن سفارش به آشپزخانه تا آماده شدن، برای هر ایستگاه.',
  },
  'marketplace-statistics': {
    title: 'آمار فروش مارکت‌پلیس',
    intro: 'سفارش‌های رسیده از اسنپ‌فود، روز به روز.',
  },
  'marketplace-discounts': {
    title: 'تخفیف‌های مارکت‌پلیس',
    intro: 'تخفیف‌های سفارش‌های اسنپ‌فود، روز به روز.',
  },
} as const;
