// Subscription codes and usage limits through HTTP (issue 32): the admin makes codes, a vendor
// looks one up and redeems it (a GRANT gives its package, a DISCOUNT takes from the price), a code
// is used within its limit however vendors race, and orders racing for the package's last places
// are counted exactly — the cap is never overrun.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salonOrder, type TestGateway } from '../testing/test-gateway.ts';
import { startSubscriptionGateway } from './subscriptions.test-fixtures.ts';

type Headers = () => Promise<Record<string, string>>;
let gateway: TestGateway;
let asOwnerC: Headers;
let asAdmin: Headers;
beforeAll(async () => {
  ({ gateway, asOwnerC, asAdmin } = await startSubscriptionGateway());
  const tiny = await send('POST', '/api-identity/feature/packages', asAdmin, {
    id: 'package-tiny',
    title: 'کوچک',
    features: ['KDS'],
    prices: { MONTHLY: 1_000_000 },
    limits: { ORDERS: 2 },
  });
  expect(tiny.statusCode).toBe(201);
});
afterAll(() => gateway.close());

async function send(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Headers,
  payload?: object,
) {
  return gateway.app.inject({
    method,
    url,
    headers: await headers(),
    ...(payload ? { payload } : {}),
  });
}
const asOwnerB: Headers = async () => gateway.asOwnerB;
const code = (over: object) => ({ packageId: 'package-tiny', kind: 'GRANT', days: 7, ...over });

describe('subscription codes', () => {
  it('are made by the admin only', async () => {
    const byVendor = await send(
      'POST',
      '/api-identity/usersubscriptioncode',
      asOwnerC,
      code({ code: 'X123' }),
    );
    expect(byVendor.statusCode).toBe(403);
    const bad = await send(
      'POST',
      '/api-identity/usersubscriptioncode',
      asAdmin,
      code({ code: 'NOPKG', packageId: 'nope' }),
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().code).toBe('PACKAGE_NOT_FOUND');
  });

  it('a GRANT code gives its package once, within its limit of vendors', async () => {
    const made = await send(
      'POST',
      '/api-identity/usersubscriptioncode',
      asAdmin,
      code({ code: 'tiny7', usageLimit: 1 }),
    );
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ code: 'TINY7', packageTitle: 'کوچک', used: 0 });

    const looked = await send('GET', '/api-identity/usersubscriptioncode/Tiny7', asOwnerC);
    expect(looked.json()).toMatchObject({ kind: 'GRANT', packageId: 'package-tiny', days: 7 });

    const redeemed = await send('POST', '/api-identity/subscriptions', asOwnerC, { code: 'TINY7' });
    expect(redeemed.statusCode, redeemed.body).toBe(201);
    expect(redeemed.json()).toMatchObject({
      contract: null,
      plan: { package: { id: 'package-tiny' }, daysLeft: 7 },
    });

    const byB = await send('POST', '/api-identity/subscriptions', asOwnerB, { code: 'TINY7' });
    expect(byB.statusCode).toBe(422);
    expect(byB.json().code).toBe('SUBSCRIPTION_CODE_USED_UP');
    const list = await send('GET', '/api-identity/usersubscriptioncode/list', asAdmin);
    expect(list.json().find((c: { code: string }) => c.code === 'TINY7')).toMatchObject({
      used: 1,
    });
  });

  it('a DISCOUNT code of the whole price opens a contract paid at once', async () => {
    await send('POST', '/api-identity/usersubscriptioncode', asAdmin, {
      code: 'FREEBASIC',
      packageId: 'package-basic',
      kind: 'DISCOUNT',
      discountPercent: 100,
    });
    const price = await send(
      'GET',
      '/api-identity/feature/packages/package-basic/price?code=freebasic',
      asOwnerB,
    );
    expect(price.json().prices[0]).toMatchObject({
      price: 15_000_000,
      discount: 15_000_000,
      amount: 0,
    });
    const other = await send('POST', '/api-identity/subscriptions', asOwnerB, {
      packageId: 'package-pro',
      code: 'FREEBASIC',
    });
    expect(other.json().code).toBe('SUBSCRIPTION_CODE_OTHER_PACKAGE');
    const taken = await send('POST', '/api-identity/subscriptions', asOwnerB, {
      packageId: 'package-basic',
      code: 'FREEBASIC',
    });
    expect(taken.statusCode).toBe(201);
    expect(taken.json().contract).toMatchObject({
      status: 'PAID',
      amount: 0,
      discount: 15_000_000,
    });
    // Paid for: used up. A discount on a contract not yet paid may open another one.
    const twice = await send('POST', '/api-identity/subscriptions', asOwnerB, {
      packageId: 'package-basic',
      code: 'FREEBASIC',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('SUBSCRIPTION_CODE_ALREADY_USED');
    await send('POST', '/api-identity/usersubscriptioncode', asAdmin, {
      code: 'HALFPRO',
      packageId: 'package-pro',
      kind: 'DISCOUNT',
      discountPercent: 50,
    });
    const open = () =>
      send('POST', '/api-identity/subscriptions', asOwnerB, {
        packageId: 'package-pro',
        code: 'HALFPRO',
      });
    expect((await open()).json().contract).toMatchObject({ status: 'PENDING', amount: 17_500_000 });
    expect((await open()).statusCode).toBe(201);
  });

  it('refuses an expired code, and a removed one', async () => {
    await send(
      'POST',
      '/api-identity/usersubscriptioncode',
      asAdmin,
      code({ id: 'code-old', code: 'OLD1', expiration: '2020-01-01T00:00:00.000Z' }),
    );
    const old = await send('GET', '/api-identity/usersubscriptioncode/OLD1', asOwnerC);
    expect(old.statusCode).toBe(422);
    expect(old.json().code).toBe('SUBSCRIPTION_CODE_EXPIRED');
    const removed = await send('DELETE', '/api-identity/usersubscriptioncode?id=code-old', asAdmin);
    expect(removed.statusCode).toBe(204);
    expect(
      (await send('GET', '/api-identity/usersubscriptioncode/OLD1', asOwnerC)).json().code,
    ).toBe('SUBSCRIPTION_CODE_INVALID');
  });
});

