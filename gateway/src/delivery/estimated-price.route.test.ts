// GET /api-delivery/v1/estimated-price through the real gateway: public (the site asks before
// login), for the vendor of the request's domain; inside an enabled zone it answers the zone and
// its price (the cheapest where zones overlap), outside — or inside only a disabled zone — it
// refuses OUT_OF_DELIVERY_ZONE with the Persian text of spec §8. Staff who manage delivery may ask
// for the courier providers' quotes beside it (the sandbox courier quotes here); others may not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DELIVERY_ZONE_ID } from '../demo/demo-delivery.ts';
import { asVendorB, startTestGateway, type TestGateway } from '../testing/test-gateway.ts';
import {
  deliveryClient,
  insideTajrish,
  karaj,
  square,
  zoneBody,
} from './delivery.test-fixtures.ts';

const OUT_OF_ZONE = 'لطفاً آدرسی در محدوده‌های تحت پوشش انتخاب کنید.';

let gw: TestGateway;
let c: ReturnType<typeof deliveryClient>;
let tajrishId: string;
beforeAll(async () => {
  gw = await startTestGateway();
  c = deliveryClient(gw);
  const created = await c.call('POST', '/api-identity/deliveryzones', gw.asOwner, zoneBody());
  tajrishId = created.json<{ id: string }>().id;
}, 30_000);
afterAll(() => gw.close());

const priceAt = (point: { latitude: number; longitude: number }, headers = {}) =>
  c.call(
    'GET',
    `/api-delivery/v1/estimated-price?latitude=${point.latitude}&longitude=${point.longitude}`,
    headers,
  );

describe('estimated delivery price', () => {
  it('answers the zone and price inside an enabled zone, without a token', async () => {
    const res = await priceAt(insideTajrish);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ zoneId: tajrishId, vendorsProperName: 'تجریش', price: 400_000 });
    const demo = await priceAt({ latitude: 35.6892, longitude: 51.389 }, gw.asOwner);
    expect(demo.json()).toMatchObject({ zoneId: DEMO_DELIVERY_ZONE_ID, price: 300_000 });
  });

  it('refuses a point outside every zone with the out-of-zone message', async () => {
    const res = await priceAt(karaj);
    expect(res.statusCode).toBe(422);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.json()).toMatchObject({ code: 'OUT_OF_DELIVERY_ZONE', message: OUT_OF_ZONE });
  });

  it('never answers a disabled zone', async () => {
    const url = `/api-delivery/v1/delivery-zones/${tajrishId}/enable-or-disable`;
    await c.call('PUT', url, gw.asOwner, { enabled: false });
    expect((await priceAt(insideTajrish)).json()).toMatchObject({ code: 'OUT_OF_DELIVERY_ZONE' });
    await c.call('PUT', url, gw.asOwner, { enabled: true });
    expect((await priceAt(insideTajrish)).statusCode).toBe(200);
  });

  it('where zones overlap, answers the cheapest', async () => {
    const body = zoneBody({
      vendorsProperName: 'شمال ارزان',
      price: 100_000,
      polygon: square(51.41, 35.79, 0.05),
    });
    const cheap = (await c.call('POST', '/api-identity/deliveryzones', gw.asOwner, body)).json();
    expect((await priceAt(insideTajrish)).json()).toMatchObject({
      zoneId: cheap.id,
      price: 100_000,
    });
    await c.call('DELETE', `/api-identity/deliveryzones/${cheap.id}`);
    expect((await priceAt(insideTajrish)).json()).toMatchObject({ zoneId: tajrishId });
  });

  it('uses only the zones of the domain’s vendor', async () => {
    // Vendor B has only its own demo zone (central Tehran): Tajrish is out of its zones.
    expect((await priceAt(insideTajrish, asVendorB)).json()).toMatchObject({
      code: 'OUT_OF_DELIVERY_ZONE',
    });
    // A token of vendor A on B's domain is refused, as everywhere.
    const mixed = { ...asVendorB, authorization: gw.asOwner.authorization };
    expect((await priceAt(insideTajrish, mixed)).statusCode).toBe(401);
  });

  it('refuses a missing or out-of-range coordinate as a field error', async () => {
    const missing = await c.call('GET', '/api-delivery/v1/estimated-price?latitude=35.7', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.map((e: { field: string }) => e.field)).toContain('longitude');
    const wrong = await priceAt({ latitude: 95, longitude: 51.4 });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0]).toMatchObject({ field: 'latitude' });
  });

  it('adds each provider’s quote beside the zone price for delivery staff', async () => {
    const url = `/api-delivery/v1/estimated-price?latitude=${insideTajrish.latitude}&longitude=${insideTajrish.longitude}&providers=true`;
    const res = await c.call('GET', url, gw.asOwner);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{
      zoneId: string;
      price: number;
      providers: { provider: string; label: string; fee: number | null; code: string | null }[];
    }>();
    expect(body).toMatchObject({ zoneId: tajrishId, price: 400_000 });
    expect(body.providers.map((p) => [p.provider, p.label])).toEqual([
      ['MIARE', 'MIARE'],
      ['SNAPP_BOX', 'SNAPPBOX'],
      ['ZFEXPRESS', 'EXPRESSPLUS'],
      ['BORDAR', 'BORDAR'],
    ]);
    for (const quote of body.providers) {
      expect(quote).toMatchObject({ supported: true, code: null });
      expect(quote.fee).toBeGreaterThan(250_000);
    }
    // Without the flag the answer is the zone's alone, as the site gets it.
    expect((await priceAt(insideTajrish, gw.asOwner)).json()).not.toHaveProperty('providers');
  });

  it('refuses the providers’ quotes to a guest, and still refuses a point outside the zones', async () => {
    const at = (p: { latitude: number; longitude: number }) =>
      `/api-delivery/v1/estimated-price?latitude=${p.latitude}&longitude=${p.longitude}&providers=true`;
    const guest = await c.call('GET', at(insideTajrish), {});
    expect(guest.statusCode).toBe(403);
    expect(guest.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(guest.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect(guest.json().message).toMatch(/[\u0600-\u06FF]/);
    const outside = await c.call('GET', at(karaj), gw.asOwner);
    expect(outside.json()).toMatchObject({ code: 'OUT_OF_DELIVERY_ZONE', message: OUT_OF_ZONE });
    const bad = await c.call('GET', `${at(insideTajrish)}x`, gw.asOwner);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ field: 'providers' });
  });
});
