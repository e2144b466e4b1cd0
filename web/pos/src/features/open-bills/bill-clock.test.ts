// When the open bills' clock ticks next: just as the first of the bills turns a whole minute.
import { describe, expect, it } from 'vitest';
import { msToNextMinute } from './bill-clock.ts';

const now = new Date('2025-03-21T15:46:00.000Z');
const openedSecondsAgo = (seconds: number) =>
  new Date(now.getTime() - seconds * 1000).toISOString();

describe('the open bills’ next tick', () => {
  it('comes when a bill turns its next minute, the soonest of the bills', () => {
    expect(msToNextMinute([openedSecondsAgo(10)], now)).toBe(50_000);
    expect(msToNextMinute([openedSecondsAgo(30), openedSecondsAgo(170)], now)).toBe(10_000);
  });

  it('waits a minute with no bill, and never less than a moment', () => {
    expect(msToNextMinute([], now)).toBe(60_000);
    expect(msToNextMinute([openedSecondsAgo(60)], now)).toBe(60_000);
    expect(msToNextMinute([openedSecondsAgo(59.95)], now)).toBe(250);
  });

  it('times a bill stamped a little ahead of this clock from its stamp', () => {
    expect(msToNextMinute([openedSecondsAgo(-3)], now)).toBe(60_000);
  });
});
