// Every Persian text of the kitchen display (STYLE §15). Shared words are in @sofre/web-shared.
export const kdsMessages = {
  appTitle: 'آشپزخانه',
  queue: (n: string) => `${n} سفارش در صف`,
  emptyBoard: 'سفارشی در صف نیست',
  emptyBoardHint: 'سفارش‌های تازه بدون نیاز به بارگذاری دوباره اینجا ظاهر می‌شوند.',
  hiddenTickets: (n: string) =>
    `${n} سفارش باز قدیمی‌تر روی صفحه نیامده است؛ آن‌ها را در فهرست سفارش‌های صندوق ببندید.`,
  ticket: {
    number: (n: string) => `#${n}`,
    table: (t: string) => `میز ${t}`,
    submittedAt: (time: string) => `ثبت ${time}`,
    isNew: 'جدید',
    free: 'هدیه',
    description: 'توضیحات',
    note: 'یادداشت',
    bump: 'آماده شد',
    bumped: 'ارسال شد',
    accept: 'تایید سفارش',
    waiting: 'در انتظار تایید',
  },
  recall: {
    title: 'آماده‌شده‌های اخیر',
    readyAt: (time: string) => `آماده ${time}`,
    close: 'بستن',
  },
  shift: {
    start: 'شروع شیفت',
    started: 'شیفت فعال',
    hint: 'صدای سفارش تازه و روشن ماندن صفحه',
  },
} as const;
