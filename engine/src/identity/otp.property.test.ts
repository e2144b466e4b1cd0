// Random sends and guesses at random times: whatever the order, a code is never accepted after
// it died, expired or was used; a stream never sends faster than the cooldown or more than the
// daily cap; only the latest code's hash is ever accepted; a code never takes more than five wrong tries; and every event passes its schema.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isDomainError } from '../shared/domain-error.ts';
import { at, hashOf } from './identity.test-fixtures.ts';
import { secondsBetween } from './instants.ts';
import { otpDecider } from './otp.decider.ts';
import { otpEventCodec, type OtpEvent } from './otp.events.ts';
import {
  OTP_DAILY_SEND_LIMIT,
  OTP_MAX_FAILED_ATTEMPTS,
  OTP_RESEND_COOLDOWN_SECONDS,
  OTP_SEND_WINDOW_SECONDS,
  OTP_TTL_SECONDS,
} from './otp.rules.ts';
import { issueOtp, verifyOtp } from './otp.test-fixtures.ts';

const codes = ['c1', 'c2', 'c3'].map(hashOf);
const step = fc.record({
  wait: fc.oneof(fc.integer({ min: 0, max: 90 }), fc.integer({ min: 0, max: 20_000 })),
  kind: fc.constantFrom('issue', 'verify', 'verify', 'check'),
  code: fc.constantFrom(...codes),
});

function run(steps: readonly { wait: number; kind: string; code: string }[]) {
  let state = otpDecider.initialState();
  let clock = 0;
  const log: { event: OtpEvent; time: number; code: string }[] = [];
  for (const s of steps) {
    clock += s.wait;
    const now = at(clock);
    const command =
      s.kind === 'issue' ? issueOtp(now, s.code) : verifyOtp(now, s.code, s.kind === 'verify');
    try {
      for (const event of otpDecider.decide(command, state)) {
        otpEventCodec.encode(event);
        log.push({ event, time: clock, code: s.code });
        state = otpDecider.evolve(state, event);
      }
    } catch (e) {
      if (!isDomainError(e)) throw e;
    }
  }
  return log;
}

describe('one-time codes under random use', () => {
  it('keep the cooldown, the daily cap, the TTL, single use and the attempt limit', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) => {
        const log = run(steps);
        const sends = log.filter((l) => l.event.type === 'OtpIssued').map((l) => l.time);
        sends.forEach((t, i) => {
          if (i > 0) expect(t - sends[i - 1]!).toBeGreaterThanOrEqual(OTP_RESEND_COOLDOWN_SECONDS);
          const inWindow = sends.filter((s) => s <= t && t - s < OTP_SEND_WINDOW_SECONDS);
          expect(inWindow.length).toBeLessThanOrEqual(OTP_DAILY_SEND_LIMIT);
        });
        let issued: Extract<OtpEvent, { type: 'OtpIssued' }> | undefined;
        let used = false;
        let failures = 0;
        for (const { event, code } of log) {
          if (event.type === 'OtpIssued') [issued, used, failures] = [event, false, 0];
          if (event.type === 'OtpVerificationFailed') {
            failures += 1;
            expect(event.data.failedAttempts).toBe(failures);
            expect(failures).toBeLessThanOrEqual(OTP_MAX_FAILED_ATTEMPTS);
          }
          if (event.type === 'OtpVerified') {
            expect(used).toBe(false);
            expect(code).toBe(issued!.data.codeHash);
            expect(failures).toBeLessThan(OTP_MAX_FAILED_ATTEMPTS);
            const age = secondsBetween(issued!.data.issuedAt, event.data.verifiedAt);
            expect(age).toBeLessThan(OTP_TTL_SECONDS);
            used = true;
          }
        }
      }),
    );
  });
});
