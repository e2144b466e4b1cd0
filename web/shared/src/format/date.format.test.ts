import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatElapsed,
  formatRelativeAge,
  formatTime,
} from './date.format.ts';

describe('Jalali dates in Tehran time', () => {
  it('gives the Jalali date with Persian digits (FIELD-NOTES regression dates)', () => {
    expect(formatDate('2025-03-21T08:00:00Z')).toBe('۱ فروردین ۱۴۰۴');
    expect(formatDate('2058-03-20T08:00:00Z')).toBe('۳۰ اسفند ۱۴۳۶');
  });

  it('uses the Tehran day, not the UTC day', () => {
    // 21:00 UTC on 20 March is 00:30 on 21 March in Tehran (UTC+3:30): already 1404.
    expect(formatDate('2025-03-20T21:00:00Z')).toBe('۱ فروردین ۱۴۰۴');
  });

  it('gives the Tehran time on a 24-hour clock', () => {
    expect(formatTime('2025-03-21T08:00:00Z')).toBe('۱۱:۳۰');
    expect(formatTime('2025-03-21T14:45:00Z')).toBe('۱۸:۱۵');
    expect(formatDateTime('2025-03-21T08:00:00Z')).toBe('۱ فروردین ۱۴۰۴، ۱۱:۳۰');
  });
});

describe('ages and timers', () => {
  const now = new Date('2025-03-21T10:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

  it('says how long ago in minutes, then hours', () => {
    expect(formatRelativeAge(ago(20_000), now)).toBe('لحظاتی پیش');
    expect(formatRelativeAge(ago(3 * 60_000 + 59_000), now)).toBe('۳ دقیقه پیش');
    expect(formatRelativeAge(ago(2 * 3_600_000 + 5), now)).toBe('۲ ساعت پیش');
  });

  it('never says a time in the future is ago', () => {
    expect(formatRelativeAge(ago(-60_000), now)).toBe('لحظاتی پیش');
  });

  it('runs a clock of minutes and seconds, with hours when needed', () => {
    expect(formatElapsed(205_000)).toBe('۰۳:۲۵');
    expect(formatElapsed(3_725_000)).toBe('۱:۰۲:۰۵');
    expect(formatElapsed(-5)).toBe('۰۰:۰۰');
  });
});
