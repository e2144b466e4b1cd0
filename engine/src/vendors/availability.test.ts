import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isOpenAt,
  nextOpeningAfter,
  scheduleErrors,
  tehranWallClock,
  type AvailabilityTime,
} from './availability.ts';

// Tehran is UTC+03:30 all year since 2023. 1404-01-01 (Nowruz) is Friday 2025-03-21.
const tehran = (localDateTime: string) =>
  new Date(Date.parse(`${localDateTime}:00.000Z`) - 210 * 60_000).toISOString();

const lunchAndDinner: AvailabilityTime[] = [
  { weekday: 'FRI', start: '12:00', end: '15:30' },
  { weekday: 'FRI', start: '18:00', end: '00:00' },
  { weekday: 'SAT', start: '00:00', end: '02:00' },
];

describe('tehranWallClock', () => {
  it('reads the weekday and time in Tehran, across the UTC date line', () => {
    expect(tehranWallClock('2025-03-20T20:30:00.000Z')).toEqual({ weekday: 'FRI', minute: 0 });
    expect(tehranWallClock('2025-03-20T20:29:59.000Z')).toEqual({ weekday: 'THU', minute: 1439 });
  });
});

describe('isOpenAt', () => {
  it('opens and closes on the minute, both ends included', () => {
    expect(isOpenAt(lunchAndDinner, tehran('2025-03-21T11:59'))).toBe(false);
    expect(isOpenAt(lunchAndDinner, tehran('2025-03-21T12:00'))).toBe(true);
    expect(isOpenAt(lunchAndDinner, tehran('2025-03-21T15:30'))).toBe(true);
    expect(isOpenAt(lunchAndDinner, tehran('2025-03-21T15:31'))).toBe(false);
  });

  it('an end of 00:00 counts as 23:59, and the night goes on in the next day’s window', () => {
    expect(isOpenAt(lunchAndDinner, tehran('2025-03-21T23:59'))).toBe(true);
    expect(isOpenAt(lunchAndDinner, '2025-03-21T20:29:59.000Z')).toBe(true); // 23:59:59 Friday
    expect(isOpenAt(lunchAndDinner, '2025-03-21T20:30:00.000Z')).toBe(true); // 00:00 Saturday
    expect(isOpenAt(lunchAndDinner, tehran('2025-03-22T02:00'))).toBe(true);
    expect(isOpenAt(lunchAndDinner, tehran('2025-03-22T02:01'))).toBe(false);
  });

  it('on Nowruz (1404-01-01), Friday’s hours apply; at 20:30 UTC Thursday it is already Friday', () => {
    const fridayOnly: AvailabilityTime[] = [{ weekday: 'FRI', start: '00:00', end: '01:00' }];
    expect(isOpenAt(fridayOnly, '2025-03-20T20:45:00.000Z')).toBe(true);
    expect(isOpenAt(fridayOnly, '2025-03-20T20:15:00.000Z')).toBe(false);
  });

  it('a whole day is 00:00–00:00; a day without windows is closed', () => {
    const friday: AvailabilityTime[] = [{ weekday: 'FRI', start: '00:00', end: '00:00' }];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 24 * 60 - 1 }), (minute) => {
        const at = new Date(Date.parse(tehran('2025-03-21T00:00')) + minute * 60_000).toISOString();
        expect(isOpenAt(friday, at)).toBe(true);
        const saturday = new Date(Date.parse(at) + 24 * 3600_000).toISOString();
        expect(isOpenAt(friday, saturday)).toBe(false);
      }),
    );
    expect(isOpenAt([], tehran('2025-03-21T12:00'))).toBe(false);
  });
});

describe('scheduleErrors', () => {
  it('refuses a window that crosses midnight or ends before it starts', () => {
    expect(scheduleErrors(lunchAndDinner)).toEqual([]);
    expect(
      scheduleErrors([
        { weekday: 'MON', start: '18:00', end: '02:00' },
        { weekday: 'TUE', start: '10:00', end: '10:00' },
      ]).map((e) => e.field),
    ).toEqual(['times[0].end', 'times[1].end']);
  });
});

