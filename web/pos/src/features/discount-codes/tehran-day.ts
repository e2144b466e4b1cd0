// A code's expiry is picked as a Jalali day and means "until the end of that day in Tehran". The
// picker works with the browser's local dates; these turn its day into the instant the API takes
// and back. Tehran's offset is read from the time-zone database for that day, never hard-coded.
const tehranParts = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Tehran',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Tehran's calendar day and wall clock at an instant. */
function tehranClock(at: Date) {
  const parts = tehranParts.formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/** Milliseconds Tehran's wall clock is ahead of UTC at an instant. */
function offsetMs(utcMs: number): number {
  const t = tehranClock(new Date(utcMs));
  const wall = Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second);
  return wall - (utcMs - (utcMs % 1000));
}

/** The last second of the picked day (its local year, month and day) in Tehran, as UTC ISO. */
export function endOfTehranDay(day: Date): string {
  const wall = Date.UTC(day.getFullYear(), day.getMonth(), day.getDate(), 23, 59, 59);
  // The offset at the instant itself: found from a first guess, then checked once more.
  const offset = offsetMs(wall - offsetMs(wall));
  return new Date(wall - offset).toISOString();
}

/** The picker's day (a local date holding Tehran's year, month and day) of an instant. */
export function tehranDayOf(instant: string | Date): Date {
  const t = tehranClock(typeof instant === 'string' ? new Date(instant) : instant);
  return new Date(t.year, t.month - 1, t.day);
}
