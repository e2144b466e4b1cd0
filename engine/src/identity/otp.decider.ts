// decide / evolve for one-time codes. decide asks the rulebook (otp.machine.ts) and turns a
// refusal into the code the user needs. A wrong code is a fact (OtpVerificationFailed), not a
// refusal: it has to be stored to count, so decide returns it and otpVerification() turns it
// into the answer. The aggregate never knows whether the phone has a user (no enumeration).
import { transition } from 'xstate';
import type { Aggregate } from '../commands/handle-command.ts';
import type { Decider } from '../shared/decider.ts';
import { domainError } from '../shared/domain-error.ts';
import { addSeconds } from './instants.ts';
import type { IssueOtp, OtpCommand, VerifyOtp } from './otp.commands.ts';
import {
  OtpIssued,
  OtpVerificationFailed,
  OtpVerified,
  otpEventCodec,
  otpStreamName,
  type OtpEvent,
} from './otp.events.ts';
import { otpMachine, otpSnapshot, type OtpStatus } from './otp.machine.ts';
import {
  OTP_MAX_FAILED_ATTEMPTS,
  OTP_TTL_SECONDS,
  resendWaitSeconds,
  sendsInWindow,
} from './otp.rules.ts';
import {
  evolveOtp,
  initialOtpState,
  otpMachineContext,
  otpStatusAt,
  type OtpState,
} from './otp.state.ts';

function issue(command: IssueOtp, state: OtpState): OtpEvent[] {
  const { now } = command.metadata;
  const context = otpMachineContext(state);
  const snapshot = otpSnapshot(otpStatusAt(state, now), context);
  if (!snapshot.can({ type: 'ISSUE', now })) {
    const secondsLeft = resendWaitSeconds(context.lastIssuedAt, now);
    if (secondsLeft > 0) throw domainError('OTP_RESEND_TOO_SOON', { secondsLeft });
    const oldest = sendsInWindow(context.recentSends, now)[0];
    throw domainError('OTP_DAILY_LIMIT', { since: oldest });
  }
  const { phone, purpose, codeHash } = command.data;
  const expiresAt = addSeconds(now, OTP_TTL_SECONDS);
  return [OtpIssued({ phone, purpose, codeHash, issuedAt: now, expiresAt })];
}

/** Why a code cannot be verified, by the status it is in. */
const refusalOf = {
  none: 'OTP_INVALID', // no code was asked for: answered like a wrong code
  verified: 'OTP_ALREADY_USED',
  exhausted: 'OTP_TOO_MANY_ATTEMPTS',
  expired: 'OTP_EXPIRED',
} as const satisfies Partial<Record<OtpStatus, string>>;

function verify(command: VerifyOtp, state: OtpState): OtpEvent[] {
  const { now } = command.metadata;
  const status = otpStatusAt(state, now);
  if (status !== 'issued' || state.status !== 'ISSUED') {
    throw domainError(status === 'issued' ? 'OTP_INVALID' : refusalOf[status]);
  }
  const move = { type: 'VERIFY', codeHash: command.data.codeHash } as const;
  const [next] = transition(otpMachine, otpSnapshot(status, otpMachineContext(state)), move);
  const { phone, purpose } = state;
  if (next.value === 'verified') {
    return command.data.consume ? [OtpVerified({ phone, purpose, verifiedAt: now })] : [];
  }
  const failedAttempts = state.failedAttempts + 1;
  const attemptsLeft = Math.max(0, OTP_MAX_FAILED_ATTEMPTS - failedAttempts);
  return [OtpVerificationFailed({ phone, purpose, failedAttempts, attemptsLeft, failedAt: now })];
}

export function decideOtp(command: OtpCommand, state: OtpState): OtpEvent[] {
  switch (command.type) {
    case 'IssueOtp':
      return issue(command, state);
    case 'VerifyOtp':
      return verify(command, state);
    default: {
      const unknown: never = command;
      throw new Error(`unknown command ${(unknown as { type: string }).type}`);
    }
  }
}

/**
 * What a verify's events mean for the caller: `consumed` when the code is now used up, otherwise
 * checked and still alive (consume: false). A wrong code throws OTP_INVALID, or
 * OTP_TOO_MANY_ATTEMPTS when it was the last try, with attemptsLeft in the detail.
 */
export function otpVerification(events: readonly OtpEvent[]): { consumed: boolean } {
  const failed = events.find((e) => e.type === 'OtpVerificationFailed');
  if (failed) {
    const { attemptsLeft } = failed.data;
    throw domainError(attemptsLeft === 0 ? 'OTP_TOO_MANY_ATTEMPTS' : 'OTP_INVALID', {
      attemptsLeft,
    });
  }
  return { consumed: events.some((e) => e.type === 'OtpVerified') };
}

export const otpDecider: Decider<OtpState, OtpCommand, OtpEvent> = {
  initialState: initialOtpState,
  decide: decideOtp,
  evolve: evolveOtp,
};

export const otpAggregate: Aggregate<OtpState, OtpCommand, OtpEvent> = {
  decider: otpDecider,
  codec: otpEventCodec,
  streamName: (command) =>
    otpStreamName(command.metadata.vendorId, command.data.purpose, command.data.phone),
  notFound: 'OTP_INVALID',
};
