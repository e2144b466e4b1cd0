import { describe, expect, it } from 'vitest';
import { jwt } from './browser.test-fixtures.ts';
import { loginOf, renewalDueAt, tokenClaims } from './token-claims.ts';

describe('what a page reads from its access token', () => {
  it('the claims of a JWT, Persian names and all', () => {
    const token = jwt({ sub: 'کاربر', vendorId: 'v1', kind: 'STAFF', iat: 100, exp: 1000 });
    expect(tokenClaims(token)).toEqual({ sub: 'کاربر', vendorId: 'v1', iat: 100, exp: 1000 });
    expect(loginOf(tokenClaims(token)!)).toBe('v1/کاربر');
  });

  it.each(['access-1', '', 'a.b.c', `x.${btoa('{"sub":"u"}')}.y`])('nothing from %j', (token) =>
    expect(tokenClaims(token)).toBeUndefined(),
  );

  it('is due a minute before it expires, a quarter of its life for a short one', () => {
    expect(renewalDueAt({ sub: 'u', iat: 0, exp: 900 })).toBe(840_000);
    expect(renewalDueAt({ sub: 'u', iat: 0, exp: 20 })).toBe(15_000);
  });
});
