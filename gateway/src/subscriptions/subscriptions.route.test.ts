// The platform's business through HTTP (issue 32): a vendor on the free package is refused a
// feature's route with the package that has it named, subscribes, pays through the sandbox (verified
// once however often the provider calls back), and is let in; when the term runs out it falls back
// to the free package and keeps its orders; the admin defines packages; routes are in the OpenAPI.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salonOrder } from '../testing/test-gateway.ts';
import type { TestGateway } from '../testing/test-gateway.ts';
import { isStaffAccess } from '../http/access.ts';
import { featureAreas, isUnder } from './feature-gate.ts';
import { payContract, startSubscriptionGateway } from './subscriptions.test-fixtures.ts';

let gateway: TestGateway;
type Headers = () => Promise<Record<string, string>>;
let asOwnerC: Headers;
let asOwnerA: Headers;
let asAdmin: Headers;
beforeAll(async () => {
  ({ gateway, asOwnerC, asOwnerA, asAdmin } = await startSubscriptionGateway());
});
afterAll(() => gateway.close());

const get = async (url: string, headers = asOwnerC) =>
  gateway.app.inject({ method: 'GET', url, headers: await headers() });
const post = async (url: string, payload: object, headers = asOwnerC) =>
  gateway.app.inject({ method: 'POST', url, payload, headers: await headers() });

describe('a feature gates its routes', () => {
  it('refuses the kitchen to a vendor on the free package, naming the cheapest package with it', async () => {
    const res = await get('/api/kitchen/stations');
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({ code: 'FEATURE_NOT_IN_PACKAGE' });
    expect(res.json().message).toContain('«حرفه‌ای»');
    expect(res.json().message).toContain('نمایشگر آشپزخانه');
  });

  it('lets the demo vendor (on the full package) in', async () => {
    const res = await get('/api/kitchen/stations', asOwnerA);
    expect(res.statusCode).toBe(200);
  });

  it('founds a brand only on a package with several branches', async () => {
    const put = async (headers: Headers) =>
      gateway.app.inject({
        method: 'PUT',
        url: '/api-identity/vendors/subscribevendorbrand',
        headers: await headers(),
        payload: { title: 'زنجیرهٔ سفره' },
      });
    const refused = await put(asOwnerC);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('«سازمانی»');
    expect((await put(asOwnerA)).statusCode).toBe(200);
  });

  it("counts an uncapped vendor's orders of the month from its order list", async () => {
    const before = (await get('/api-identity/subscriptions/usages', asOwnerA)).json();
    const orders = (u: { usages: { metric: string; used: number; limit: number | null }[] }) =>
      u.usages.find((x) => x.metric === 'ORDERS')!;
    expect(orders(before).limit).toBeNull();
    await post('/api/orders', salonOrder(), asOwnerA);
    const after = (await get('/api-identity/subscriptions/usages', asOwnerA)).json();
    expect(orders(after).used).toBe(orders(before).used + 1);
  });

  it('stamps its feature on every route of each area it gates', () => {
    const routes = gateway.app.routeAccess();
    for (const { feature, routes: areas } of featureAreas)
      for (const prefix of areas) {
        const under = routes.filter((r) => isUnder(r.url, prefix));
        expect(under.length, prefix).toBeGreaterThan(0);
        for (const r of under) expect(r.feature, `${r.method} ${r.url}`).toBe(feature);
      }
    // The reports' own area holds the most: none is left ungated.
    const reports = routes.filter((r) => r.url.startsWith('/api/reports/'));
    expect(reports.length).toBeGreaterThan(20);
    expect(reports.filter((r) => r.feature !== 'REPORTS')).toEqual([]);
  });

  it('gates every report: each route only reports.view opens', () => {
    const ungated = gateway.app
      .routeAccess()
      .filter((r) => isStaffAccess(r.access) && r.access.staff.join() === 'reports.view')
      .filter((r) => r.feature === undefined)
      .map((r) => `${r.method} ${r.url}`);
    // The accounting export hands the vendor's own orders to its books: open on every package.
    const accounting = '/api/thirdpartyintegrations/accounting/orders';
    expect(ungated).toEqual([`GET ${accounting}`, `HEAD ${accounting}`]);
  });

  it('refuses a report to a vendor on the free package, naming the cheapest package with it', async () => {
    for (const url of [
      '/api/reports/orderstatistics/daily?Range=TODAY',
      '/api/reports/productsreport',
      '/api-identity/customers/report',
      '/api/bikers/bikerreport',
      '/api/transactions/postransactionreport',
      '/api/orders/getcreditordersreport',
      '/SyncOrders/OrderReport/vendor-c',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json(), url).toMatchObject({ code: 'FEATURE_NOT_IN_PACKAGE' });
      expect(res.json().message, url).toContain('«پایه»');
    }
    expect((await get('/api/reports/orderstatistics/daily?Range=TODAY', asOwnerA)).statusCode).toBe(
      200,
    );
    expect((await get('/api-identity/customers/report', asOwnerA)).statusCode).toBe(200);
  });

  it('answers 403 on every gated route to a vendor whose package lacks its feature', async () => {
    const gated = gateway.app.routeAccess().filter((r) => r.feature && r.method !== 'HEAD');
    const headers = await asOwnerC();
    for (const route of gated) {
      const url = route.url.replace(/:(\w+)/g, 'x');
      const method = route.method as 'GET' | 'POST' | 'PUT' | 'DELETE';
      const res = await gateway.app.inject({ method, url, headers, payload: {} });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.json().code).toBe('FEATURE_NOT_IN_PACKAGE');
    }
  });
});

