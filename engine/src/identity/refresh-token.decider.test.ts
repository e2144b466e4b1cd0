import { describe, expect, it } from 'vitest';
import { specFor } from '../testing/given-when-then.ts';
import { at, T0 } from './identity.test-fixtures.ts';
import { refreshFamilyDecider, refreshRotation } from './refresh-token.decider.ts';
import { REFRESH_IDLE_TTL_SECONDS, REFRESH_REUSE_GRACE_SECONDS } from './refresh-token.rules.ts';
import {
  logout,
  R0,
  R1,
  R2,
  R3,
  R4,
  revoked,
  rotate,
  rotated,
  startFamily,
  started,
} from './refresh-token.test-fixtures.ts';

const given = specFor(refreshFamilyDecider);
const DAY = 24 * 3600;

describe('StartRefreshFamily', () => {
  it('a login starts a family that ends in 30 days at the latest', () => {
    given([]).when(startFamily()).then([started]);
    expect(started.data.absoluteExpiresAt).toBe('2025-04-20T08:00:00.000Z');
  });

  it('a family id is used once', () => {
    given([started]).when(startFamily()).thenRefuses('REFRESH_TOKEN_INVALID');
  });
});

describe('RotateRefreshToken', () => {
  it('the current token is rotated for a new one', () => {
    given([started])
      .when(rotate(R0, R1, at(900)))
      .then([rotated(R0, R1, at(900))]);
    expect(refreshRotation([rotated(R0, R1, at(900))])).toEqual({ withinGrace: false });
  });

  it('presenting a rotated-out token revokes the whole family', () => {
    const history = [started, rotated(R0, R1, at(900)), rotated(R1, R2, at(1800))];
    given(history)
      .when(rotate(R0, R3, at(1810)))
      .then([revoked('REUSE_DETECTED', at(1810))]);
    expect(() => refreshRotation([revoked('REUSE_DETECTED', at(1810))])).toThrow(
      expect.objectContaining({ code: 'REFRESH_TOKEN_REUSED' }),
    );
    // …and after that even the newest token is refused.
    given([...history, revoked('REUSE_DETECTED', at(1810))])
      .when(rotate(R2, R4, at(1820)))
      .thenRefuses('REFRESH_TOKEN_REVOKED');
  });

  it('a token the family never issued is reuse too', () => {
    given([started])
      .when(rotate(R4, R1, at(5)))
      .then([revoked('REUSE_DETECTED', at(5))]);
  });

  it(`the immediately previous token gets a sibling within ${REFRESH_REUSE_GRACE_SECONDS} s`, () => {
    const history = [started, rotated(R0, R1, at(900))];
    given(history)
      .when(rotate(R0, R2, at(905)))
      .then([rotated(R0, R2, at(905), true)]);
    // Both siblings refresh; rotating one retires the other.
    const withSibling = [...history, rotated(R0, R2, at(905), true)];
    given(withSibling)
      .when(rotate(R1, R3, at(906)))
      .then([rotated(R1, R3, at(906))]);
    given(withSibling)
      .when(rotate(R2, R3, at(906)))
      .then([rotated(R2, R3, at(906))]);
  });

  it('the grace ends after its seconds and after two re-issues', () => {
    const history = [started, rotated(R0, R1, at(900))];
    given(history)
      .when(rotate(R0, R2, at(911)))
      .then([revoked('REUSE_DETECTED', at(911))]);
    const twice = [...history, rotated(R0, R2, at(901), true), rotated(R0, R3, at(902), true)];
    given(twice)
      .when(rotate(R0, R4, at(903)))
      .then([revoked('REUSE_DETECTED', at(903))]);
  });

  it('the grace covers only the immediately previous token', () => {
    const history = [started, rotated(R0, R1, at(900)), rotated(R1, R2, at(901))];
    given(history)
      .when(rotate(R0, R3, at(902)))
      .then([revoked('REUSE_DETECTED', at(902))]);
  });

  it('expires 7 days after the last refresh and 30 days after login', () => {
    given([started])
      .when(rotate(R0, R1, at(REFRESH_IDLE_TTL_SECONDS)))
      .thenRefuses('REFRESH_TOKEN_EXPIRED');
    // Refreshing every 6 days keeps it alive until day 30 and not a second longer.
    const steps = [R0, R1, R2, R3, R4];
    const history = [
      started,
      ...[1, 2, 3, 4].map((i) => rotated(steps[i - 1]!, steps[i]!, at(i * 6 * DAY))),
    ];
    given(history)
      .when(rotate(R4, R0, at(30 * DAY - 1)))
      .then([rotated(R4, R0, at(30 * DAY - 1))]);
    given(history)
      .when(rotate(R4, R0, at(30 * DAY)))
      .thenRefuses('REFRESH_TOKEN_EXPIRED');
  });

  it('an unknown family is REFRESH_TOKEN_INVALID', () => {
    given([])
      .when(rotate(R0, R1, T0))
      .thenRefuses('REFRESH_TOKEN_INVALID');
  });
});

describe('RevokeRefreshFamily (logout)', () => {
  it('ends the family; its tokens refresh no more', () => {
    given([started])
      .when(logout(at(60)))
      .then([revoked('LOGOUT', at(60))]);
    given([started, revoked('LOGOUT', at(60))])
      .when(rotate(R0, R1, at(61)))
      .thenRefuses('REFRESH_TOKEN_REVOKED');
  });

  it('twice, or for nothing, changes nothing', () => {
    given([started, revoked('LOGOUT', at(60))])
      .when(logout(at(61)))
      .then([]);
    given([])
      .when(logout(at(61)))
      .then([]);
  });

  it("one user cannot end another's login", () => {
    given([started])
      .when(logout(at(60), 'user-2'))
      .thenRefuses('REFRESH_TOKEN_INVALID');
  });
});
