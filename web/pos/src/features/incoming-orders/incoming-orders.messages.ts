// What the POS says about online orders waiting for the restaurant.
import { toPersianDigits } from '@sofre/web-shared';

export const incomingMessages = {
  title: (count: number) => `${toPersianDigits(count)} سفارش آنلاین منتظر تأیید`,
  arrivedTitle: 'سفارش آنلاین تازه',
  arrived: (number: number) => `سفارش ${toPersianDigits(number)} رسید؛ آن را تأیید یا رد کنید.`,
  number: (number: number) => `سفارش ${toPersianDigits(number)}`,
  paid: 'پرداخت آنلاین شده',
  payOnDelivery: 'پرداخت هنگام تحویل',
  review: 'بررسی و تأیید',
  more: (count: number) => `و ${toPersianDigits(count)} سفارش دیگر`,
  soundOff: 'صدای زنگ خاموش است؛ برای شنیدن زنگ سفارش‌ها یک بار روی صفحه بزنید.',
} as const;
