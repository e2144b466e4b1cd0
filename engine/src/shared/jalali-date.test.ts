import { describe, expect, it } from 'vitest';
import { gregorianOfJalali, jalaliMonthStart, jalaliOf, parseCalendarDay } from './jalali-date.ts';

describe('Jalali days', () => {
  it('converts both ways on the regression dates', () => {
    expect(gregorianOfJalali({ year: 1404, month: 1, day: 1 })).toBe('2025-03-21');
    expect(gregorianOfJalali({ year: 1436, month: 12, day: 30 })).toBe('2058-03-20');
    expect(jalaliOf('2025-03-21')).toEqual({ year: 1404, month: 1, day: 1 });
    expect(gregorianOfJalali({ year: 1404, month: 9, day: 3 })).toBe('2025-11-24');
  });

  it('finds the first day of the Jalali month', () => {
    expect(jalaliMonthStart('2025-11-24')).toBe('2025-11-22'); // 1404/09/01
    expect(jalaliMonthStart('2025-03-21')).toBe('2025-03-21');
    expect(jalaliMonthStart('2025-03-20')).toBe('2025-02-19'); // 1403/12/01
  });

  it('reads Jalali or Gregorian days, Persian digits included', () => {
    expect(parseCalendarDay('۱۴۰۴/۰۱/۰۱')).toBe('2025-03-21');
    expect(parseCalendarDay('1404-1-1')).toBe('2025-03-21');
    expect(parseCalendarDay('2025-03-21')).toBe('2025-03-21');
    expect(parseCalendarDay('2025-02-30')).toBeUndefined();
    expect(parseCalendarDay('1404/07/31')).toBeUndefined();
    expect(parseCalendarDay('yesterday')).toBeUndefined();
  });
});
