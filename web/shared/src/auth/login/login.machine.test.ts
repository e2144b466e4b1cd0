// The login steps: given what the server answers, when the user types, then the step shown.
import { ApiError } from '../../api/api-error.ts';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  loginMachine,
  type CodeSent,
  type VerifyInput,
  type VerifyResult,
} from './login.machine.ts';

const wrongCode = new ApiError(422, 'OTP_INVALID', 'کد وارد شده صحیح نیست');
const expired = new ApiError(
  422,
  'OTP_EXPIRED',
  'کد یک‌بار مصرف منقضی شده است؛ کد جدید دریافت کنید.',
);

/** A login actor whose server answers verify with the given results in turn. */
function givenServer(...verifyAnswers: (VerifyResult | ApiError)[]) {
  const sent: string[] = [];
  const verified: VerifyInput[] = [];
  const enterBackOffice = vi.fn();
  const machine = loginMachine.provide({
    actors: {
      sendCode: fromPromise<CodeSent, { phone: string }>(async ({ input }) => {
        sent.push(input.phone);
        return { challengeId: `challenge-${sent.length}`, resendAt: 60_000 * sent.length };
      }),
      verify: fromPromise<VerifyResult, VerifyInput>(async ({ input }) => {
        verified.push(input);
        const answer = verifyAnswers[verified.length - 1]!;
        if (answer instanceof ApiError) throw answer;
        return answer;
      }),
    },
    actions: { enterBackOffice },
  });
  const actor = createActor(machine).start();
  const settle = () => waitFor(actor, (s) => !s.hasTag('busy'));
  return { actor, sent, verified, enterBackOffice, settle };
}

describe('back-office login', () => {
  it('normalises a phone typed in Persian digits and sends the code', async () => {
    const { actor, sent, settle } = givenServer();
    actor.send({ type: 'submitPhone', phone: '۰۹۱۲ ۰۰۰ ۰۰۰۲' });
    await settle();
    expect(sent).toEqual(['09120000002']);
    expect(actor.getSnapshot().value).toBe('code');
    expect(actor.getSnapshot().context).toMatchObject({
      challengeId: 'challenge-1',
      resendAt: 60_000,
    });
  });

  it('refuses a number that is not an Iranian mobile, without calling the server', () => {
    const { actor, sent } = givenServer();
    actor.send({ type: 'submitPhone', phone: '۰۲۱۸۸۸۸۸۸۸۸' });
    expect(sent).toEqual([]);
    expect(actor.getSnapshot().value).toBe('phone');
    expect(actor.getSnapshot().context.error).toBe('شماره موبایل معتبر نیست');
  });

  it('a registered user: code in Arabic digits → logged in, back office entered', async () => {
    const { actor, verified, enterBackOffice, settle } = givenServer('LOGGED_IN');
    actor.send({ type: 'submitPhone', phone: '09120000002' });
    await settle();
    actor.send({ type: 'submitCode', otp: '١٢٣٤٥٦' });
    await settle();
    expect(verified).toEqual([{ challengeId: 'challenge-1', otp: '123456' }]);
    expect(actor.getSnapshot().value).toBe('done');
    expect(enterBackOffice).toHaveBeenCalledOnce();
  });

  it('a wrong code stays on the code step with the server message', async () => {
    const { actor, settle } = givenServer(wrongCode, 'LOGGED_IN');
    actor.send({ type: 'submitPhone', phone: '09120000002' });
    await settle();
    actor.send({ type: 'submitCode', otp: '000000' });
    await settle();
    expect(actor.getSnapshot().value).toBe('code');
    expect(actor.getSnapshot().context.error).toBe('کد وارد شده صحیح نیست');
    actor.send({ type: 'submitCode', otp: '123456' });
    await settle();
    expect(actor.getSnapshot().value).toBe('done');
  });

  it('a code that is not 6 digits is not sent', async () => {
    const { actor, verified, settle } = givenServer();
    actor.send({ type: 'submitPhone', phone: '09120000002' });
    await settle();
    actor.send({ type: 'submitCode', otp: '12345' });
    expect(verified).toEqual([]);
    expect(actor.getSnapshot().context.error).toBe('کد ورود ۶ رقم است.');
  });

  it('a new user is asked for names only after the code, then verified again with them', async () => {
    const { actor, verified, settle } = givenServer('NEEDS_REGISTRATION', 'LOGGED_IN');
    actor.send({ type: 'submitPhone', phone: '09120000009' });
    await settle();
    actor.send({ type: 'submitCode', otp: '123456' });
    await settle();
    expect(actor.getSnapshot().value).toBe('names');
    actor.send({ type: 'submitNames', firstName: ' ', lastName: 'رضایی' });
    expect(actor.getSnapshot().context.error).toBe('نام و نام خانوادگی را وارد کنید.');
    actor.send({ type: 'submitNames', firstName: 'مریم ', lastName: 'رضایی' });
    await settle();
    expect(verified[0]).not.toHaveProperty('names');
    expect(verified[1]).toEqual({
      challengeId: 'challenge-1',
      otp: '123456',
      names: { firstName: 'مریم', lastName: 'رضایی' },
    });
    expect(actor.getSnapshot().value).toBe('done');
  });

  it('resends only after the cooldown, with a new challenge', async () => {
    const { actor, sent, settle } = givenServer();
    actor.send({ type: 'submitPhone', phone: '09120000002' });
    await settle();
    actor.send({ type: 'resend', now: 59_999 });
    expect(sent).toHaveLength(1);
    actor.send({ type: 'resend', now: 60_000 });
    await settle();
    expect(sent).toHaveLength(2);
    expect(actor.getSnapshot().context).toMatchObject({
      challengeId: 'challenge-2',
      resendAt: 120_000,
    });
  });

  it('an expired code fails the attempt until a new code is sent', async () => {
    const { actor, settle } = givenServer(expired, 'LOGGED_IN');
    actor.send({ type: 'submitPhone', phone: '09120000002' });
    await settle();
    actor.send({ type: 'submitCode', otp: '123456' });
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().can({ type: 'submitCode', otp: '123456' })).toBe(false);
    actor.send({ type: 'resend', now: 60_000 });
    await settle();
    expect(actor.getSnapshot().value).toBe('code');
  });
});
