// The whole login as the gateway will run it, through the one command path and the embedded
// store: send a code, a wrong try (stored and counted), a first verify without names
// (NEEDS_REGISTRATION, the code kept), the second with names (registered, logged in), then
// refresh, a stolen old token, and the family revoked.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { handleCommand } from '../commands/handle-command.ts';
import type { EventStore } from '../store/index.ts';
import { createSqliteEventStore } from '../store/sqlite.event-store.ts';
import { at, CODE, hashOf, metadataAt, PHONE, WRONG } from './identity.test-fixtures.ts';
import { otpAggregate, otpVerification } from './otp.decider.ts';
import { refreshFamilyAggregate, refreshRotation } from './refresh-token.decider.ts';
import type { RefreshTokenCommand } from './refresh-token.commands.ts';
import { userAggregate } from './user.decider.ts';
import { verifyConsumesCode, verifyOutcome, type NewUserNames } from './verify-outcome.ts';
import { issueOtp, verifyOtp } from './otp.test-fixtures.ts';

let store: EventStore;
beforeEach(() => {
  store = createSqliteEventStore({ path: ':memory:' });
});
afterEach(() => store.close());

/** The gateway's verify: check (or use up) the code, then say what it leads to. */
async function verify(now: string, codeHash: string, names?: NewUserNames) {
  const consume = verifyConsumesCode(undefined, names);
  const result = await handleCommand(store, otpAggregate, verifyOtp(now, codeHash, consume));
  otpVerification(result.events);
  return verifyOutcome(true, undefined, names);
}

const refresh = (command: Omit<RefreshTokenCommand, 'metadata'>, now: string) =>
  handleCommand(store, refreshFamilyAggregate, {
    ...command,
    metadata: metadataAt(now, 'user-1'),
  } as RefreshTokenCommand);

describe('login by one-time code, end to end in the engine', () => {
  it('registers a new customer on the second verify and rotates their refresh tokens', async () => {
    await handleCommand(store, otpAggregate, issueOtp());
    await expect(verify(at(10), WRONG)).rejects.toMatchObject({ code: 'OTP_INVALID' });
    expect(await verify(at(20), CODE)).toEqual({ kind: 'NEEDS_REGISTRATION' });
    const names = { firstName: 'سارا', lastName: 'نوری' };
    expect(await verify(at(40), CODE, names)).toEqual({ kind: 'REGISTER_AND_LOG_IN', names });
    await expect(verify(at(50), CODE, names)).rejects.toMatchObject({ code: 'OTP_ALREADY_USED' });

    const stream = await store.readStream(`otp-vendor-1-CUSTOMER-${PHONE}`);
    expect(stream.map((e) => e.type)).toEqual([
      'OtpIssued',
      'OtpVerificationFailed',
      'OtpVerified',
    ]);
    // Only hashes are stored.
    expect(JSON.stringify(stream)).not.toMatch(/\b\d{6}\b/);

    await handleCommand(store, userAggregate, {
      type: 'RegisterUser',
      data: { userId: 'user-1', phone: PHONE, ...names, kind: 'CUSTOMER' },
      metadata: metadataAt(at(41), 'user-1'),
    });
    const [r0, r1, r2] = ['t0', 't1', 't2'].map(hashOf) as [string, string, string];
    const familyId = 'family-1';
    const start = { familyId, userId: 'user-1', userKind: 'CUSTOMER', tokenHash: r0 } as const;
    await refresh({ type: 'StartRefreshFamily', data: start }, at(42));
    const rotated = await refresh(
      { type: 'RotateRefreshToken', data: { familyId, presentedHash: r0, newTokenHash: r1 } },
      at(1000),
    );
    expect(refreshRotation(rotated.events)).toEqual({ withinGrace: false });
    // The old token shows up again a minute later: someone copied it. The family is revoked…
    const stolen = await refresh(
      { type: 'RotateRefreshToken', data: { familyId, presentedHash: r0, newTokenHash: r2 } },
      at(1060),
    );
    expect(() => refreshRotation(stolen.events)).toThrow(
      expect.objectContaining({ code: 'REFRESH_TOKEN_REUSED' }),
    );
    // …and the rightful holder's newest token no longer refreshes either.
    await expect(
      refresh(
        { type: 'RotateRefreshToken', data: { familyId, presentedHash: r1, newTokenHash: r2 } },
        at(1070),
      ),
    ).rejects.toMatchObject({ code: 'REFRESH_TOKEN_REVOKED' });
  });
});
