// Days are Asia/Tehran days (ARCHITECTURE decision 8). The offset is never hard-coded: Iran kept
// daylight saving time until 2022, so an old event's day depends on the date's own rules.
const formatter = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Tehran',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Tehran calendar day (Gregorian, YYYY-MM-DD) of a UTC instant. */
export function tehranDay(instant: string | Date): string {
  const parts = formatter.formatToParts(typeof instant === 'string' ? new Date(instant) : instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** One spelling for every instant (occurredAt may or may not carry milliseconds), so text sorts. */
export const utcInstant = (instant: string): string => new Date(instant).toISOString();
