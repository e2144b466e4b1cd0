import { describe, expect, it } from 'vitest';
import { tehranDay, utcInstant } from './tehran-day.ts';

describe('tehranDay', () => {
  it('a new day starts at 20:30 UTC in standard time (UTC+3:30)', () => {
    expect(tehranDay('2025-03-20T20:29:59Z')).toBe('2025-03-20');
    expect(tehranDay('2025-03-20T20:30:00Z')).toBe('2025-03-21');
  });

  it('follows the daylight saving time Iran kept until 2022 (UTC+4:30), not a fixed offset', () => {
    expect(tehranDay('2021-06-01T19:30:00Z')).toBe('2021-06-02');
    expect(tehranDay('2021-06-01T19:29:59Z')).toBe('2021-06-01');
  });

  it('and none since', () => {
    expect(tehranDay('2024-06-01T19:30:00Z')).toBe('2024-06-01');
  });
});

describe('utcInstant', () => {
  it('spells every instant the same way, so text order is time order', () => {
    expect(utcInstant('2025-03-21T08:30:00Z')).toBe('2025-03-21T08:30:00.000Z');
    expect(utcInstant('2025-03-21T12:00:00+03:30')).toBe('2025-03-21T08:30:00.000Z');
  });
});
