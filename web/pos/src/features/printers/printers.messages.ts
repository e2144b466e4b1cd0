// Every Persian text of the printers screen (STYLE §15). Refusals (a name or address taken, a
// printer a station still uses) come with the server's own Persian message.
import type { PrinterHealthStatus } from '@sofre/engine/contracts';
import type { PrintFailureReason, PrintTarget } from '@sofre/engine/printing';

export const targetLabels: Record<PrintTarget, string> = {
  KITCHEN: 'آشپزخانه',
  CUSTOMER: 'رسید مشتری',
};

export const healthStatusLabels: Record<PrinterHealthStatus, string> = {
  OK: 'سالم',
  FAILING: 'خطا — در حال تلاش دوباره',
  DOWN: 'بی‌پاسخ',
  IDLE: 'هنوز چاپی نداشته',
};

/** Why a print failed, in the words of whoever stands by the printer. */
export const failureReasons: Record<PrintFailureReason, string> = {
  REFUSED: 'چاپگر اتصال را نپذیرفت (خاموش است یا درگاه اشتباه است).',
  TIMEOUT: 'چاپگر پاسخ نداد (کابل شبکه قطع است یا نشانی اشتباه است).',
  HANG: 'چاپگر وصل شد اما فیش را نگرفت (کاغذ تمام شده یا گیر کرده است).',
  DROPPED: 'اتصال در میانهٔ چاپ قطع شد.',
  UNREACHABLE: 'نشانی چاپگر در شبکه در دسترس نیست.',
  PRINTER_NOT_FOUND: 'این چاپگر حذف شده است.',
  RENDER_FAILED: 'ساختن تصویر فیش ناموفق بود.',
  ITEM_WITHOUT_STATION: 'هیچ ایستگاه آشپزخانه‌ای دستهٔ این اقلام را چاپ نمی‌کند.',
  STATION_WITHOUT_PRINTER: 'چاپگرهای این ایستگاه حذف شده‌اند.',
  TOO_LATE: 'فیش به‌موقع آماده نشد و چاپ نشد.',
};

export const printerMessages = {
  title: 'چاپگرها و ایستگاه‌های چاپ',
  intro:
    'چاپگرهای شبکهٔ رستوران را تعریف کنید و مشخص کنید اقلام هر دسته‌بندی روی کدام چاپگر چاپ شوند.',
  saved: 'عملیات با موفقیت انجام گردید.',
  health: {
    title: 'وضعیت چاپگرها',
    printer: 'چاپگر',
    status: 'وضعیت',
    lastSuccess: 'آخرین چاپ',
    lastFailure: 'آخرین خطا',
    queued: 'در صف',
    never: '—',
    retryAt: (when: string) => `تلاش دوباره ${when}`,
    downTitle: 'چاپگری بیش از یک دقیقه است که چاپ نمی‌کند',
    downBody: (names: string) =>
      `فیش‌ها در صف می‌مانند و پس از روشن شدن چاپگر چاپ می‌شوند. چاپگر را بررسی کنید: ${names}`,
    problemsTitle: 'فیش‌هایی که جایی برای چاپ نداشتند',
    problem: (number: string, lines: string) => `سفارش ${number}: ${lines}`,
  },
  loading: 'در حال دریافت…',
  printers: {
    title: 'چاپگرها',
    add: 'چاپگر جدید',
    empty: 'هنوز چاپگری تعریف نشده است.',
    name: 'نام',
    address: 'نشانی',
    paper: 'عرض کاغذ',
    mm: (width: string) => `${width} میلی‌متر`,
    confirmRemove: (name: string) => `چاپگر «${name}» حذف شود؟`,
    testPrint: 'چاپ آزمایشی',
    testQueued: (name: string) => `برگهٔ آزمایشی برای «${name}» به صف چاپ رفت.`,
    /** The sandbox printer's page (demo and tests: no paper, the pages show there). */
    sandboxLink: 'دیدن برگه‌های چاپگر آزمایشی',
  },
  printerForm: {
    newTitle: 'چاپگر جدید',
    editTitle: 'ویرایش چاپگر',
    name: 'نام چاپگر',
    namePlaceholder: 'مثلاً چاپگر آشپزخانه',
    nameRequired: 'نام چاپگر را وارد کنید.',
    ip: 'نشانی IP',
    ipHint: 'نشانی چاپگر در شبکهٔ رستوران، مثلاً ۱۹۲.۱۶۸.۱.۶۰',
    ipInvalid: 'نشانی IP را به شکل ۱۹۲.۱۶۸.۱.۶۰ وارد کنید.',
    port: 'درگاه',
    portHint: 'چاپگرهای حرارتی معمولاً ۹۱۰۰',
    portInvalid: 'درگاه عددی بین ۱ تا ۶۵۵۳۵ است.',
    paperWidth: 'عرض کاغذ',
  },
  stations: {
    title: 'ایستگاه‌های چاپ',
    add: 'ایستگاه جدید',
    empty: 'هنوز ایستگاهی تعریف نشده است.',
    name: 'عنوان',
    target: 'نوع',
    printers: 'چاپگرها',
    categories: 'دسته‌بندی‌ها',
    wholeOrder: 'کل سفارش',
    copies: 'نسخه',
    confirmRemove: (title: string) => `ایستگاه «${title}» حذف شود؟`,
    unknown: 'نامشخص',
  },
  timing: {
    title: 'زمان هشدار ایستگاه‌های آشپزخانه',
    intro:
      'فیش هر ایستگاه پس از این چند دقیقه روی نمایشگر آشپزخانه زرد و سپس قرمز می‌شود (پیش‌فرض ۵ و ۸ دقیقه).',
    station: 'ایستگاه',
    warn: 'زرد پس از',
    late: 'قرمز پس از',
    minutes: 'دقیقه',
    save: 'ذخیره',
    defaultStation: 'همهٔ اقلام دیگر',
    problems: {
      required: 'تعداد دقیقه را وارد کنید.',
      range: 'عددی بین ۱ تا ۲۴۰ دقیقه وارد کنید.',
      order: 'زمان قرمز باید بیشتر از زمان زرد باشد.',
    },
  },
  stationForm: {
    newTitle: 'ایستگاه چاپ جدید',
    editTitle: 'ویرایش ایستگاه چاپ',
    title: 'عنوان ایستگاه',
    titlePlaceholder: 'مثلاً آشپزخانه گرم',
    titleRequired: 'عنوان ایستگاه را وارد کنید.',
    target: 'چه چیزی چاپ شود',
    printers: 'چاپگرها',
    printersRequired: 'دست‌کم یک چاپگر انتخاب کنید.',
    noPrinters: 'ابتدا یک چاپگر تعریف کنید.',
    categories: 'دسته‌بندی‌های منو',
    kitchenCategoriesHint: 'اقلام این دسته‌بندی‌ها روی فیش آشپزخانه چاپ می‌شوند.',
    customerCategoriesHint: 'خالی بگذارید تا کل سفارش روی رسید چاپ شود.',
    copies: 'تعداد نسخه',
    copiesInvalid: 'تعداد نسخه بین ۱ تا ۵ است.',
  },
} as const;
