// The back-office login steps (spec §4, §5): phone → sendingCode → code → verifying → names →
// done, or failed when the code cannot be used any more. The server decides whether names are
// needed (NEEDS_REGISTRATION after a right code), so they are asked only of a new user. The
// machine is pure: the screen provides the calls (use-login.ts) and the time comes in the events.
import { normalizePhone, OTP_LENGTH, PersonName } from '@sofre/engine/identity';
import { toApiError } from '../../api/api-error.ts';
import { normalizeDigits } from '../../format/digits.ts';
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { loginMessages } from '../../messages/login.messages.ts';

export interface CodeSent {
  /** The opaque challenge id the login answered (named userId by the API). */
  readonly challengeId: string;
  /** When another code may be asked for (epoch ms), from the server's cooldown. */
  readonly resendAt: number;
}

export interface Names {
  readonly firstName: string;
  readonly lastName: string;
}

export interface VerifyInput {
  readonly challengeId: string;
  readonly otp: string;
  readonly names?: Names;
}

export type VerifyResult = 'LOGGED_IN' | 'NEEDS_REGISTRATION';

export interface LoginContext {
  readonly phone: string;
  readonly challengeId?: string;
  readonly resendAt: number;
  readonly otp: string;
  readonly names?: Names;
  /** The Persian message shown under the current step. */
  readonly error?: string;
}

export type LoginEvent =
  | { type: 'submitPhone'; phone: string }
  | { type: 'submitCode'; otp: string }
  | { type: 'resend'; now: number }
  | { type: 'submitNames'; firstName: string; lastName: string }
  | { type: 'changePhone' };

/** Codes that end this code's life: a new one has to be sent. */
const DEAD_CODE = new Set(['OTP_EXPIRED', 'OTP_ALREADY_USED', 'OTP_TOO_MANY_ATTEMPTS']);

const otpOf = (text: string) => normalizeDigits(text).replace(/\s/g, '');
const isOtp = (text: string) => new RegExp(`^\\d{${OTP_LENGTH}}$`).test(otpOf(text));
/** The ApiError an invoked call failed with (its onError event). */
const failureOf = (event: { type: string }) => toApiError((event as { error?: unknown }).error);

export const loginMachine = setup({
  types: {} as { context: LoginContext; events: LoginEvent },
  actors: {
    sendCode: fromPromise<CodeSent, { phone: string }>(() =>
      Promise.reject(new Error('sendCode is provided by the screen')),
    ),
    verify: fromPromise<VerifyResult, VerifyInput>(() =>
      Promise.reject(new Error('verify is provided by the screen')),
    ),
  },
  actions: {
    /** Provided by the screen: go to the back office. */
    enterBackOffice: () => undefined,
    showFailure: assign(({ event }) => ({ error: failureOf(event).message })),
  },
  guards: {
    validPhone: ({ event }) =>
      event.type === 'submitPhone' && normalizePhone(event.phone) !== undefined,
    validCode: ({ event }) => event.type === 'submitCode' && isOtp(event.otp),
    validNames: ({ event }) =>
      event.type === 'submitNames' &&
      PersonName.safeParse(event.firstName).success &&
      PersonName.safeParse(event.lastName).success,
    cooledDown: ({ context, event }) => event.type === 'resend' && event.now >= context.resendAt,
    codeWasSent: ({ context }) => context.challengeId !== undefined,
    codeIsDead: ({ event }) => DEAD_CODE.has(failureOf(event).code),
    askedForNames: ({ context }) => context.names !== undefined,
  },
}).createMachine({
  id: 'login',
  context: { phone: '', resendAt: 0, otp: '' },
  initial: 'phone',
  states: {
    phone: {
      on: {
        submitPhone: [
          {
            guard: 'validPhone',
            target: 'sendingCode',
            actions: assign(({ event }) => ({
              phone: normalizePhone(event.phone)!,
              error: undefined,
            })),
          },
          { actions: assign({ error: loginMessages.invalidPhone }) },
        ],
      },
    },
    sendingCode: {
      tags: ['busy'],
      invoke: {
        src: 'sendCode',
        input: ({ context }) => ({ phone: context.phone }),
        onDone: {
          target: 'code',
          actions: assign(({ event }) => ({
            ...event.output,
            otp: '',
            names: undefined,
            error: undefined,
          })),
        },
        onError: [
          { guard: 'codeWasSent', target: 'code', actions: 'showFailure' },
          { target: 'phone', actions: 'showFailure' },
        ],
      },
    },
    code: {
      on: {
        submitCode: [
          {
            guard: 'validCode',
            target: 'verifying',
            actions: assign(({ event }) => ({ otp: otpOf(event.otp), error: undefined })),
          },
          { actions: assign({ error: loginMessages.codeLength }) },
        ],
        resend: { guard: 'cooledDown', target: 'sendingCode' },
        changePhone: {
          target: 'phone',
          actions: assign({ challengeId: undefined, error: undefined }),
        },
      },
    },
    verifying: {
      tags: ['busy'],
      invoke: {
        src: 'verify',
        input: ({ context }) => ({
          challengeId: context.challengeId!,
          otp: context.otp,
          ...(context.names ? { names: context.names } : {}),
        }),
        onDone: [
          { guard: ({ event }) => event.output === 'NEEDS_REGISTRATION', target: 'names' },
          { target: 'done' },
        ],
        onError: [
          { guard: 'codeIsDead', target: 'failed', actions: 'showFailure' },
          { guard: 'askedForNames', target: 'names', actions: 'showFailure' },
          { target: 'code', actions: 'showFailure' },
        ],
      },
    },
    names: {
      on: {
        submitNames: [
          {
            guard: 'validNames',
            target: 'verifying',
            actions: assign(({ event }) => {
              assertEvent(event, 'submitNames');
              return {
                names: { firstName: event.firstName.trim(), lastName: event.lastName.trim() },
                error: undefined,
              };
            }),
          },
          { actions: assign({ error: loginMessages.namesRequired }) },
        ],
      },
    },
    done: { type: 'final', entry: 'enterBackOffice' },
    /** The code is spent (expired, used, too many wrong tries): ask for a new one. */
    failed: {
      on: {
        resend: { guard: 'cooledDown', target: 'sendingCode' },
        changePhone: {
          target: 'phone',
          actions: assign({ challengeId: undefined, error: undefined }),
        },
      },
    },
  },
});
