// The code of one phone and purpose as decide needs it, folded from its events. "Expired" is not
// stored: it is ISSUED seen at a time past expiresAt (otpStatusAt), so no timer writes anything.
import { reached } from './instants.ts';
import type { OtpPurpose } from './identity.enums.ts';
import type { OtpEvent } from './otp.events.ts';
import type { OtpMachineContext, OtpStatus } from './otp.machine.ts';
import { sendsInWindow } from './otp.rules.ts';

export interface OtpChallenge {
  readonly phone: string;
  readonly purpose: OtpPurpose;
  readonly codeHash: string;
  readonly issuedAt: string;
  readonly expiresAt: string;
  readonly failedAttempts: number;
  /** Send times in the 24 h before the latest one, for the daily cap. */
  readonly recentSends: readonly string[];
}

export type OtpState =
  | { readonly status: 'NONE' }
  | (OtpChallenge & { readonly status: 'ISSUED' | 'EXHAUSTED' })
  | (OtpChallenge & { readonly status: 'VERIFIED'; readonly verifiedAt: string });

export const initialOtpState = (): OtpState => ({ status: 'NONE' });

/** The status at `now`, which is what the machine is asked in. */
export function otpStatusAt(state: OtpState, now: string): OtpStatus {
  if (state.status === 'ISSUED' && reached(now, state.expiresAt)) return 'expired';
  return state.status === 'NONE' ? 'none' : (state.status.toLowerCase() as OtpStatus);
}

export const otpMachineContext = (state: OtpState): OtpMachineContext =>
  state.status === 'NONE'
    ? { failedAttempts: 0, recentSends: [] }
    : {
        codeHash: state.codeHash,
        failedAttempts: state.failedAttempts,
        lastIssuedAt: state.issuedAt,
        recentSends: state.recentSends,
      };

export function evolveOtp(state: OtpState, event: OtpEvent): OtpState {
  if (event.type === 'OtpIssued') {
    const { issuedAt } = event.data;
    const earlier = state.status === 'NONE' ? [] : sendsInWindow(state.recentSends, issuedAt);
    return {
      status: 'ISSUED',
      ...event.data,
      failedAttempts: 0,
      recentSends: [...earlier, issuedAt],
    };
  }
  if (state.status === 'NONE') return state;
  switch (event.type) {
    case 'OtpVerificationFailed':
      return {
        ...state,
        status: event.data.attemptsLeft === 0 ? 'EXHAUSTED' : 'ISSUED',
        failedAttempts: event.data.failedAttempts,
      };
    case 'OtpVerified':
      return { ...state, status: 'VERIFIED', verifiedAt: event.data.verifiedAt };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}
