// The login screen asks the same machine as decide: may "send again" be offered, is the code alive.
import { describe, expect, it } from 'vitest';
import { fold } from '../shared/decider.ts';
import { at, CODE, WRONG } from './identity.test-fixtures.ts';
import { otpDecider } from './otp.decider.ts';
import { otpSnapshot } from './otp.machine.ts';
import { otpMachineContext, otpStatusAt } from './otp.state.ts';
import { otpFailed, otpIssued } from './otp.test-fixtures.ts';

const snapshotAt = (events: Parameters<typeof fold>[1], now: string) => {
  const state = fold(otpDecider, events as never);
  return otpSnapshot(otpStatusAt(state, now), otpMachineContext(state));
};

describe('otp machine', () => {
  it('offers "send again" only after the cooldown', () => {
    expect(snapshotAt([], at(0)).can({ type: 'ISSUE', now: at(0) })).toBe(true);
    expect(snapshotAt([otpIssued()], at(59)).can({ type: 'ISSUE', now: at(59) })).toBe(false);
    expect(snapshotAt([otpIssued()], at(60)).can({ type: 'ISSUE', now: at(60) })).toBe(true);
  });

  it('an issued code turns expired by time alone, with no event', () => {
    expect(snapshotAt([otpIssued()], at(119)).value).toBe('issued');
    expect(snapshotAt([otpIssued()], at(120)).value).toBe('expired');
    expect(snapshotAt([otpIssued()], at(120)).can({ type: 'VERIFY', codeHash: CODE })).toBe(false);
  });

  it('counts wrong tries down to exhausted', () => {
    const four = [1, 2, 3, 4].map((n) => otpFailed(n));
    expect(snapshotAt([otpIssued(), ...four], at(5)).value).toBe('issued');
    expect(snapshotAt([otpIssued(), ...four, otpFailed(5)], at(5)).value).toBe('exhausted');
    expect(snapshotAt([otpIssued()], at(5)).can({ type: 'VERIFY', codeHash: WRONG })).toBe(true);
  });
});
