import { describe, expect, it } from 'vitest';
import { endOfTehranDay, tehranDayOf } from './tehran-day.ts';

describe('expiry day in Tehran', () => {
  it('a picked day ends at 23:59:59 Tehran time (UTC+03:30)', () => {
    expect(endOfTehranDay(new Date(2025, 2, 21))).toBe('2025-03-21T20:29:59.000Z');
    // 1404-12-29, the last day of a Jalali year.
    expect(endOfTehranDay(new Date(2026, 2, 20))).toBe('2026-03-20T20:29:59.000Z');
  });

  it('an instant reads back as its Tehran day, even late in the UTC evening', () => {
    const day = tehranDayOf('2025-03-21T20:29:59.000Z');
    expect([day.getFullYear(), day.getMonth(), day.getDate()]).toEqual([2025, 2, 21]);
    // 21:00 UTC is already the next day in Tehran.
    const next = tehranDayOf('2025-03-21T21:00:00.000Z');
    expect(next.getDate()).toBe(22);
  });

  it('round trip: a day, its end, and back', () => {
    const day = new Date(2025, 8, 30);
    expect(tehranDayOf(endOfTehranDay(day)).getTime()).toBe(day.getTime());
  });
});
