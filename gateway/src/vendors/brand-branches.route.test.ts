// A brand's branches through HTTP (issue 32): a brand is capped by its founder's package. Vendor C
// takes a chain package of two branches through a GRANT code and founds a brand; vendor A joins,
// vendor B (whose own package has no cap) is refused the third branch, and C's usage shows the
// brand full.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSubscriptionGateway } from '../subscriptions/subscriptions.test-fixtures.ts';
import { eventCount, VENDOR_A_ID, type TestGateway } from '../testing/test-gateway.ts';

type Headers = () => Promise<Record<string, string>>;
let gateway: TestGateway;
let asOwnerC: Headers;
let asOwnerA: Headers;
let asAdmin: Headers;
const asOwnerB: Headers = async () => gateway.asOwnerB;

const send = async (method: 'GET' | 'POST' | 'PUT', url: string, as: Headers, body?: object) =>
  gateway.app.inject({ method, url, headers: await as(), ...(body ? { payload: body } : {}) });

beforeAll(async () => {
  ({ gateway, asOwnerC, asOwnerA, asAdmin } = await startSubscriptionGateway());
  const chain = await send('POST', '/api-identity/feature/packages', asAdmin, {
    id: 'package-chain',
    title: 'زنجیره‌ای کوچک',
    features: ['MULTIPLE_BRANCHES'],
    prices: { MONTHLY: 2_000_000 },
    limits: { BRANCHES: 2 },
  });
  expect(chain.statusCode, chain.body).toBe(201);
  const code = { code: 'CHAIN2', packageId: 'package-chain', kind: 'GRANT', days: 30 };
  const made = await send('POST', '/api-identity/usersubscriptioncode', asAdmin, code);
  expect(made.statusCode, made.body).toBe(201);
  const held = await send('POST', '/api-identity/subscriptions', asOwnerC, { code: 'CHAIN2' });
  expect(held.statusCode, held.body).toBe(201);
}, 30_000);
afterAll(() => gateway.close());

type Brand = { id: string; branches: { vendorId: string }[] };
const branches = (usage: { usages: { metric: string; used: number; limit: number | null }[] }) =>
  usage.usages.find((u) => u.metric === 'BRANCHES');

describe("a brand capped by its founder's package", () => {
  it('takes branches up to the cap, then refuses one whose own package has no cap', async () => {
    const founded = await send('PUT', '/api-identity/vendors/subscribevendorbrand', asOwnerC, {
      title: 'زنجیرهٔ سوم',
    });
    expect(founded.statusCode, founded.body).toBe(200);
    const [brand] = founded.json<Brand[]>();

    const joined = await send('PUT', '/api-identity/vendors/subscribevendorbrand', asOwnerA, {
      brandId: brand!.id,
    });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json<Brand[]>()[0]!.branches.map((b) => b.vendorId)).toEqual([
      'vendor-c',
      VENDOR_A_ID,
    ]);

    const before = await eventCount(gateway);
    const third = await send('PUT', '/api-identity/vendors/subscribevendorbrand', asOwnerB, {
      brandId: brand!.id,
    });
    expect(third.statusCode).toBe(403);
    expect(third.json()).toMatchObject({ code: 'PACKAGE_LIMIT_REACHED' });
    expect(third.headers['content-type']).toContain('application/problem+json');
    expect(await eventCount(gateway)).toBe(before);

    // The founder's package holds the brand: full. A branch's own bar counts only what it founded.
    const atC = (await send('GET', '/api-identity/subscriptions/usages/status', asOwnerC)).json();
    expect(branches(atC)).toMatchObject({ used: 2, limit: 2, level: 'REACHED' });
    const atA = (await send('GET', '/api-identity/subscriptions/usages', asOwnerA)).json();
    expect(branches(atA)).toMatchObject({ used: 1 });
  });

  it('caps each brand the vendor founds; its usage is its largest brand', async () => {
    const second = await send('PUT', '/api-identity/vendors/subscribevendorbrand', asOwnerC, {
      title: 'کافه‌های سوم',
    });
    expect(second.statusCode, second.body).toBe(200);
    const brand = second.json<Brand[]>().find((b) => b.branches.length === 1)!;
    const join = (as: Headers) =>
      send('PUT', '/api-identity/vendors/subscribevendorbrand', as, { brandId: brand.id });
    expect((await join(asOwnerB)).statusCode).toBe(200);
    const third = await join(asOwnerA);
    expect(third.statusCode).toBe(403);
    expect(third.json()).toMatchObject({ code: 'PACKAGE_LIMIT_REACHED' });
    const atC = (await send('GET', '/api-identity/subscriptions/usages', asOwnerC)).json();
    expect(branches(atC)).toMatchObject({ used: 2, limit: 2 });
  });
});
