import { describe, expect, it } from 'vitest';
import {
  tehranClock,
  tehranDay,
  tehranIsoWithOffset,
  tehranOffsetMs,
  tehranWallToUtc,
} from './tehran-time.ts';

describe('Tehran time', () => {
  it('reads the day, clock and weekday across UTC midnight', () => {
    expect(tehranClock('2025-03-21T22:00:00Z')).toEqual({
      year: 2025,
      month: 3,
      day: 22,
      hour: 1,
      minute: 30,
      second: 0,
      weekday: 'SAT',
    });
    expect(tehranDay('2025-03-21T20:29:59Z')).toBe('2025-03-21');
    expect(tehranDay('2025-03-21T20:30:00Z')).toBe('2025-03-22');
  });

  it('follows the rules of the date: +4:30 in the summer of 2021, +3:30 since 2022', () => {
    expect(tehranOffsetMs('2021-07-01T12:00:00Z')).toBe(4.5 * 3_600_000);
    expect(tehranOffsetMs('2025-07-01T12:00:00Z')).toBe(3.5 * 3_600_000);
    expect(tehranWallToUtc(2021, 7, 1, 23, 59, 59)).toBe('2021-07-01T19:29:59.000Z');
    expect(tehranWallToUtc(2025, 7, 1, 23, 59, 59)).toBe('2025-07-01T20:29:59.000Z');
    expect(tehranIsoWithOffset(2025, 3, 21, 20, 0)).toBe('2025-03-21T20:00:00+03:30');
  });
});
