// The logins of admins (adminlogin) and bikers (bikers/login, bikers/verify) and a biker's
// profile: only an existing user of that kind gets in, and the first answer never says who is one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleCommand } from '@sofre/engine';
import { userAggregate } from '@sofre/engine/identity';
import { demoAdmin } from '../demo/demo-admin.ts';
import { demoVendor } from '../demo/demo-menu.ts';
import { asVendorB, startTestGateway, type TestGateway } from '../testing/test-gateway.ts';
import { bearer, demoPhone, manyLogins, tokenOf } from '../vendors/vendors.test-fixtures.ts';
import { AUTH, freshPhone } from './auth.test-fixtures.ts';

const ADMIN = `${AUTH}/adminlogin`;
const BIKERS = '/api-identity/bikers';
const biker = { userId: 'biker-1', phone: freshPhone(), firstName: 'رضا', lastName: 'پیک' };

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway({ authLimits: manyLogins });
  const result = await handleCommand(gw.platform.store, userAggregate, {
    type: 'RegisterUser',
    data: { ...biker, kind: 'BIKER' },
    metadata: {
      commandId: 'test:biker-1',
      vendorId: demoVendor.vendorId,
      actor: { userId: 'test', kind: 'SYSTEM' },
      now: new Date().toISOString(),
    },
  });
  await gw.platform.readSide.waitFor(result.position!, 5_000);
}, 30_000);
afterAll(() => gw.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  gw.app.inject({ method: 'POST', url, payload, headers });
const codeOf = (phone: string) => gw.sms.lastTo(phone)!.template!.tokens[0]!;
const shapeOf = (body: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(body).map(([k, v]) => [k, k === 'userId' ? 'x' : v]));

describe('adminlogin', () => {
  it('answers the same for an admin’s phone and any other, then logs in only the admin', async () => {
    const other = demoPhone('owner');
    const admin = await post(ADMIN, { phoneNumber: demoAdmin.phone });
    const notAdmin = await post(ADMIN, { phoneNumber: other });
    expect(admin.statusCode).toBe(200);
    expect(notAdmin.statusCode).toBe(200);
    const a = admin.json<Record<string, unknown>>();
    const n = notAdmin.json<Record<string, unknown>>();
    expect(shapeOf(n)).toEqual({ ...shapeOf(a), phoneNumber: other });

    const refused = await post(ADMIN, { userId: n.userId as string, otp: codeOf(other) });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ code: 'USER_NOT_FOUND' });

    const wrong = await post(ADMIN, { userId: a.userId as string, otp: '000000' });
    expect(wrong.json()).toMatchObject({ code: 'OTP_INVALID' });
    const res = await post(ADMIN, { userId: a.userId as string, otp: codeOf(demoAdmin.phone) });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ status: string; token: string; user: { kind: string } }>();
    expect(body).toMatchObject({ status: 'LOGGED_IN', user: { id: 'demo-admin', kind: 'ADMIN' } });
    // An admin is no user of a vendor: the token opens no vendor's back office.
    const me = await gw.app.inject({
      method: 'GET',
      url: '/api-identity/vendors/me',
      headers: bearer(body.token),
    });
    expect(me.statusCode).toBe(401);

    // Renewed on the vendor's host, the login stays the platform's.
    const { refreshToken } = res.json<{ refreshToken: string }>();
    const renewed = await post(`${AUTH}/refreshtoken`, { refreshToken });
    expect(renewed.statusCode).toBe(200);
    const features = await gw.app.inject({
      method: 'GET',
      url: '/api-identity/feature/all',
      headers: bearer(renewed.json<{ token: string }>().token),
    });
    expect(features.statusCode).toBe(200);
  });

  it('does not take a customer login’s challenge, and lists bad fields', async () => {
    const phone = freshPhone();
    const login = await post(`${AUTH}/login`, { phoneNumber: phone });
    const sealed = login.json<{ userId: string }>().userId;
    const res = await post(ADMIN, { userId: sealed, otp: codeOf(phone) });
    expect(res.json()).toMatchObject({ code: 'OTP_INVALID' });
    const bad = await post(ADMIN, { phoneNumber: '12' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: unknown[] }>().errors.length).toBeGreaterThan(0);
  });
});

describe('bikers login and verify', () => {
  const login = (phone: string, headers: Record<string, string> = {}) =>
    post(`${BIKERS}/login`, { phoneNumber: phone }, headers);

  it('logs in an existing biker of the vendor', async () => {
    const sealed = (await login(biker.phone)).json<{ userId: string }>().userId;
    const res = await post(`${BIKERS}/verify`, { userId: sealed, otp: codeOf(biker.phone) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'LOGGED_IN',
      user: { id: 'biker-1', kind: 'BIKER' },
    });
  });

  it('refuses a non-biker (staff) and a biker of another vendor, after the same login answer', async () => {
    const cashier = demoPhone('cashier');
    const first = await login(cashier);
    expect(first.statusCode).toBe(200);
    expect(Object.keys(first.json()).sort()).toEqual(
      ['expiresInSeconds', 'isRegistered', 'phoneNumber', 'resendInSeconds', 'userId'].sort(),
    );
    const sealed = first.json<{ userId: string }>().userId;
    const refused = await post(`${BIKERS}/verify`, { userId: sealed, otp: codeOf(cashier) });
    expect(refused.json()).toMatchObject({ code: 'USER_NOT_FOUND' });

    gw.advanceClock(3 * 60_000); // past the resend cooldown of the first test's code
    const atB = await login(biker.phone, asVendorB);
    const sealedB = atB.json<{ userId: string }>().userId;
    const res = await post(
      `${BIKERS}/verify`,
      { userId: sealedB, otp: codeOf(biker.phone) },
      asVendorB,
    );
    expect(res.json()).toMatchObject({ code: 'USER_NOT_FOUND' });
  });
});

describe('GET bikers/{id}', () => {
  it('shows a biker to staff who manage deliveries, of their own vendor only', async () => {
    const owner = await tokenOf(gw, demoPhone('owner'));
    const cashier = await tokenOf(gw, demoPhone('kitchen'));
    const ownerB = await tokenOf(gw, demoPhone('owner'), asVendorB);
    const get = (id: string, headers: Record<string, string> = {}) =>
      gw.app.inject({ method: 'GET', url: `${BIKERS}/${id}`, headers });

    const res = await get('biker-1', bearer(owner));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: 'biker-1',
      firstName: 'رضا',
      lastName: 'پیک',
      phoneNumber: biker.phone,
    });
    expect((await get('biker-1')).statusCode).toBe(401);
    expect((await get('biker-1', bearer(cashier))).statusCode).toBe(403);
    expect((await get('biker-1', bearer(ownerB))).statusCode).toBe(401);
    expect((await get('biker-1', bearer(ownerB, asVendorB))).statusCode).toBe(404);
    expect((await get('demo-cashier', bearer(owner))).statusCode).toBe(404);
  });
});
