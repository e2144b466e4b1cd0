// Every Persian text of the open bills (STYLE §15): the POS tab of bills still open at tables,
// the picker of a table's bills, and how long a bill has been open.
export const openBillsMessages = {
  tab: 'حساب‌های باز میزها',
  loading: 'در حال دریافت حساب‌های باز…',
  empty: 'هیچ میزی حساب باز ندارد.',
  summary: (bills: string, tables: string) => `${bills} حساب باز روی ${tables} میز`,
  totalDue: 'جمع مانده',
  columns: {
    table: 'میز',
    number: 'سفارش',
    openedAt: 'باز شده',
    guests: 'مهمان',
    items: 'اقلام',
    total: 'جمع حساب',
    paid: 'پرداخت‌شده',
    due: 'مانده',
    actions: 'عملیات',
  },
  number: (n: string) => `#${n}`,
  guests: (n: string) => `${n} نفر`,
  unknown: '—',
  edit: 'افزودن یا حذف قلم',
  settle: 'تسویه',
  /** How long a bill has been open. */
  duration: {
    justNow: 'کمتر از یک دقیقه',
    minutes: (m: string) => `${m} دقیقه`,
    hours: (h: string) => `${h} ساعت`,
    hoursAndMinutes: (h: string, m: string) => `${h} ساعت و ${m} دقیقه`,
  },
  /** A table card's bill on the floor. */
  floor: {
    openFor: (time: string, duration: string) => `از ${time} (${duration})`,
    due: (amount: string) => `مانده: ${amount}`,
    settled: 'تسویه شده',
    showBill: 'حساب میز',
  },
  picker: {
    title: (table: string) => `حساب‌های باز ${table}`,
    hint: 'کدام حساب باز شود؟',
    row: (number: string, time: string) => `سفارش ${number} — از ${time}`,
  },
} as const;
