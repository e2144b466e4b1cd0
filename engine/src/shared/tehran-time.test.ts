import { describe, expect, it } from 'vitest';
import {
  tehranClock,
  tehranDay,
  tehranIsoWithOffset,
  tehranOffsetMs,
  tehranWallToUtc,
  utcInstant,
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

  it('answers each instant of a run of questions, asked again and in turn', () => {
    const [before, after] = ['2025-03-21T20:29:59Z', '2025-03-21T20:30:00Z'];
    const asked = [before, before, after, after, before, new Date(after), after];
    expect(asked.map((instant) => tehranDay(instant))).toEqual(
      ['21', '21', '22', '22', '21', '22', '22'].map((d) => `2025-03-${d}`),
    );
  });

  it('follows the rules of the date: +4:30 in the summer of 2021, +3:30 since 2022', () => {
    expect(tehranOffsetMs('2021-07-01T12:00:00Z')).toBe(4.5 * 3_600_000);
    expect(tehranOffsetMs('2025-07-01T12:00:00Z')).toBe(3.5 * 3_600_000);
    expect(tehranWallToUtc(2021, 7, 1, 23, 59, 59)).toBe('2021-07-01T19:29:59.000Z');
    expect(tehranWallToUtc(2025, 7, 1, 23, 59, 59)).toBe('2025-07-01T20:29:59.000Z');
    expect(tehranIsoWithOffset(2025, 3, 21, 20, 0)).toBe('2025-03-21T20:00:00+03:30');
  });

  it('gives the same clock as formatting in the zone, around every change of the offset', () => {
    const format = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Asia/Tehran',
      hourCycle: 'h23',
      weekday: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    const formatted = (ms: number) => {
      const p = Object.fromEntries(format.formatToParts(ms).map((x) => [x.type, x.value]));
      return {
        year: Number(p.year),
        month: Number(p.month),
        day: Number(p.day),
        hour: Number(p.hour),
        minute: Number(p.minute),
        second: Number(p.second),
        weekday: p.weekday!.toUpperCase(),
      };
    };
    // The days Iran moved its clocks (2019-2022), each second either side, and a spread of
    // instants from 1979 to 2030.
    const changes = ['2019-03-21T20:30:00Z', '2019-09-21T19:30:00Z', '2022-09-21T19:30:00Z'];
    const instants = changes.flatMap((at) =>
      [-1001, -1, 0, 1, 999, 1000].map((d) => Date.parse(at) + d),
    );
    for (let ms = Date.parse('1979-01-01T00:00:00Z'); ms < Date.parse('2030-12-31T00:00:00Z');)
      instants.push((ms += 7_919_713_337));
    for (const ms of instants)
      expect(tehranClock(ms), new Date(ms).toISOString()).toEqual(formatted(ms));
  });

  it('spells each instant in UTC with milliseconds, asked again and in turn', () => {
    const asked = [
      '2025-03-21T20:30:00Z',
      '2025-03-21T20:30:00Z',
      '2025-03-22T00:00:00+03:30',
      '2025-03-21T20:30:00.000Z',
      '2025-03-21T20:30:00Z',
    ];
    expect(asked.map(utcInstant)).toEqual([
      '2025-03-21T20:30:00.000Z',
      '2025-03-21T20:30:00.000Z',
      '2025-03-21T20:30:00.000Z',
      '2025-03-21T20:30:00.000Z',
      '2025-03-21T20:30:00.000Z',
    ]);
    expect(utcInstant('2025-03-22T10:15:30.250+03:30')).toBe('2025-03-22T06:45:30.250Z');
  });

  it('refuses an instant that is none, each time it is asked', () => {
    expect(() => utcInstant('not a date')).toThrow(RangeError);
    expect(() => utcInstant('not a date')).toThrow(RangeError);
    expect(utcInstant('2025-03-21T20:30:00Z')).toBe('2025-03-21T20:30:00.000Z');
  });
});
