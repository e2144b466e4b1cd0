// A code's use limit through HTTP (issue 32): five vendors redeem a code of two uses at the same
// moment; exactly two hold its package, the others are refused in Persian, and the admin's list
// counts two uses. One vendor racing itself with a code is counted once, whoever lands first.
import { errorMessages } from '@sofre/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../demo/seed-demo.ts';
import { VENDOR_B, type TestGateway } from '../testing/test-gateway.ts';
import { startSubscriptionGateway, VENDOR_C } from './subscriptions.test-fixtures.ts';

const MORE_VENDORS = [
  { vendorId: 'vendor-d', name: 'کافه چهارم', domains: ['d.sofre.local'] },
  { vendorId: 'vendor-e', name: 'کافه پنجم', domains: ['e.sofre.local'] },
];

let gateway: TestGateway;
let asAdmin: () => Promise<Record<string, string>>;
beforeAll(async () => {
  ({ gateway, asAdmin } = await startSubscriptionGateway());
  for (const vendor of MORE_VENDORS) {
    const seeded = await seedDemo(gateway.platform.store, { ...vendor, packageId: null });
    await gateway.platform.readSide.waitFor(seeded, 10_000);
  }
}, 60_000);
afterAll(() => gateway.close());

/** The owner's headers at each vendor: A on localhost, the others on their own domain. */
const owners = async () => [
  { authorization: `Bearer ${await gateway.tokenFor('demo-owner')}` },
  ...(await Promise.all(
    [VENDOR_B, VENDOR_C, ...MORE_VENDORS].map(async (v) => ({
      authorization: `Bearer ${await gateway.tokenFor('demo-owner', v.vendorId)}`,
      'x-vendor-domain': v.domains[0]!,
    })),
  )),
];

describe("a code's use limit", () => {
  it('lets exactly its limit of vendors racing for it redeem it', async () => {
    const made = await gateway.app.inject({
      method: 'POST',
      url: '/api-identity/usersubscriptioncode',
      headers: await asAdmin(),
      payload: {
        code: 'RACE2',
        packageId: 'package-basic',
        kind: 'GRANT',
        days: 14,
        usageLimit: 2,
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    const answers = await Promise.all(
      (await owners()).map((headers) =>
        gateway.app.inject({
          method: 'POST',
          url: '/api-identity/subscriptions',
          headers,
          payload: { code: 'RACE2' },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 422, 422, 422]);
    for (const refused of answers.filter((a) => a.statusCode === 422))
      expect(refused.json()).toMatchObject({
        code: 'SUBSCRIPTION_CODE_USED_UP',
        message: errorMessages.SUBSCRIPTION_CODE_USED_UP,
      });
    for (const taken of answers.filter((a) => a.statusCode === 201))
      expect(taken.json().plan).toMatchObject({ package: { id: 'package-basic' }, daysLeft: 14 });
    const list = await gateway.app.inject({
      method: 'GET',
      url: '/api-identity/usersubscriptioncode/list',
      headers: await asAdmin(),
    });
    expect(list.json().find((c: { code: string }) => c.code === 'RACE2')).toMatchObject({
      used: 2,
    });
  });

  it('counts once a vendor racing itself with a whole-price DISCOUNT code', async () => {
    const made = await gateway.app.inject({
      method: 'POST',
      url: '/api-identity/usersubscriptioncode',
      headers: await asAdmin(),
      payload: {
        code: 'SELFRACE',
        packageId: 'package-basic',
        kind: 'DISCOUNT',
        discountPercent: 100,
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    // Two tabs of one vendor: the first claim on the code is new, the second a repeat. The worst
    // order is forced: the second's contract lands (paid at once) before the first's, which is
    // refused — and the first's place on the counter must not be given back.
    const [owner] = await owners();
    const { store } = gateway.platform;
    const append = store.append.bind(store);
    let letFirstGo: (() => void) | undefined;
    store.append = async (stream, events, expected) => {
      if (!events.some((e) => e.type === 'ContractOpened')) return append(stream, events, expected);
      if (!letFirstGo) {
        await new Promise<void>((resolve) => (letFirstGo = resolve));
        return append(stream, events, expected);
      }
      try {
        return await append(stream, events, expected);
      } finally {
        letFirstGo();
      }
    };
    const answers = await Promise.all(
      [1, 2].map(() =>
        gateway.app.inject({
          method: 'POST',
          url: '/api-identity/subscriptions',
          headers: owner!,
          payload: { packageId: 'package-basic', period: 'MONTHLY', code: 'SELFRACE' },
        }),
      ),
    );
    store.append = append;
    expect(answers.map((a) => a.statusCode)).toEqual([409, 201]);
    expect(answers.find((a) => a.statusCode === 409)!.json()).toMatchObject({
      code: 'SUBSCRIPTION_CODE_ALREADY_USED',
      message: errorMessages.SUBSCRIPTION_CODE_ALREADY_USED,
    });
    const list = await gateway.app.inject({
      method: 'GET',
      url: '/api-identity/usersubscriptioncode/list',
      headers: await asAdmin(),
    });
    expect(list.json().find((c: { code: string }) => c.code === 'SELFRACE')).toMatchObject({
      used: 1,
    });
  });
});
