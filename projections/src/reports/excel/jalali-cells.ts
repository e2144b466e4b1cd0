// Jalali text for Excel cells, in Tehran time, with Persian digits.
const zone = { timeZone: 'Asia/Tehran' } as const;
const dateFormat = new Intl.DateTimeFormat('fa-IR-u-ca-persian', {
  ...zone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const clockFormat = new Intl.DateTimeFormat('fa-IR', {
  ...zone,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** '2025-03-21T08:00:00Z' → '۱۴۰۴/۰۱/۰۱، ۱۱:۳۰' (date and time apart: ICU's joiner varies). */
export const jalaliDateTime = (instant: string): string => {
  const at = new Date(instant);
  return `${dateFormat.format(at)}، ${clockFormat.format(at)}`;
};

/** A Tehran day '2025-03-21' → '۱۴۰۴/۰۱/۰۱' (noon of the day, so no zone shift moves it). */
export const jalaliDate = (day: string): string =>
  dateFormat.format(new Date(`${day.slice(0, 10)}T12:00:00+03:30`));
