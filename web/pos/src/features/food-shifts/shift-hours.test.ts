// The shift editor's arithmetic: typed times in any digits, the table's one-line summary, and
// copying a day's hours to the whole week.
import { describe, expect, it } from 'vitest';
import { copyDayToAll, hoursSummary, normalizeTime, rowOf, timesOf } from './shift-hours.ts';

describe('normalizeTime', () => {
  it('reads Persian, Arabic-Indic and Latin digits, with or without minutes', () => {
    expect(normalizeTime('۱۸:۳۰')).toBe('18:30');
    expect(normalizeTime('٨')).toBe('08:00');
    expect(normalizeTime('1830')).toBe('18:30');
    expect(normalizeTime(' ۷٫۵۰ ')).toBe('07:50');
    expect(normalizeTime('00:00')).toBe('00:00');
  });

  it('leaves what is no time as typed, for the form to refuse', () => {
    expect(normalizeTime('۲۵:۰۰')).toBe('25:00');
    expect(normalizeTime('ظهر')).toBe('ظهر');
    expect(normalizeTime('')).toBe('');
  });
});

describe('hoursSummary', () => {
  const everyDay = (start: string, end: string) =>
    (['SAT', 'SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI'] as const).map((weekday) => ({
      weekday,
      start,
      end,
    }));

  it('says "every day" when the whole week has the same hours', () => {
    expect(hoursSummary(everyDay('18:00', '00:00'))).toBe('هر روز ۱۸:۰۰ تا ۰۰:۰۰');
  });

  it('lists the days with hours, Saturday first, windows in order', () => {
    const times = [
      { weekday: 'FRI' as const, start: '08:00', end: '11:00' },
      { weekday: 'SAT' as const, start: '12:00', end: '13:00' },
      { weekday: 'SAT' as const, start: '07:00', end: '10:00' },
    ];
    expect(hoursSummary(times)).toBe('شنبه: ۰۷:۰۰ تا ۱۰:۰۰، ۱۲:۰۰ تا ۱۳:۰۰ · جمعه: ۰۸:۰۰ تا ۱۱:۰۰');
  });
});

describe('the editor rows', () => {
  it('copies one day’s windows to every day and sends them without keys', () => {
    const rows = [
      rowOf({ weekday: 'MON', start: '۱۱', end: '16:00' }),
      rowOf({ weekday: 'TUE', start: '09:00', end: '10:00' }),
    ];
    const week = copyDayToAll(rows, 'MON');
    expect(week).toHaveLength(7);
    expect(new Set(week.map((r) => r.key)).size).toBe(7);
    expect(timesOf(week)[0]).toEqual({ weekday: 'SAT', start: '11:00', end: '16:00' });
    expect(timesOf(week).map((t) => t.weekday)).toEqual([
      'SAT',
      'SUN',
      'MON',
      'TUE',
      'WED',
      'THU',
      'FRI',
    ]);
  });
});
