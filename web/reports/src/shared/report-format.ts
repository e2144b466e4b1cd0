// How report numbers read: money in the vendor's unit, compact on chart axes («۱٫۲ میلیون»),
// changes as signed Persian percentages, a report's Tehran hour and day in Jalali.
import {
  formatDate,
  formatDateTime,
  rialToUnit,
  toPersianDigits,
  type CurrencyUnit,
} from '@sofre/web-shared';

const compact = new Intl.NumberFormat('fa-IR', { notation: 'compact', maximumFractionDigits: 1 });
const percent = new Intl.NumberFormat('fa-IR', {
  style: 'percent',
  maximumFractionDigits: 0,
  signDisplay: 'exceptZero',
});

/** 12_300_000 Rial as Toman on an axis: '۱٫۲ میلیون'. */
export const compactMoney = (rial: number, unit: CurrencyUnit): string =>
  compact.format(rialToUnit(rial, unit));

/** Today against a week ago as a share: 0.25 for a quarter more; undefined when a week ago was 0. */
export const changeOf = (today: number, weekAgo: number): number | undefined =>
  weekAgo === 0 ? undefined : (today - weekAgo) / Math.abs(weekAgo);

/** 0.25 → '+۲۵٪' (in Persian digits and sign). */
export const formatChange = (share: number): string => percent.format(share);

/** The hour of day as the clock reads it: 9 → '۰۹:۰۰'. */
export const hourLabel = (hour: number): string =>
  toPersianDigits(`${String(hour).padStart(2, '0')}:۰۰`);

/** A Tehran day YYYY-MM-DD as '۱ فروردین ۱۴۰۴' (noon UTC is the same day in Tehran). */
export const jalaliDay = (day: string): string => formatDate(`${day}T12:00:00Z`);

/** A report period: a Tehran hour ('2025-03-21T14') or day ('2025-03-21'), in Jalali. */
export const periodLabel = (period: string): string =>
  period.length > 10
    ? `${jalaliDay(period.slice(0, 10))}، ${hourLabel(Number(period.slice(11, 13)))}`
    : jalaliDay(period);

/** A UTC instant in Jalali with the Tehran time. */
export const jalaliDateTime = (instant: string): string => formatDateTime(instant);