describe('nextOpeningAfter', () => {
  it('names the next window’s start today, later today, or on a later day, in Tehran time', () => {
    expect(nextOpeningAfter(lunchAndDinner, tehran('2025-03-21T09:00'))).toBe(
      tehran('2025-03-21T12:00'),
    );
    expect(nextOpeningAfter(lunchAndDinner, tehran('2025-03-21T11:59'))).toBe(
      tehran('2025-03-21T12:00'),
    );
    expect(nextOpeningAfter(lunchAndDinner, tehran('2025-03-21T16:10'))).toBe(
      tehran('2025-03-21T18:00'),
    );
    // Saturday 02:01, after the night's window: next Friday's lunch, six days on.
    expect(nextOpeningAfter(lunchAndDinner, tehran('2025-03-22T02:01'))).toBe(
      tehran('2025-03-28T12:00'),
    );
  });

  it('a window opening at 00:00 opens at the start of its day, across the UTC date line', () => {
    const saturdayNight: AvailabilityTime[] = [{ weekday: 'SAT', start: '00:00', end: '02:00' }];
    // 23:59 Friday in Tehran is 20:29 UTC; Saturday starts at 20:30 UTC.
    expect(nextOpeningAfter(saturdayNight, tehran('2025-03-21T23:59'))).toBe(
      '2025-03-21T20:30:00.000Z',
    );
  });

  it('the same weekday next week when today’s only window has passed; null without windows', () => {
    const fridays: AvailabilityTime[] = [{ weekday: 'FRI', start: '12:00', end: '13:00' }];
    expect(nextOpeningAfter(fridays, tehran('2025-03-21T12:00'))).toBe(tehran('2025-03-28T12:00'));
    expect(nextOpeningAfter(fridays, tehran('2025-03-21T14:00'))).toBe(tehran('2025-03-28T12:00'));
    expect(nextOpeningAfter([], tehran('2025-03-21T12:00'))).toBeNull();
  });

  it('crosses the end of a month and of a year', () => {
    const tuesdays: AvailabilityTime[] = [{ weekday: 'TUE', start: '10:00', end: '22:00' }];
    // Wednesday 2025-12-31 → Tuesday 2026-01-06.
    expect(nextOpeningAfter(tuesdays, tehran('2025-12-31T23:00'))).toBe(tehran('2026-01-06T10:00'));
  });

  it('is always later than the instant, a week ahead at most, at a window start and then open', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            weekday: fc.constantFrom(
              ...(['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const),
            ),
            start: fc.integer({ min: 0, max: 22 * 60 }),
            length: fc.integer({ min: 1, max: 90 }),
          }),
          { minLength: 1, maxLength: 5 },
        ),
        fc.integer({ min: 0, max: 14 * 24 * 60 }),
        (windows, minutesOn) => {
          const hhmm = (m: number) =>
            `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
          const week: AvailabilityTime[] = windows.map((w) => ({
            weekday: w.weekday,
            start: hhmm(w.start),
            end: hhmm(w.start + w.length),
          }));
          const at = new Date(Date.parse(tehran('2025-03-17T00:00')) + minutesOn * 60_000 + 30_000);
          const next = nextOpeningAfter(week, at.toISOString());
          expect(next).not.toBeNull();
          const ahead = Date.parse(next!) - at.getTime();
          expect(ahead).toBeGreaterThan(0);
          expect(ahead).toBeLessThanOrEqual(7 * 24 * 3600_000);
          expect(isOpenAt(week, next!)).toBe(true);
          const { weekday, minute } = tehranWallClock(next!);
          expect(week.some((t) => t.weekday === weekday && t.start === hhmm(minute))).toBe(true);
        },
      ),
    );
  });
});
