// A report bound is a calendar day (YYYY-MM-DD, read by the server as a Tehran day). The date
// picker hands over the browser's local midnight of the picked day; the day is what counts.
import { formatDate } from '@sofre/web-shared';

const two = (n: number) => String(n).padStart(2, '0');

/** The picked day as the API's YYYY-MM-DD. */
export const reportDay = (day: Date): string =>
  `${day.getFullYear()}-${two(day.getMonth() + 1)}-${two(day.getDate())}`;

/** '2025-03-21' → '۱ فروردین ۱۴۰۴' (noon UTC of a day is the same day in Tehran). */
export const jalaliDayLabel = (day: string): string => formatDate(`${day}T12:00:00Z`);