describe('features and codes changed by the admin', () => {
  it('lists the features with the titles the admin gives them', async () => {
    const features = (await send('GET', '/api-identity/feature', asOwnerC)).json<
      { id: string; title: string }[]
    >();
    expect(features.find((f) => f.id === 'KDS')?.title).toBe('نمایشگر آشپزخانه');
    const renamed = await send('PUT', '/api-identity/feature', asAdmin, {
      feature: 'KDS',
      title: 'آشپزخانهٔ هوشمند',
    });
    expect(renamed.statusCode).toBe(200);
    const after = (await send('GET', '/api-identity/feature', asOwnerC)).json<
      { id: string; title: string }[]
    >();
    expect(after.find((f) => f.id === 'KDS')?.title).toBe('آشپزخانهٔ هوشمند');
    expect(
      (await send('PUT', '/api-identity/feature', asOwnerC, { feature: 'KDS', title: 'x' }))
        .statusCode,
    ).toBe(403);
  });

  it('changes a code: a switched-off code is refused', async () => {
    const made = await send(
      'POST',
      '/api-identity/usersubscriptioncode',
      asAdmin,
      code({ id: 'code-off', code: 'OFF1' }),
    );
    expect(made.statusCode).toBe(201);
    const off = await send(
      'PUT',
      '/api-identity/usersubscriptioncode',
      asAdmin,
      code({ id: 'code-off', code: 'OFF1', active: false }),
    );
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ active: false });
    const looked = await send('GET', '/api-identity/usersubscriptioncode/OFF1', asOwnerC);
    expect(looked.json().code).toBe('SUBSCRIPTION_CODE_INVALID');
  });
});

describe("the package's order cap", () => {
  it('takes exactly the cap of orders racing for it and refuses the rest, in Persian', async () => {
    // Vendor C holds «کوچک» (2 orders a month) from the GRANT code above.
    const headers = await asOwnerC();
    const orders = Array.from({ length: 6 }, () => salonOrder());
    const outcomes = await Promise.all(
      orders.map((payload) =>
        gateway.app.inject({ method: 'POST', url: '/api/orders', headers, payload }),
      ),
    );
    const statuses = outcomes.map((o) => o.statusCode).sort();
    expect(statuses).toEqual([201, 201, 403, 403, 403, 403]);
    const refused = outcomes.find((o) => o.statusCode === 403)!.json();
    expect(refused).toMatchObject({ code: 'PACKAGE_LIMIT_REACHED' });
    const status = (
      await send('GET', '/api-identity/subscriptions/usages/status', asOwnerC)
    ).json();
    expect(status.usages.find((u: { metric: string }) => u.metric === 'ORDERS')).toMatchObject({
      used: 2,
      limit: 2,
      percent: 100,
      level: 'REACHED',
    });
    takenIds.push(...orders.filter((_, i) => outcomes[i]!.statusCode === 201).map((o) => o.id));
  });

  it("counts the vendor's texts against the package's SMS cap", async () => {
    const changed = await send('PUT', '/api-identity/feature/packages', asAdmin, {
      id: 'package-tiny',
      title: 'کوچک',
      features: ['KDS'],
      prices: { MONTHLY: 1_000_000 },
      limits: { ORDERS: 2, SMS: 1 },
    });
    expect(changed.statusCode).toBe(200);
    const link = () =>
      send('POST', '/api/payments/link', asOwnerC, { orderId: takenIds[0], phone: '09121112233' });
    const first = await link();
    expect(first.statusCode, first.body).toBe(200);
    const second = await link();
    expect(second.statusCode).toBe(403);
    expect(second.json().code).toBe('PACKAGE_LIMIT_REACHED');
    const usages = (await send('GET', '/api-identity/subscriptions/usages', asOwnerC)).json();
    expect(usages.usages.find((u: { metric: string }) => u.metric === 'SMS')).toMatchObject({
      used: 1,
      limit: 1,
    });
  });
});

const takenIds: string[] = [];
