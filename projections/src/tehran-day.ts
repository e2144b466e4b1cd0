// Days are Asia/Tehran days (ARCHITECTURE decision 8). The offset is never hard-coded: Iran kept
// daylight saving time until 2022, so an old event's day depends on the date's own rules.
const formatter = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Tehran',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

function formatDay(ms: number): string {
  const parts = formatter.formatToParts(ms);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

// Formatting is slow and every order asks several times, so days are kept per half hour of UTC:
// Tehran's offsets (+3:30, +4:30) start days on a half hour. A half hour whose first and last
// millisecond fall on different days (another zone rule) is not kept, and is formatted exactly.
const SLOT_MS = 30 * 60_000;
const MAX_SLOTS = 1_000;
const slots = new Map<number, string | null>();

function slotDay(slot: number): string | null {
  const first = formatDay(slot * SLOT_MS);
  return first === formatDay((slot + 1) * SLOT_MS - 1) ? first : null;
}

/** The Tehran calendar day (Gregorian, YYYY-MM-DD) of a UTC instant. */
export function tehranDay(instant: string | Date): string {
  const ms = typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
  if (Number.isNaN(ms)) throw new RangeError(`invalid instant: ${String(instant)}`);
  const slot = Math.floor(ms / SLOT_MS);
  let day = slots.get(slot);
  if (day === undefined) {
    if (slots.size >= MAX_SLOTS) slots.clear();
    slots.set(slot, (day = slotDay(slot)));
  }
  return day ?? formatDay(ms);
}

/** One spelling for every instant (occurredAt may or may not carry milliseconds), so text sorts. */
export const utcInstant = (instant: string): string => new Date(instant).toISOString();
