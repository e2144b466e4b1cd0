// A renewal bought before the term ends (through the sandbox payment) starts where the term ends:
// the vendor's plan then runs to the renewal's end, and says so — the end, the days left — while
// the term in force is still the first one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestGateway } from '../testing/test-gateway.ts';
import { payContract, startSubscriptionGateway } from './subscriptions.test-fixtures.ts';

type Headers = () => Promise<Record<string, string>>;
let gateway: TestGateway;
let asOwnerC: Headers;
beforeAll(async () => {
  ({ gateway, asOwnerC } = await startSubscriptionGateway());
}, 30_000);
afterAll(() => gateway.close());

const DAY_MS = 86_400_000;

async function buyPro() {
  const headers = await asOwnerC();
  const opened = await gateway.app.inject({
    method: 'POST',
    url: '/api-identity/subscriptions',
    headers,
    payload: { packageId: 'package-pro', period: 'MONTHLY' },
  });
  expect(opened.statusCode, opened.body).toBe(201);
  const paid = await payContract(gateway, headers, opened.json().contract.id);
  expect(paid.first.headers.location).toContain('payment=ok');
}
const status = async () =>
  (
    await gateway.app.inject({
      url: '/api-identity/subscriptions/usages/status',
      headers: await asOwnerC(),
    })
  ).json<{ endsAt: string; daysLeft: number; package: { id: string } }>();

describe('an early renewal', () => {
  it('moves the plan’s end one period on, the days left with it', async () => {
    await buyPro();
    const first = await status();
    expect(first).toMatchObject({ package: { id: 'package-pro' }, daysLeft: 30 });

    gateway.advanceClock(10 * DAY_MS);
    await buyPro();
    const renewed = await status();
    expect(Date.parse(renewed.endsAt) - Date.parse(first.endsAt)).toBe(30 * DAY_MS);
    expect(renewed.daysLeft).toBe(50);

    // Past the first term's end the renewal is in force, to the same end.
    gateway.advanceClock(25 * DAY_MS);
    expect(await status()).toMatchObject({ endsAt: renewed.endsAt, daysLeft: 25 });
  });
});
