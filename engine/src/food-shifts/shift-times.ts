// The rules of a food shift's hours: every window ends after it starts (the vendor-hours rule,
// scheduleErrors), and two windows of the same weekday do not overlap — an overlap is always a
// typing mistake, and it would make the editor show one hour twice. Windows that only touch
// (11:00–16:00 and 16:00–18:00) are fine. Field paths are form paths (`times.2.end`).
import { errorMessages, type ErrorCode, type FieldError } from '../shared/domain-error.ts';
import {
  scheduleErrors,
  windowMinutes,
  type AvailabilityTime,
  type Weekday,
} from '../vendors/availability.ts';

/** The Iranian week, Saturday first: the order the editor and every list show weekdays in. */
export const IRANIAN_WEEK: readonly Weekday[] = ['SAT', 'SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI'];

const fieldError = (field: string, code: ErrorCode): FieldError => ({
  field,
  code,
  message: errorMessages[code],
});

/** scheduleErrors names `times[3].end`; forms name `times.3.end`. */
const indexOf = (field: string): number => Number(/\[(\d+)\]/.exec(field)?.[1]);

const isBackwards = (time: AvailabilityTime): boolean => {
  const { start, end } = windowMinutes(time);
  return start >= end;
};

/** Indices of the windows that start before an earlier window of their weekday has ended. */
function overlappingIndices(times: readonly AvailabilityTime[]): number[] {
  const overlapping: number[] = [];
  for (const weekday of IRANIAN_WEEK) {
    const day = times
      .map((time, index) => ({ time, index, ...windowMinutes(time) }))
      .filter(({ time }) => time.weekday === weekday && !isBackwards(time))
      .sort((a, b) => a.start - b.start || a.index - b.index);
    let latestEnd = -1;
    for (const window of day) {
      if (window.start < latestEnd) overlapping.push(window.index);
      latestEnd = Math.max(latestEnd, window.end);
    }
  }
  return overlapping.sort((a, b) => a - b);
}

/** Field errors of a shift's hours, in the order of its windows; none when they are fine. */
export function shiftTimeErrors(times: readonly AvailabilityTime[]): FieldError[] {
  const backwards = scheduleErrors(times).map((e) =>
    fieldError(`times.${indexOf(e.field)}.end`, 'FOOD_SHIFT_END_BEFORE_START'),
  );
  const overlaps = overlappingIndices(times).map((i) =>
    fieldError(`times.${i}.start`, 'FOOD_SHIFT_TIMES_OVERLAP'),
  );
  return [...backwards, ...overlaps];
}

/** The windows in the Iranian week's order, then by start: how the screens show a shift (stored as entered,
 * so field errors keep naming the windows the form sent). */
export const sortedTimes = <T extends AvailabilityTime>(times: readonly T[]): T[] =>
  [...times].sort(
    (a, b) =>
      IRANIAN_WEEK.indexOf(a.weekday) - IRANIAN_WEEK.indexOf(b.weekday) ||
      a.start.localeCompare(b.start),
  );
