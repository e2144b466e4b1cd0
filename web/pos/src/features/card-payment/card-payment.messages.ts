// What the till says while a card is charged at its reader.
export const cardPaymentMessages = {
  title: (reader: string) => `پرداخت با کارت‌خوان «${reader}»`,
  starting: 'ارسال مبلغ به کارت‌خوان…',
  atReader: (amount: string) => `${amount} — کارت را بکشید`,
  paid: 'پرداخت شد؛ سفارش تسویه است.',
  declined: 'کارت رد شد یا مشتری انصراف داد.',
  failed: 'کارت‌خوان پاسخ نداد.',
  retry: 'تلاش دوباره',
  later: 'بعداً با «دریافت وجه»',
  leftForLater: 'پرداخت کارتی انجام نشد؛ آن را با «دریافت وجه» در سفارش‌های امروز بگیرید.',
  noReader:
    'کارت‌خوانی فعال نیست؛ مبلغ را با «دریافت وجه» در سفارش‌های امروز ثبت کنید یا در «کارت‌خوان‌ها» یکی را فعال کنید.',
} as const;
