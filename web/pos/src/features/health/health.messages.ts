// Every Persian text of the health warning (STYLE §15).
import { toPersianDigits } from '@sofre/web-shared';

export const healthMessages = {
  kitchenScreens: {
    title: 'صفحه‌های آشپزخانه',
    none: 'هنوز صفحهٔ آشپزخانه‌ای روشن نشده است.',
    screen: 'صفحه',
    status: 'وضعیت',
    lastBeat: 'آخرین خبر',
    on: 'روشن',
    silent: 'بی‌خبر',
    silentTitle: 'صفحهٔ آشپزخانه خاموش یا قطع است',
    silentBody: (names: string) =>
      `از ${names} بیش از یک دقیقه خبری نرسیده است؛ سفارش‌ها روی آن دیده نمی‌شوند. روشن بودن و اتصال آن را بررسی کنید.`,
  },
  lagTitle: 'صفحه‌ها با تأخیر به‌روز می‌شوند',
  lagBody: (seconds: number) =>
    `سفارش‌های تازه ثبت می‌شوند، اما فهرست‌ها، آشپزخانه و پیگیری سفارش حدود ${toPersianDigits(seconds)} ثانیه عقب‌اند. اگر ادامه یافت به پشتیبانی خبر دهید.`,
};
