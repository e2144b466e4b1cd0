import { describe, expect, it } from 'vitest';
import { jalaliDayLabel, reportDay } from './report-day.ts';

describe('report days', () => {
  it('sends the picked calendar day and shows it in Jalali', () => {
    expect(reportDay(new Date(2025, 2, 21))).toBe('2025-03-21');
    expect(reportDay(new Date(2025, 11, 1, 23, 59))).toBe('2025-12-01');
    expect(jalaliDayLabel('2025-03-21')).toBe('۱ فروردین ۱۴۰۴');
  });
});
