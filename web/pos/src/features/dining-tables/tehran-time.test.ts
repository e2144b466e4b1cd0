// Tehran wall-clock time ↔ the instants the API takes.
import { describe, expect, it } from 'vitest';
import { nextQuarterHour, tehranClock, tehranDateTime, tehranToday } from './tehran-time.ts';

describe('Tehran time for reservations', () => {
  it('writes the picked day and time with Tehran’s offset', () => {
    const at = tehranDateTime(new Date(2025, 2, 21), 20, 0);
    expect(at).toBe('2025-03-21T20:00:00+03:30');
    expect(new Date(at).toISOString()).toBe('2025-03-21T16:30:00.000Z');
  });

  it('reads Tehran’s day and clock at an instant, across UTC midnight', () => {
    expect(tehranClock(new Date('2025-03-21T22:00:00Z'))).toMatchObject({
      year: 2025,
      month: 3,
      day: 22,
      hour: 1,
      minute: 30,
    });
    const today = tehranToday(new Date('2025-03-21T22:00:00Z'));
    expect([today.getFullYear(), today.getMonth(), today.getDate()]).toEqual([2025, 2, 22]);
  });

  it('defaults to the next quarter hour, rolling into tomorrow', () => {
    const slot = nextQuarterHour(new Date('2025-03-21T20:25:10Z')); // 23:55 in Tehran
    expect(slot.hour).toBe(0);
    expect(slot.minute).toBe(0);
    expect(slot.date.getDate()).toBe(22);
  });
});
