import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { specFor } from '../testing/given-when-then.ts';
import { metadataAt, T0 } from './identity.test-fixtures.ts';
import { userCommandSchemas, type UserCommandOf, type UserCommandType } from './user.commands.ts';
import { userDecider } from './user.decider.ts';
import { UserProfileUpdated, UserRegistered } from './user.events.ts';
import { verifyConsumesCode, verifyOutcome } from './verify-outcome.ts';

const given = specFor(userDecider);
const userCommand = <T extends UserCommandType>(
  type: T,
  input: z.input<(typeof userCommandSchemas)[T]>,
  by = 'user-1',
): UserCommandOf<T> =>
  ({
    type,
    data: userCommandSchemas[type].parse(input),
    metadata: metadataAt(T0, by),
  }) as UserCommandOf<T>;

const registered = UserRegistered({
  userId: 'user-1',
  phone: '09123456789',
  firstName: 'علی',
  lastName: 'کریمی',
  kind: 'CUSTOMER',
});
const register = userCommand('RegisterUser', {
  userId: 'user-1',
  phone: '+98 912 345 6789',
  firstName: ' علي ',
  lastName: 'كريمی',
  kind: 'CUSTOMER',
});

describe('RegisterUser', () => {
  it('registers with a normalised phone and Persian letters', () => {
    given([]).when(register).then([registered]);
  });

  it('once', () => {
    given([registered]).when(register).thenRefuses('USER_ALREADY_EXISTS');
  });
});

describe('UpdateProfile (me PUT)', () => {
  const update = (email?: string, by?: string) =>
    userCommand(
      'UpdateProfile',
      { userId: 'user-1', firstName: 'علی', lastName: 'رضایی', email },
      by,
    );

  it('changes names and email', () => {
    given([registered])
      .when(update(' Ali@Example.IR '))
      .then([
        UserProfileUpdated({
          userId: 'user-1',
          firstName: 'علی',
          lastName: 'رضایی',
          email: 'ali@example.ir',
        }),
      ]);
  });

  it('an absent email keeps it, an empty one clears it, the same values change nothing', () => {
    const withEmail = UserProfileUpdated({
      userId: 'user-1',
      firstName: 'علی',
      lastName: 'رضایی',
      email: 'ali@example.ir',
    });
    given([registered, withEmail]).when(update()).then([]);
    given([registered, withEmail])
      .when(update(''))
      .then([UserProfileUpdated({ ...withEmail.data, email: null })]);
  });

  it('refuses a malformed email and blank names at the schema', () => {
    const schema = userCommandSchemas.UpdateProfile;
    expect(
      schema.safeParse({ userId: 'u', firstName: 'a', lastName: 'b', email: 'x@' }).success,
    ).toBe(false);
    expect(schema.safeParse({ userId: 'u', firstName: '  ', lastName: 'b' }).success).toBe(false);
  });

  it("nobody else edits a user's profile, and an unknown user is USER_NOT_FOUND", () => {
    given([registered]).when(update('a@b.ir', 'user-2')).thenRefuses('USER_NOT_FOUND');
    given([]).when(update('a@b.ir')).thenRefuses('USER_NOT_FOUND');
  });
});

describe('verifyOutcome (spec §5)', () => {
  const names = { firstName: 'مریم', lastName: 'احمدی' };

  it('a registered user logs in, with or without names', () => {
    expect(verifyOutcome(true, { userId: 'u1' })).toEqual({ kind: 'LOG_IN', userId: 'u1' });
    expect(verifyOutcome(true, { userId: 'u1' }, names)).toEqual({ kind: 'LOG_IN', userId: 'u1' });
  });

  it('a new customer with names registers; without names the client must ask for them', () => {
    expect(verifyOutcome(true, undefined, names)).toEqual({ kind: 'REGISTER_AND_LOG_IN', names });
    expect(verifyOutcome(true)).toEqual({ kind: 'NEEDS_REGISTRATION' });
    // …and that first verify keeps the code alive for the second.
    expect(verifyConsumesCode(undefined, undefined)).toBe(false);
    expect(verifyConsumesCode(undefined, names)).toBe(true);
    expect(verifyConsumesCode({ userId: 'u1' })).toBe(true);
  });

  it('staff, bikers and admins do not register themselves', () => {
    expect(verifyOutcome(true, undefined, names, 'STAFF')).toEqual({
      kind: 'REFUSED',
      code: 'USER_NOT_FOUND',
    });
    expect(verifyConsumesCode(undefined, undefined, 'ADMIN')).toBe(true);
  });

  it('nothing happens without a verified code', () => {
    expect(verifyOutcome(false, { userId: 'u1' })).toEqual({
      kind: 'REFUSED',
      code: 'OTP_INVALID',
    });
  });
});
