// Every Persian text of the order list's filters and paging (STYLE §15). Column titles are the
// POS's own (pos.messages.ts); status, source and delivery labels are shared (@sofre/web-shared).
export const orderListMessages = {
  filters: {
    status: 'وضعیت',
    anyStatus: 'همه وضعیت‌ها',
    source: 'منبع',
    anySource: 'همه منابع',
    deliveryType: 'نوع تحویل',
    anyDeliveryType: 'همه انواع',
    from: 'از تاریخ',
    to: 'تا تاریخ',
    anyDay: 'همه روزها',
    clearDay: 'پاک کردن تاریخ',
    today: 'امروز',
    reset: 'حذف فیلترها',
  },
  loading: 'در حال دریافت سفارش‌ها…',
  noMatch: 'سفارشی با این فیلترها پیدا نشد.',
  unit: 'سفارش',
  paid: 'پرداخت‌شده',
} as const;