describe('packages, subscription and a contract paid through the sandbox', () => {
  it('lists the packages on sale with the free one first, and a price per period', async () => {
    const packages = (await get('/api-identity/feature/packages')).json<
      { id: string; title: string }[]
    >();
    expect(packages.map((p) => p.title)).toEqual(['رایگان', 'پایه', 'حرفه‌ای', 'سازمانی']);
    const price = (await get('/api-identity/feature/packages/package-pro/price')).json();
    expect(price.prices[0]).toEqual({
      period: 'MONTHLY',
      days: 30,
      price: 35_000_000,
      discount: 0,
      amount: 35_000_000,
    });
    const withKds = (await get('/api-identity/feature/KDS/package')).json<{ id: string }[]>();
    expect(withKds.map((p) => p.id)).toEqual(['package-pro', 'package-enterprise']);
  });

  it('subscribes, pays once however often verified, opens the kitchen, then falls back on expiry', async () => {
    const { orderId } = await takeOrderC();
    const subscribed = await post('/api-identity/subscriptions', {
      packageId: 'package-pro',
      period: 'MONTHLY',
    });
    expect(subscribed.statusCode).toBe(201);
    const { contract } = subscribed.json();
    expect(contract).toMatchObject({ status: 'PENDING', amount: 35_000_000, feeType: 'CONTRACT' });

    const paid = await payContract(gateway, await asOwnerC(), contract.id);
    expect(paid.first.statusCode).toBe(302);
    expect(paid.first.headers.location).toBe(`/bo/subscription?contract=${contract.id}&payment=ok`);
    // The provider (or the payer's reload) calls back again: nothing more happens.
    await Promise.all([paid.verify(), paid.verify()]);
    const events = await gateway.platform.store.readStream('subscription-vendor-c');
    expect(events.filter((e) => e.type === 'SubscriptionTermStarted')).toHaveLength(1);
    expect(
      (await get(`/api-identity/contracts/transaction/${paid.transactionId}`)).json(),
    ).toMatchObject({
      status: 'DONE',
      amount: 35_000_000,
    });
    expect((await get('/api-identity/contracts/available')).json()[0]).toMatchObject({
      id: contract.id,
      status: 'PAID',
    });

    expect((await get('/api/kitchen/stations')).statusCode).toBe(200);
    const status = (await get('/api-identity/subscriptions/usages/status')).json();
    expect(status).toMatchObject({
      package: { id: 'package-pro', free: false },
      lapsed: false,
      daysLeft: 30,
    });
    expect(status.features).toContain('KDS');

    // Three days before the term ends, the owner is texted once, however often the job runs.
    gateway.advanceClock(28 * 86_400_000);
    expect(await gateway.app.renewalReminders.runOnce()).toEqual({ sent: 1 });
    expect(await gateway.app.renewalReminders.runOnce()).toEqual({ sent: 0 });
    const texts = gateway.sms.outbox().filter((m) => m.text.includes('تمدید'));
    expect(texts).toHaveLength(1);
    expect(texts[0]!.to).toBe('09120000001');
    expect(texts[0]!.text).toContain('«حرفه‌ای»');

    // A month and a day later the term has ended: the free package again, every order kept.
    gateway.advanceClock(3 * 86_400_000);
    const refused = await get('/api/kitchen/stations');
    expect(refused.statusCode).toBe(403);
    const lapsed = (await get('/api-identity/subscriptions/usages/status')).json();
    expect(lapsed).toMatchObject({ package: { id: 'free' }, lapsed: true, endsAt: null });
    const kept = (await get('/api/orders?pageSize=100')).json<{ data: { orderId: string }[] }>();
    expect(kept.data.map((o) => o.orderId)).toContain(orderId);

    // Renewed, the kitchen opens again on the same data.
    const renewed = await post('/api-identity/subscriptions', {
      packageId: 'package-pro',
      period: 'MONTHLY',
    });
    const again = await payContract(gateway, await asOwnerC(), renewed.json().contract.id);
    expect(again.first.headers.location).toContain('payment=ok');
    expect((await get('/api/kitchen/stations')).statusCode).toBe(200);
  });

  it('fails a payment the payer cancelled, and leaves the contract to pay again', async () => {
    const subscribed = await post('/api-identity/subscriptions', {
      packageId: 'package-basic',
      period: 'QUARTERLY',
    });
    const { contract } = subscribed.json();
    const cancelled = await payContract(gateway, await asOwnerC(), contract.id, 'cancel');
    expect(cancelled.first.headers.location).toContain('payment=failed');
    const contracts = (await get('/api-identity/contracts/available')).json<
      { id: string; status: string }[]
    >();
    expect(contracts.find((c) => c.id === contract.id)?.status).toBe('FAILED');
    const again = await payContract(gateway, await asOwnerC(), contract.id);
    expect(again.first.headers.location).toContain('payment=ok');
  });

  it('opens one contract for a subscription retried with its Idempotency-Key', async () => {
    const headers = { ...(await asOwnerC()), 'idempotency-key': 'subscribe-once-1' };
    const payload = { packageId: 'package-basic', period: 'YEARLY' };
    const send = () =>
      gateway.app.inject({ method: 'POST', url: '/api-identity/subscriptions', headers, payload });
    const first = await send();
    const second = await send();
    expect(second.json().contract.id).toBe(first.json().contract.id);
    const contracts = (await get('/api-identity/contracts/available')).json<{ period: string }[]>();
    expect(contracts.filter((c) => c.period === 'YEARLY')).toHaveLength(1);
  });

  it("answers another vendor's plan as not found", async () => {
    expect((await get('/api-identity/feature/identity-package/vendor-b')).statusCode).toBe(404);
    expect((await get('/api-identity/feature/identity-package/vendor-c')).statusCode).toBe(200);
  });
});

