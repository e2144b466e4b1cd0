import { describe, expect, it } from 'vitest';
import { describeOpening, openingAt } from './opening-hours.ts';

// Tehran is UTC+3:30 (no DST since 2022): 2025-03-21 was a Friday (1 Farvardin 1404).
const tehran = (day: number, hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return new Date(Date.UTC(2025, 2, day, h! - 3, m! - 30)).toISOString();
};

describe('when a closed vendor opens next, in Tehran days', () => {
  it('is today, tomorrow, or a weekday', () => {
    const now = tehran(21, '16:10');
    expect(openingAt(tehran(21, '18:00'), now)).toEqual({
      inDays: 0,
      weekday: 'FRI',
      start: '18:00',
    });
    expect(openingAt(tehran(22, '11:30'), now)).toEqual({
      inDays: 1,
      weekday: 'SAT',
      start: '11:30',
    });
    expect(openingAt(tehran(24, '09:00'), now)).toMatchObject({ inDays: 3, weekday: 'MON' });
  });

  it('counts Tehran days, not UTC days: 00:30 Saturday in Tehran is still Friday in UTC', () => {
    const opens = tehran(22, '00:30');
    expect(new Date(opens).getUTCDate()).toBe(21);
    expect(openingAt(opens, tehran(21, '23:00'))).toMatchObject({ inDays: 1, weekday: 'SAT' });
  });

  it('says it in Persian with Persian digits', () => {
    expect(describeOpening({ inDays: 0, weekday: 'FRI', start: '18:00' })).toBe('امروز ساعت ۱۸:۰۰');
    expect(describeOpening({ inDays: 1, weekday: 'SAT', start: '11:30' })).toBe('فردا ساعت ۱۱:۳۰');
    expect(describeOpening({ inDays: 3, weekday: 'MON', start: '09:00' })).toBe(
      'دوشنبه ساعت ۰۹:۰۰',
    );
  });
});
