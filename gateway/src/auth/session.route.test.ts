// After the code: refresh-token rotation and reuse, logout, the profile (me), and tenancy of
// bearer tokens.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asVendorB, startTestGateway, type TestGateway } from '../testing/test-gateway.ts';
import { seedDemo } from '../demo/seed-demo.ts';
import { AUTH, authClient, freshPhone } from './auth.test-fixtures.ts';

let gw: TestGateway;
let client: ReturnType<typeof authClient>;
beforeAll(async () => {
  gw = await startTestGateway();
  client = authClient(gw);
}, 30_000);
afterAll(() => gw.close());

const names = { firstName: 'علی', lastName: 'رضایی' };
const me = (token: string, headers: Record<string, string> = {}) =>
  gw.app.inject({ method: 'GET', url: `${AUTH}/me`, headers: client.bearer(token, headers) });
const refresh = (refreshToken: string) => client.post('refreshtoken', { refreshToken });

describe('refresh tokens', () => {
  it('rotate on every use; a spent token revokes the whole login, the newest too', async () => {
    const login = await client.logIn(freshPhone(), names);
    const first = await refresh(login.refreshToken);
    expect(first.statusCode).toBe(200);
    const pair = first.json<{ token: string; refreshToken: string }>();
    expect(pair.refreshToken).not.toBe(login.refreshToken);
    expect((await me(pair.token)).statusCode).toBe(200);

    gw.advanceClock(11_000); // past the 10 s grace for the token just spent
    const reused = await refresh(login.refreshToken);
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toMatchObject({ code: 'REFRESH_TOKEN_REUSED' });
    const newest = await refresh(pair.refreshToken);
    expect(newest.statusCode).toBe(401);
    expect(newest.json()).toMatchObject({ code: 'REFRESH_TOKEN_REVOKED' });
    // Whoever stole a token holds an access token too: the whole login's access tokens die.
    for (const token of [login.token, pair.token]) {
      const res = await me(token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
  });

  it('refuses a made-up refresh token with 401', async () => {
    const res = await refresh('not-a-token');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'REFRESH_TOKEN_INVALID' });
  });
});

describe('logout', () => {
  it('revokes the login: its refresh token no longer works', async () => {
    const login = await client.logIn(freshPhone(), names);
    const out = await gw.app.inject({
      method: 'DELETE',
      url: `${AUTH}/logout`,
      headers: client.bearer(login.token),
    });
    expect(out.statusCode).toBe(204);
    const res = await refresh(login.refreshToken);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'REFRESH_TOKEN_REVOKED' });
  });

  it('ends the access token at once, and only that login’s', async () => {
    const phone = freshPhone();
    const ending = await client.logIn(phone, names);
    gw.advanceClock(61_000); // past the code's resend cooldown
    const other = await client.logIn(phone);
    expect((await me(ending.token)).statusCode).toBe(200);
    const out = await gw.app.inject({
      method: 'DELETE',
      url: `${AUTH}/logout`,
      headers: client.bearer(ending.token),
    });
    expect(out.statusCode).toBe(204);
    const after = await me(ending.token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    // The same user's other login (another device) goes on working.
    expect((await me(other.token)).statusCode).toBe(200);
    // Public routes refuse the dead token too rather than treating the caller as a guest.
    const again = await gw.app.inject({
      method: 'DELETE',
      url: `${AUTH}/logout`,
      headers: client.bearer(ending.token),
    });
    expect(again.statusCode).toBe(401);
  });

  it('needs a bearer token', async () => {
    const res = await gw.app.inject({ method: 'DELETE', url: `${AUTH}/logout` });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

describe('me', () => {
  it('reads and changes the profile; bad fields come back in errors', async () => {
    const login = await client.logIn(freshPhone(), names);
    expect((await me(login.token)).json()).toMatchObject({ id: login.user.id, ...names });
    const put = (payload: object) =>
      gw.app.inject({
        method: 'PUT',
        url: `${AUTH}/me`,
        headers: client.bearer(login.token),
        payload,
      });
    const bad = await put({ firstName: '', lastName: 'رضایی', email: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
    const fields = bad.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['firstName', 'email']));
    const ok = await put({ firstName: 'علي', lastName: 'رضایی', email: 'Ali@Example.ir' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ firstName: 'علی', email: 'ali@example.ir' });
    expect((await me(login.token)).json()).toMatchObject({ firstName: 'علی' });
  });

  it('refuses no token, a forged token and an expired one with 401', async () => {
    const login = await client.logIn(freshPhone(), names);
    expect((await gw.app.inject({ method: 'GET', url: `${AUTH}/me` })).statusCode).toBe(401);
    expect((await me(`${login.token}x`)).statusCode).toBe(401);
    gw.advanceClock(16 * 60_000);
    expect((await me(login.token)).statusCode).toBe(401);
  });

  it("refuses vendor A's token on vendor B's domain", async () => {
    const login = await client.logIn(freshPhone(), names);
    expect((await me(login.token)).statusCode).toBe(200);
    const onB = await me(login.token, asVendorB);
    expect(onB.statusCode).toBe(401);
    expect(onB.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

describe('demo staff', () => {
  it('the seeded cashier logs in with a code as STAFF; seeding again adds nothing', async () => {
    const before = (await gw.platform.store.readAll(undefined, 100_000)).length;
    await seedDemo(gw.platform.store);
    expect((await gw.platform.store.readAll(undefined, 100_000)).length).toBe(before);
    const login = await client.logIn('09120000002');
    expect(login).toMatchObject({
      status: 'LOGGED_IN',
      user: { id: 'demo-cashier', kind: 'STAFF' },
    });
  });
});
