// Every Persian text of the health warning (STYLE §15).
import { toPersianDigits } from '@sofre/web-shared';

export const healthMessages = {
  lagTitle: 'صفحه‌ها با تأخیر به‌روز می‌شوند',
  lagBody: (seconds: number) =>
    `سفارش‌های تازه ثبت می‌شوند، اما فهرست‌ها، آشپزخانه و پیگیری سفارش حدود ${toPersianDigits(seconds)} ثانیه عقب‌اند. اگر ادامه یافت به پشتیبانی خبر دهید.`,
};
