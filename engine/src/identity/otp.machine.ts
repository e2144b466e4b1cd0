// The one-time code rulebook (STYLE §5): none → issued → verified | exhausted | expired, and a
// new code from any of them when the cooldown and the daily cap allow. No timers: "expired" is
// the status decide resolves from metadata.now (otpStatusAt), and the login screen asks the same
// machine whether "send again" may be offered.
import { setup } from 'xstate';
import {
  OTP_MAX_FAILED_ATTEMPTS,
  resendWaitSeconds,
  sameHash,
  underDailyLimit,
} from './otp.rules.ts';

export type OtpStatus = 'none' | 'issued' | 'verified' | 'exhausted' | 'expired';

export interface OtpMachineContext {
  readonly codeHash?: string;
  readonly failedAttempts: number;
  readonly lastIssuedAt?: string;
  readonly recentSends: readonly string[];
}

export type OtpMachineEvent = { type: 'ISSUE'; now: string } | { type: 'VERIFY'; codeHash: string };

const reissue = { ISSUE: { guard: 'mayIssue' as const, target: 'issued' as const } };

export const otpMachine = setup({
  types: {} as { context: OtpMachineContext; events: OtpMachineEvent },
  guards: {
    mayIssue: ({ context, event }) =>
      event.type === 'ISSUE' &&
      resendWaitSeconds(context.lastIssuedAt, event.now) === 0 &&
      underDailyLimit(context.recentSends, event.now),
    codeMatches: ({ context, event }) =>
      event.type === 'VERIFY' &&
      context.codeHash !== undefined &&
      sameHash(context.codeHash, event.codeHash),
    attemptsRemain: ({ context }) => context.failedAttempts + 1 < OTP_MAX_FAILED_ATTEMPTS,
  },
}).createMachine({
  id: 'otp',
  initial: 'none',
  context: { failedAttempts: 0, recentSends: [] },
  states: {
    none: { on: reissue },
    issued: {
      on: {
        ...reissue,
        VERIFY: [
          { guard: 'codeMatches', target: 'verified' },
          { guard: 'attemptsRemain', target: 'issued' },
          { target: 'exhausted' },
        ],
      },
    },
    // Used, dead after wrong tries, or too old: only a new code helps.
    verified: { on: reissue },
    exhausted: { on: reissue },
    expired: { on: reissue },
  },
});

export const otpSnapshot = (status: OtpStatus, context: OtpMachineContext) =>
  otpMachine.resolveState({ value: status, context });
