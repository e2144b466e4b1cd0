// Numbers, money, dates and times as they are printed: Persian digits, Toman or Rial, the Jalali
// calendar, Tehran's clock (timestamps are UTC everywhere else).
import { TEHRAN } from '@sofre/engine/shared';
import type { CurrencyUnit } from '@sofre/engine/vendors';
import { receiptWords } from '../printing.messages.ts';

const number = new Intl.NumberFormat('fa-IR');
const date = new Intl.DateTimeFormat('fa-IR', { timeZone: TEHRAN, dateStyle: 'long' });
const time = new Intl.DateTimeFormat('fa-IR', {
  timeZone: TEHRAN,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export const persianNumber = (n: number): string => number.format(n);

/** '12' → '۱۲'; anything else in the text is kept. */
export const persianDigits = (text: string): string =>
  text.replace(/\d/g, (d) => String.fromCharCode(0x06f0 + Number(d)));

/** Rial amounts in the vendor's unit: 350_000 Rial → '۳۵٬۰۰۰ تومان'. */
export const money = (rial: number, unit: CurrencyUnit): string =>
  `${persianNumber(unit === 'TOMAN' ? Math.round(rial / 10) : rial)} ${receiptWords.units[unit]}`;

/** '۱ فروردین ۱۴۰۴' */
export const jalaliDate = (instant: string): string => date.format(new Date(instant));

/** '۱۱:۳۰' in Tehran. */
export const tehranTime = (instant: string): string => time.format(new Date(instant));