describe('the admin defines packages', () => {
  it('refuses a vendor and accepts the platform admin', async () => {
    const body = { title: 'آزمایشی', features: ['KDS'], prices: { MONTHLY: 1_000_000 } };
    const byVendor = await post('/api-identity/feature/packages', body, asOwnerA);
    expect(byVendor.statusCode).toBe(403);
    const byAdmin = await post(
      '/api-identity/feature/packages',
      { ...body, id: 'package-trial' },
      asAdmin,
    );
    expect(byAdmin.statusCode).toBe(201);
    expect(byAdmin.json()).toMatchObject({ id: 'package-trial', title: 'آزمایشی', free: false });
    const off = await gateway.app.inject({
      method: 'PUT',
      url: '/api-identity/feature/packages',
      headers: await asAdmin(),
      payload: { ...body, id: 'package-trial', active: false },
    });
    expect(off.json()).toMatchObject({ active: false });
    const all = (await get('/api-identity/feature/packages/all', asAdmin)).json<{ id: string }[]>();
    expect(all.map((p) => p.id)).toContain('package-trial');
    const features = (await get('/api-identity/feature/all', asAdmin)).json<{ id: string }[]>();
    expect(features.map((f) => f.id)).toContain('KDS');
    expect((await get('/api-identity/feature/all')).statusCode).toBe(403);
    const onSale = (await get('/api-identity/feature/packages')).json<{ id: string }[]>();
    expect(onSale.map((p) => p.id)).not.toContain('package-trial');
    // Back on sale: the cheapest with the kitchen.
    await gateway.app.inject({
      method: 'PUT',
      url: '/api-identity/feature/packages',
      headers: await asAdmin(),
      payload: { ...body, id: 'package-trial' },
    });
    expect((await get('/api/kitchen/stations')).json().message).toContain('«آزمایشی»');
  });
});

describe('the OpenAPI document', () => {
  it('holds the 17 routes of the spec', async () => {
    const res = await gateway.app.inject('/docs/json');
    expect(res.statusCode, res.body.slice(0, 500)).toBe(200);
    const doc = res.json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const routes = [
      ['post', '/api-identity/subscriptions'],
      ['get', '/api-identity/subscriptions/usages'],
      ['get', '/api-identity/subscriptions/usages/status'],
      ['get', '/api-identity/feature'],
      ['get', '/api-identity/feature/{id}/package'],
      ['get', '/api-identity/feature/identity-package/{id}'],
      ['get', '/api-identity/feature/packages'],
      ['get', '/api-identity/feature/packages/{id}/price'],
      ['get', '/api-identity/contracts/{id}/payment'],
      ['get', '/api-identity/contracts/available'],
      ['get', '/api-identity/contracts/transaction/{id}'],
      ['get', '/api-identity/contracts/transaction/verify'],
      ['post', '/api-identity/usersubscriptioncode'],
      ['put', '/api-identity/usersubscriptioncode'],
      ['delete', '/api-identity/usersubscriptioncode'],
      ['get', '/api-identity/usersubscriptioncode/{code}'],
      ['get', '/api-identity/usersubscriptioncode/list'],
    ] as const;
    for (const [method, path] of routes)
      expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
  });
});

async function takeOrderC() {
  const order = salonOrder();
  const res = await post('/api/orders', order);
  if (res.statusCode !== 201) throw new Error(`order refused: ${res.statusCode} ${res.body}`);
  return { orderId: order.id };
}
