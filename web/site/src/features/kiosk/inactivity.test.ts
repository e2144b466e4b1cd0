import { describe, expect, it } from 'vitest';
import { inactivityPhase, nextCheckIn, type InactivityPolicy } from './inactivity.ts';

const policy: InactivityPolicy = { idleMs: 60_000, confirmMs: 15_000 };
const touchedAt = 1_000_000;
const after = (ms: number) => touchedAt + ms;

describe('a kiosk left alone', () => {
  it('stays as it is for a minute after the last touch', () => {
    expect(inactivityPhase(touchedAt, after(59_999), policy)).toEqual({ kind: 'active' });
    expect(nextCheckIn(touchedAt, after(20_000), policy)).toBe(40_000);
  });

  it('then asks whether the customer is still there, counting down the seconds', () => {
    expect(inactivityPhase(touchedAt, after(60_000), policy)).toEqual({
      kind: 'confirming',
      secondsLeft: 15,
    });
    expect(inactivityPhase(touchedAt, after(74_001), policy)).toEqual({
      kind: 'confirming',
      secondsLeft: 1,
    });
    expect(nextCheckIn(touchedAt, after(60_000), policy)).toBe(1000);
    expect(nextCheckIn(touchedAt, after(60_250), policy)).toBe(750);
  });

  it('resets once the countdown runs out', () => {
    expect(inactivityPhase(touchedAt, after(75_000), policy)).toEqual({ kind: 'expired' });
    expect(nextCheckIn(touchedAt, after(80_000), policy)).toBe(1);
  });

  it('a touch starts the minute again', () => {
    const touchedAgain = after(70_000);
    expect(inactivityPhase(touchedAgain, after(75_000), policy)).toEqual({ kind: 'active' });
  });
});
