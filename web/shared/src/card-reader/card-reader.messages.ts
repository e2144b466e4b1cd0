// What the sandbox card reader says on screen (the kiosk's and the till's).
export const cardReaderMessages = {
  title: 'کارت‌خوان آزمایشی',
  note: 'شبیه‌ساز کارت‌خوان؛ مبلغی از هیچ کارتی کم نمی‌شود.',
  idle: 'آماده',
  swipe: 'کارت را بکشید',
  approve: 'تأیید پرداخت',
  decline: 'رد کارت',
} as const;
