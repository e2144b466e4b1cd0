import { describe, expect, it } from 'vitest';
import { fold as foldWith } from '../shared/decider.ts';
import { specFor } from '../testing/given-when-then.ts';
import { at, CODE, hashOf, T0, WRONG } from './identity.test-fixtures.ts';
import { otpDecider, otpVerification } from './otp.decider.ts';
import type { OtpEvent } from './otp.events.ts';
import { OTP_DAILY_SEND_LIMIT, OTP_RESEND_COOLDOWN_SECONDS } from './otp.rules.ts';
import { issueOtp, otpFailed, otpIssued, otpVerified, verifyOtp } from './otp.test-fixtures.ts';

const given = specFor(otpDecider);

describe('IssueOtp', () => {
  it('sends a code that lives two minutes', () => {
    given([]).when(issueOtp()).then([otpIssued()]);
    expect(otpIssued().data.expiresAt).toBe('2025-03-21T08:02:00.000Z');
  });

  it('a resend inside the cooldown is OTP_RESEND_TOO_SOON with the seconds left', () => {
    const error = catchError(() => otpDecider.decide(issueOtp(at(45)), fold([otpIssued()])));
    expect(error).toMatchObject({ code: 'OTP_RESEND_TOO_SOON', detail: { secondsLeft: 15 } });
  });

  it('after the cooldown a resend is a new code, and the old one dies', () => {
    const newCode = hashOf('c3');
    const resent = otpIssued(at(OTP_RESEND_COOLDOWN_SECONDS), newCode);
    given([otpIssued()])
      .when(issueOtp(at(60), newCode))
      .then([resent]);
    given([otpIssued(), resent])
      .when(verifyOtp(at(70), CODE))
      .then([otpFailed(1, at(70))]);
  });

  it('a new code may follow a used, dead or expired one', () => {
    given([otpIssued(), otpVerified(at(10))])
      .when(issueOtp(at(90)))
      .then([otpIssued(at(90))]);
    const dead = [1, 2, 3, 4, 5].map((n) => otpFailed(n, at(n)));
    given([otpIssued(), ...dead])
      .when(issueOtp(at(60)))
      .then([otpIssued(at(60))]);
    given([otpIssued()])
      .when(issueOtp(at(600)))
      .then([otpIssued(at(600))]);
  });

  it(`the ${OTP_DAILY_SEND_LIMIT + 1}th send inside 24 hours is OTP_DAILY_LIMIT`, () => {
    const sends = Array.from({ length: OTP_DAILY_SEND_LIMIT }, (_, i) => otpIssued(at(i * 3600)));
    given(sends)
      .when(issueOtp(at(23 * 3600)))
      .thenRefuses('OTP_DAILY_LIMIT');
    // 24 hours after the first send, it has left the window.
    given(sends)
      .when(issueOtp(at(24 * 3600)))
      .then([otpIssued(at(24 * 3600))]);
  });
});

describe('VerifyOtp', () => {
  it('the right code in time logs in once', () => {
    given([otpIssued()])
      .when(verifyOtp(at(30)))
      .then([otpVerified(at(30))]);
  });

  it('a used code is OTP_ALREADY_USED', () => {
    given([otpIssued(), otpVerified(at(30))])
      .when(verifyOtp(at(40)))
      .thenRefuses('OTP_ALREADY_USED');
  });

  it('at two minutes the code has expired', () => {
    given([otpIssued()])
      .when(verifyOtp(at(119)))
      .then([otpVerified(at(119))]);
    given([otpIssued()])
      .when(verifyOtp(at(120)))
      .thenRefuses('OTP_EXPIRED');
  });

  it('a wrong code is recorded, with the tries left', () => {
    given([otpIssued()])
      .when(verifyOtp(at(5), WRONG))
      .then([otpFailed(1, at(5))]);
    expect(catchError(() => otpVerification([otpFailed(1)]))).toMatchObject({
      code: 'OTP_INVALID',
      message: 'کد وارد شده صحیح نیست',
      detail: { attemptsLeft: 4 },
    });
  });

  it('the fifth wrong try kills the code, even the right one after it', () => {
    const four = [1, 2, 3, 4].map((n) => otpFailed(n, at(n)));
    given([otpIssued(), ...four])
      .when(verifyOtp(at(9), WRONG))
      .then([otpFailed(5, at(9))]);
    expect(catchError(() => otpVerification([otpFailed(5)]))).toMatchObject({
      code: 'OTP_TOO_MANY_ATTEMPTS',
    });
    given([otpIssued(), ...four, otpFailed(5, at(9))])
      .when(verifyOtp(at(10)))
      .thenRefuses('OTP_TOO_MANY_ATTEMPTS');
  });

  it('with no code asked for, verify answers like a wrong code', () => {
    given([]).when(verifyOtp(T0)).thenRefuses('OTP_INVALID');
  });

  it('consume: false checks the code and keeps it for the verify that registers', () => {
    given([otpIssued()])
      .when(verifyOtp(at(20), CODE, false))
      .then([]);
    expect(otpVerification([])).toEqual({ consumed: false });
    expect(otpVerification([otpVerified(at(20))])).toEqual({ consumed: true });
    // A wrong code still counts when nothing is consumed.
    given([otpIssued()])
      .when(verifyOtp(at(20), WRONG, false))
      .then([otpFailed(1, at(20))]);
  });
});

const fold = (events: OtpEvent[]) => foldWith(otpDecider, events);

function catchError(run: () => unknown): unknown {
  try {
    run();
  } catch (e) {
    return e;
  }
  throw new Error('expected a refusal');
}
