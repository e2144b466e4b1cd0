// Login by one-time code through the gateway: registration per spec §5, wrong, exhausted, expired
// and reused codes, the resend cooldown, and no enumeration at login.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoVendor } from '../demo/demo-menu.ts';
import { startTestGateway, type TestGateway } from '../testing/test-gateway.ts';
import { authClient, freshPhone } from './auth.test-fixtures.ts';

let gw: TestGateway;
let client: ReturnType<typeof authClient>;
beforeAll(async () => {
  const many = 1_000;
  gw = await startTestGateway({
    authLimits: {
      loginPerIp: many,
      loginPerPhone: many,
      verifyPerIp: many,
      verifyPerPhone: many,
      windowMs: 600_000,
    },
  });
  client = authClient(gw);
}, 30_000);
afterAll(() => gw.close());

const names = { firstName: 'سارا', lastName: 'نوری' };

describe('login', () => {
  it('sends a six-digit code by SMS and stores only its hash', async () => {
    const phone = freshPhone();
    const { res, challenge } = await client.login(`+98 ${phone.slice(1)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ isRegistered: true, phoneNumber: phone });
    expect(challenge).not.toContain(phone);
    const code = client.codeSentTo(phone);
    expect(code).toMatch(/^\d{6}$/);
    const events = await gw.platform.store.readStream(
      `otp-${demoVendor.vendorId}-CUSTOMER-${phone}`,
    );
    expect(events.map((e) => e.type)).toEqual(['OtpIssued']);
    expect(JSON.stringify(events)).not.toContain(code);
  });

  it('answers a registered and an unregistered phone with the same status and body shape', async () => {
    const known = freshPhone();
    await client.logIn(known, names);
    gw.advanceClock(61_000); // past the resend cooldown of the known phone
    const a = await client.login(known);
    const b = await client.login(freshPhone());
    expect(a.res.statusCode).toBe(b.res.statusCode);
    const shape = (body: Record<string, unknown>) =>
      Object.entries(body).map(([k, v]) => [k, typeof v, k === 'phoneNumber' ? '' : v]);
    const [bodyA, bodyB] = [a.res.json(), b.res.json()];
    expect(shape({ ...bodyA, userId: '' })).toEqual(shape({ ...bodyB, userId: '' }));
    expect(bodyA.userId.length).toBe(bodyB.userId.length);
  });

  it('refuses a second code within the cooldown with 429', async () => {
    const phone = freshPhone();
    await client.login(phone);
    const { res } = await client.login(phone);
    expect(res.statusCode).toBe(429);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({ code: 'OTP_RESEND_TOO_SOON' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses a phone that is not an Iranian mobile, with a field error', async () => {
    const res = await client.post('login', { phoneNumber: '12345' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ field: 'phoneNumber' });
  });
});

describe('verify', () => {
  it('registers a new user who sends names, and logs them in', async () => {
    const body = await client.logIn(freshPhone(), names);
    expect(body).toMatchObject({ status: 'LOGGED_IN', user: { ...names, kind: 'CUSTOMER' } });
    expect(body.token.split('.')).toHaveLength(3);
    expect(body.refreshToken).toMatch(/\./);
  });

  it('logs an existing user in without names', async () => {
    const phone = freshPhone();
    const first = await client.logIn(phone, names);
    gw.advanceClock(61_000);
    const again = await client.logIn(phone);
    expect(again).toMatchObject({ status: 'LOGGED_IN', user: { id: first.user.id, ...names } });
  });

  it('asks an unregistered phone for names only after the code is proven, keeping the code', async () => {
    const phone = freshPhone();
    const { challenge } = await client.login(phone);
    const otp = client.codeSentTo(phone);
    const first = await client.post('verify', { userId: challenge, otp });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: 'NEEDS_REGISTRATION' });
    const second = await client.post('verify', { userId: challenge, otp, ...names });
    expect(second.json()).toMatchObject({ status: 'LOGGED_IN', user: names });
  });

  it('refuses a wrong code with the Persian message, and the fifth wrong try kills the code', async () => {
    const phone = freshPhone();
    const { challenge } = await client.login(phone);
    const otp = client.codeSentTo(phone);
    const wrong = otp === '000000' ? '111111' : '000000';
    const res = await client.post('verify', { userId: challenge, otp: wrong });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'OTP_INVALID', message: 'کد وارد شده صحیح نیست' });
    for (let i = 2; i <= 4; i++) await client.post('verify', { userId: challenge, otp: wrong });
    const fifth = await client.post('verify', { userId: challenge, otp: wrong });
    expect(fifth.json()).toMatchObject({ code: 'OTP_TOO_MANY_ATTEMPTS' });
    const right = await client.post('verify', { userId: challenge, otp, ...names });
    expect(right.statusCode).toBe(400);
    expect(right.json()).toMatchObject({ code: 'OTP_TOO_MANY_ATTEMPTS' });
  });

  it('refuses a code after its two minutes', async () => {
    const phone = freshPhone();
    const { challenge } = await client.login(phone);
    gw.advanceClock(121_000);
    const res = await client.post('verify', {
      userId: challenge,
      otp: client.codeSentTo(phone),
      ...names,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'OTP_EXPIRED' });
  });

  it('refuses a code used once already', async () => {
    const phone = freshPhone();
    const { challenge } = await client.login(phone);
    const otp = client.codeSentTo(phone);
    await client.post('verify', { userId: challenge, otp, ...names });
    const again = await client.post('verify', { userId: challenge, otp });
    expect(again.json()).toMatchObject({ code: 'OTP_ALREADY_USED' });
  });

  it('refuses a made-up challenge like a wrong code, and a challenge of another vendor', async () => {
    const made = await client.post('verify', { userId: 'abc', otp: '123456' });
    expect(made.json()).toMatchObject({ code: 'OTP_INVALID' });
    const phone = freshPhone();
    const { challenge } = await client.login(phone);
    const onB = await client.post(
      'verify',
      { userId: challenge, otp: client.codeSentTo(phone) },
      { 'x-vendor-domain': 'b.sofre.local' },
    );
    expect(onB.json()).toMatchObject({ code: 'OTP_INVALID' });
  });

  it('refuses bad names with field errors and keeps the code', async () => {
    const phone = freshPhone();
    const { challenge } = await client.login(phone);
    const otp = client.codeSentTo(phone);
    const bad = await client.post('verify', {
      userId: challenge,
      otp,
      firstName: '  ',
      lastName: 'نوری',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { field: string }) => e.field)).toEqual(['firstName']);
    const good = await client.post('verify', { userId: challenge, otp, ...names });
    expect(good.json()).toMatchObject({ status: 'LOGGED_IN' });
  });
});
