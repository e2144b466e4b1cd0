// The per-phone rate limit on verify (the per-IP one works the same with another key): past the
// limit the answer is 429 problem+json in Persian, whatever the code.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../testing/test-gateway.ts';
import { authClient, freshPhone } from './auth.test-fixtures.ts';
import { defaultAuthLimits } from './auth-rate-limit.ts';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
}, 30_000);
afterAll(() => gw.close());

it('limits verifies per phone, even from many addresses', async () => {
  const client = authClient(gw);
  const phone = freshPhone();
  const { challenge } = await client.login(phone);
  const verifyFrom = (ip: string) =>
    gw.app.inject({
      method: 'POST',
      url: '/api-identity/identity/auth/verify',
      payload: { userId: challenge, otp: '000000' },
      remoteAddress: ip,
    });
  for (let i = 0; i < defaultAuthLimits.verifyPerPhone; i++) {
    expect((await verifyFrom(`10.0.0.${i + 1}`)).statusCode).toBe(400);
  }
  const limited = await verifyFrom('10.0.1.1');
  expect(limited.statusCode).toBe(429);
  expect(limited.headers['content-type']).toContain('application/problem+json');
  expect(limited.json()).toMatchObject({
    code: 'RATE_LIMITED',
    message: expect.stringMatching(/درخواست/),
  });
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  // Another phone from the same address is not limited by it.
  const other = freshPhone();
  const { challenge: otherChallenge } = await client.login(other);
  const res = await gw.app.inject({
    method: 'POST',
    url: '/api-identity/identity/auth/verify',
    payload: { userId: otherChallenge, otp: client.codeSentTo(other) },
    remoteAddress: '10.0.1.1',
  });
  expect(res.statusCode).toBe(200);
});

it('limits logins per phone', async () => {
  const client = authClient(gw);
  const phone = freshPhone();
  for (let i = 0; i < defaultAuthLimits.loginPerPhone; i++) {
    gw.advanceClock(61_000); // past the domain's own resend cooldown
    expect((await client.login(phone, {})).res.statusCode).toBe(200);
  }
  gw.advanceClock(61_000);
  const { res } = await client.login(phone);
  expect(res.statusCode).toBe(429);
  expect(res.json()).toMatchObject({ code: 'RATE_LIMITED' });
});
