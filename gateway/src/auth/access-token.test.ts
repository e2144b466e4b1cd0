// Access tokens: signed claims verified, then kept until they expire — a kept token still dies at
// its expiry, and a forged or tampered one is never taken from the cache's neighbours.
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS, accessTokens } from './access-token.ts';

const key = Buffer.alloc(32, 7);
const claims = { sub: 'u1', vendorId: 'v1', kind: 'STAFF' as const, sid: 'family-1' };
const at = (iso: string, plusSeconds = 0) => new Date(Date.parse(iso) + plusSeconds * 1000);
const T0 = '2026-11-22T08:00:00.000Z';

describe('access tokens', () => {
  it('verifies its own claims, again and again, until the token expires', async () => {
    const tokens = accessTokens(key);
    const token = await tokens.sign(claims, at(T0));
    expect(await tokens.verify(token, at(T0, 1))).toEqual(claims);
    expect(await tokens.verify(token, at(T0, ACCESS_TOKEN_TTL_SECONDS - 1))).toEqual(claims);
    expect(await tokens.verify(token, at(T0, ACCESS_TOKEN_TTL_SECONDS))).toBeUndefined();
    expect(await tokens.verify(token, at(T0, 1))).toEqual(claims);
  });

  it('refuses a token signed with another key or changed by one character', async () => {
    const token = await accessTokens(key).sign(claims, at(T0));
    const tokens = accessTokens(key);
    expect(await tokens.verify(token, at(T0, 1))).toEqual(claims);
    expect(await accessTokens(Buffer.alloc(32, 8)).verify(token, at(T0, 1))).toBeUndefined();
    const tampered = `${token.slice(0, -2)}${token.endsWith('A') ? 'B' : 'A'}${token.at(-1)}`;
    expect(await tokens.verify(tampered, at(T0, 1))).toBeUndefined();
  });

  it('lives as long as the gateway is told (ACCESS_TOKEN_TTL_SECONDS)', async () => {
    const tokens = accessTokens(key, 20);
    const token = await tokens.sign(claims, at(T0));
    expect(tokens.ttlSeconds).toBe(20);
    expect(await tokens.verify(token, at(T0, 19))).toEqual(claims);
    expect(await tokens.verify(token, at(T0, 20))).toBeUndefined();
  });
});
