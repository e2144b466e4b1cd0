// A signed-in customer's addresses priced by the vendor's delivery zones, through the real gateway
// and the real login: one address's zone and price (or OUT_OF_DELIVERY_ZONE), and all of them with
// whether a courier takes each; nobody prices another's address, nor another vendor's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DELIVERY_ZONE_ID } from '../demo/demo-delivery.ts';
import { startTestGateway, VENDOR_A_ID, type TestGateway } from '../testing/test-gateway.ts';
import { customersClient } from '../customers/customers.test-fixtures.ts';
import { karaj } from './delivery.test-fixtures.ts';

let gw: TestGateway;
let c: ReturnType<typeof customersClient>;
beforeAll(async () => {
  gw = await startTestGateway();
  c = customersClient(gw);
}, 30_000);
afterAll(() => gw.close());

const inDemoZone = { title: 'خانه', text: 'تهران، انقلاب', latitude: 35.6892, longitude: 51.389 };
const inKaraj = { title: 'کار', text: 'کرج', ...karaj };

const priceUrl = (addressId: string, vendorId = VENDOR_A_ID) =>
  `/api-delivery/v1/delivery-prices/address/${addressId}/vendor/${vendorId}`;

describe('delivery prices of my addresses', () => {
  let me: Awaited<ReturnType<typeof c.customer>>;
  let home: string;
  let office: string;
  beforeAll(async () => {
    me = await c.customer();
    office = (await c.call('POST', '/identity/address', me.headers, inKaraj)).json<{ id: string }>()
      .id;
    home = (await c.call('POST', '/identity/address', me.headers, inDemoZone)).json<{
      id: string;
    }>().id;
  });

  it('an address inside a zone has that zone’s price; one outside is OUT_OF_DELIVERY_ZONE', async () => {
    const inside = await gw.app.inject({ method: 'GET', url: priceUrl(home), headers: me.headers });
    expect(inside.statusCode, inside.body).toBe(200);
    expect(inside.json()).toMatchObject({ zoneId: DEMO_DELIVERY_ZONE_ID, price: 300_000 });
    const outside = await gw.app.inject({
      method: 'GET',
      url: priceUrl(office),
      headers: me.headers,
    });
    expect(outside.statusCode).toBe(422);
    expect(outside.json()).toMatchObject({
      code: 'OUT_OF_DELIVERY_ZONE',
      message: 'لطفاً آدرسی در محدوده‌های تحت پوشش انتخاب کنید.',
    });
  });

  it('lists my addresses, the covered ones first, each with its price or not covered', async () => {
    const res = await gw.app.inject({
      method: 'GET',
      url: '/api-delivery/v1/customer-addresses/based-on-delivery-zones',
      headers: me.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({
        id: home,
        covered: true,
        price: 300_000,
        zoneId: DEMO_DELIVERY_ZONE_ID,
      }),
      expect.objectContaining({ id: office, covered: false }),
    ]);
    expect(res.json()[1]).not.toHaveProperty('price');
  });

  it('another customer’s address is not found, another vendor’s prices neither, and a guest is 401', async () => {
    const other = await c.customer();
    const theirs = await gw.app.inject({
      method: 'GET',
      url: priceUrl(home),
      headers: other.headers,
    });
    expect(theirs.statusCode).toBe(404);
    const elsewhere = await gw.app.inject({
      method: 'GET',
      url: priceUrl(home, 'vendor-b'),
      headers: me.headers,
    });
    expect(elsewhere.statusCode).toBe(404);
    expect((await gw.app.inject({ method: 'GET', url: priceUrl(home) })).statusCode).toBe(401);
    const none = await gw.app.inject({
      method: 'GET',
      url: '/api-delivery/v1/customer-addresses/based-on-delivery-zones',
      headers: other.headers,
    });
    expect(none.json()).toEqual([]);
  });
});
