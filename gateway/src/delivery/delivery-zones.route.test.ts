// Delivery zones through the real gateway: both faces (/api-identity/deliveryzones and
// /api-delivery/v1/delivery-zones) read and write the same records; bad outlines come back as
// field errors on `polygon`; unknown and other vendors' ids are 404; only delivery.manage may
// read or write; every refusal leaves the event log as it was.
import { errorMessages } from '@sofre/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DELIVERY_ZONE_ID } from '../demo/demo-delivery.ts';
import { FORBIDDEN_MESSAGE } from '../staff/staff.test-fixtures.ts';
import { eventCount, startTestGateway, type TestGateway } from '../testing/test-gateway.ts';
import { deliveryClient, square, tajrish, zoneBody } from './delivery.test-fixtures.ts';

const IDENTITY = '/api-identity/deliveryzones';
const DELIVERY = '/api-delivery/v1/delivery-zones';

interface Zone {
  id: string;
  vendorsProperName: string;
  price: number;
  enabled: boolean;
  polygon: [number, number][];
  polygonId: string;
}

let gw: TestGateway;
let c: ReturnType<typeof deliveryClient>;
let cashier: Record<string, string>;
beforeAll(async () => {
  gw = await startTestGateway();
  c = deliveryClient(gw);
  cashier = { authorization: `Bearer ${await gw.tokenFor('demo-cashier')}` };
}, 30_000);
afterAll(() => gw.close());

const zonesOf = async (headers = gw.asOwner) =>
  (await c.call('GET', DELIVERY, headers)).json<Zone[]>();

describe('the owner manages delivery zones', () => {
  it('creates a zone, reads it on both faces, edits it on both, and removes it', async () => {
    const created = await c.call('POST', IDENTITY, gw.asOwner, zoneBody());
    expect(created.statusCode).toBe(201);
    const zone = created.json<Zone>();
    expect(zone).toMatchObject({ ...zoneBody(), polygonId: zone.id });

    for (const base of [IDENTITY, DELIVERY]) {
      const read = await c.call('GET', `${base}/${zone.id}`);
      expect(read.statusCode).toBe(200);
      expect(read.json()).toMatchObject(zoneBody());
    }

    const viaIdentity = await c.call('PUT', IDENTITY, gw.asOwner, {
      id: zone.id,
      ...zoneBody({ price: 450_000 }),
    });
    expect(viaIdentity.json()).toMatchObject({ id: zone.id, price: 450_000 });
    const viaDelivery = await c.call(
      'PUT',
      `${DELIVERY}/${zone.id}`,
      gw.asOwner,
      zoneBody({ vendorsProperName: 'تجریش و دربند', polygon: square(51.42, 35.8, 0.03) }),
    );
    expect(viaDelivery.statusCode).toBe(200);
    const read = await c.call('GET', `${IDENTITY}/${zone.id}`);
    expect(read.json()).toMatchObject({ vendorsProperName: 'تجریش و دربند', price: 400_000 });

    expect((await c.call('DELETE', `${DELIVERY}/${zone.id}`)).statusCode).toBe(204);
    const gone = await c.call('GET', `${IDENTITY}/${zone.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({
      code: 'DELIVERY_ZONE_NOT_FOUND',
      message: errorMessages.DELIVERY_ZONE_NOT_FOUND,
    });
    expect((await zonesOf()).map((z) => z.id)).toEqual([DEMO_DELIVERY_ZONE_ID]);
  });

  it('a client id makes a repeated create answer the first zone', async () => {
    const body = zoneBody({ id: 'client-zone-1', vendorsProperName: 'ونک' });
    const first = await c.call('POST', IDENTITY, gw.asOwner, body);
    const again = await c.call('POST', IDENTITY, gw.asOwner, body);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect((await c.call('DELETE', `${IDENTITY}/client-zone-1`)).statusCode).toBe(204);
  });

  it('enables and disables a zone with the wanted state', async () => {
    const zone = (
      await c.call('POST', IDENTITY, gw.asOwner, zoneBody({ vendorsProperName: 'نیاوران' }))
    ).json<Zone>();
    const url = `${DELIVERY}/${zone.id}/enable-or-disable`;
    const off = await c.call('PUT', url, gw.asOwner, { enabled: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ enabled: false, price: 400_000 });
    const before = await eventCount(gw);
    expect((await c.call('PUT', url, gw.asOwner, { enabled: false })).json()).toMatchObject({
      enabled: false,
    });
    expect(await eventCount(gw)).toBe(before);
    expect((await c.call('PUT', url, gw.asOwner, { enabled: true })).json()).toMatchObject({
      enabled: true,
    });
    const missing = await c.call('PUT', url, gw.asOwner, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0]).toMatchObject({ field: 'enabled' });
    await c.call('DELETE', `${DELIVERY}/${zone.id}`);
  });

  it('lists a page at a time, searching by name (Persian digits and Arabic ي folded)', async () => {
    for (const [i, name] of ['منطقه ۱', 'منطقه ۲', 'شميران'].entries()) {
      const body = zoneBody({
        vendorsProperName: name,
        polygon: square(51.3 + i * 0.05, 35.75, 0.02),
      });
      expect((await c.call('POST', IDENTITY, gw.asOwner, body)).statusCode).toBe(201);
    }
    const all = await c.call('GET', IDENTITY);
    expect(all.json()).toMatchObject({ pageNumber: 1, pageSize: 10, totalCount: 4 });
    const page = await c.call('GET', `${IDENTITY}?PageNumber=2&PageSize=2`);
    expect(page.json()).toMatchObject({ pageNumber: 2, pageSize: 2, totalCount: 4 });
    expect(page.json().data.map((z: Zone) => z.vendorsProperName)).toEqual(['منطقه ۲', 'شميران']);
    const found = await c.call('GET', `${IDENTITY}?search=${encodeURIComponent('منطقه 2')}`);
    expect(found.json().data.map((z: Zone) => z.vendorsProperName)).toEqual(['منطقه ۲']);
    const arabic = await c.call('GET', `${IDENTITY}?Search=${encodeURIComponent('شمیران')}`);
    expect(arabic.json().totalCount).toBe(1);
  });

  it('answers the polygons as a GeoJSON FeatureCollection', async () => {
    const res = await c.call('GET', '/api-delivery/v1/polygons');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.type).toBe('FeatureCollection');
    const demo = body.features.find((f: { id: string }) => f.id === DEMO_DELIVERY_ZONE_ID);
    expect(demo).toMatchObject({
      type: 'Feature',
      geometry: { type: 'Polygon' },
      properties: { vendorsProperName: 'مرکز تهران', price: 300_000, enabled: true },
    });
    expect(demo.geometry.coordinates[0][0]).toEqual(demo.geometry.coordinates[0].at(-1));
  });
});

describe('refusals change nothing', () => {
  let before: number;
  beforeAll(async () => {
    before = await eventCount(gw);
  });
  afterAll(async () => {
    expect(await eventCount(gw)).toBe(before);
  });

  const polygonError = async (polygon: unknown, code: string) => {
    const res = await c.call('POST', IDENTITY, gw.asOwner, zoneBody({ polygon }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code, errors: [{ field: 'polygon', code }] });
    expect(res.json().errors[0].message).toMatch(/[\u0600-\u06FF]/);
  };

  it('an unusable outline is a field error on polygon', async () => {
    await polygonError(tajrish.slice(0, -1), 'DELIVERY_ZONE_POLYGON_NOT_CLOSED');
    await polygonError(tajrish.slice(0, 2), 'DELIVERY_ZONE_POLYGON_TOO_FEW_POINTS');
    await polygonError(square(2.35, 48.85, 0.02), 'DELIVERY_ZONE_OUTSIDE_IRAN');
    await polygonError(square(200, 35, 1), 'DELIVERY_ZONE_POLYGON_OUT_OF_RANGE');
    const [a, b, cc, d] = tajrish;
    await polygonError([a, cc, b, d, a], 'DELIVERY_ZONE_POLYGON_SELF_INTERSECTS');
    await polygonError(
      [
        [51.42, 35.8],
        [51.43, 35.81],
        [51.44, 35.82],
        [51.42, 35.8],
      ],
      'DELIVERY_ZONE_POLYGON_NO_AREA',
    );
  });

  it('a malformed body, a negative or fractional price are 400 with the field named', async () => {
    const bad = [
      [{ polygon: [[51.4, 'x']] }, 'polygon.0.1'],
      [{ price: -1 }, 'price'],
      [{ price: 12.5 }, 'price'],
      [{ vendorsProperName: '' }, 'vendorsProperName'],
    ] as const;
    for (const [overrides, field] of bad) {
      const res = await c.call('POST', IDENTITY, gw.asOwner, zoneBody(overrides));
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
  });

  it('a name the vendor already uses is a field error', async () => {
    const res = await c.call(
      'POST',
      IDENTITY,
      gw.asOwner,
      zoneBody({ vendorsProperName: 'مرکز تهران' }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'DELIVERY_ZONE_NAME_TAKEN',
      errors: [{ field: 'vendorsProperName' }],
    });
  });

  it('an unknown id is 404 on every route that names one', async () => {
    const url = (base: string) => `${base}/no-such-zone`;
    for (const res of [
      await c.call('GET', url(IDENTITY)),
      await c.call('GET', url(DELIVERY)),
      await c.call('DELETE', url(IDENTITY)),
      await c.call('DELETE', url(DELIVERY)),
      await c.call('PUT', url(DELIVERY), gw.asOwner, zoneBody()),
      await c.call('PUT', IDENTITY, gw.asOwner, { id: 'no-such-zone', ...zoneBody() }),
      await c.call('PUT', `${url(DELIVERY)}/enable-or-disable`, gw.asOwner, { enabled: false }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'DELIVERY_ZONE_NOT_FOUND' });
    }
  });

  it('a cashier (no delivery.manage) is refused 403; no token 401', async () => {
    for (const [method, url, body] of [
      ['GET', IDENTITY],
      ['GET', DELIVERY],
      ['GET', '/api-delivery/v1/polygons'],
      ['POST', IDENTITY, zoneBody({ vendorsProperName: 'صندوق' })],
      ['PUT', `${DELIVERY}/${DEMO_DELIVERY_ZONE_ID}/enable-or-disable`, { enabled: false }],
      ['DELETE', `${IDENTITY}/${DEMO_DELIVERY_ZONE_ID}`],
    ] as const) {
      const refused = await c.call(method, url, cashier, body);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'FORBIDDEN', message: FORBIDDEN_MESSAGE });
      expect((await c.call(method, url, {}, body)).statusCode).toBe(401);
    }
  });
});

describe('tenancy', () => {
  it('vendor B neither sees nor changes vendor A’s zones', async () => {
    const url = `${DELIVERY}/${DEMO_DELIVERY_ZONE_ID}`;
    // B has its own demo zone with the same id; A's is untouched by whatever B does to it.
    const renamed = zoneBody({ vendorsProperName: 'ب' });
    expect((await c.call('PUT', url, gw.asOwnerB, renamed)).statusCode).toBe(200);
    const ofA = await c.call('GET', url);
    expect(ofA.json()).toMatchObject({ vendorsProperName: 'مرکز تهران', price: 300_000 });
    const mine = (await c.call('POST', IDENTITY, gw.asOwnerB, zoneBody())).json<Zone>();
    expect((await c.call('GET', `${IDENTITY}/${mine.id}`)).statusCode).toBe(404);
    expect((await c.call('DELETE', `${DELIVERY}/${mine.id}`)).statusCode).toBe(404);
    expect((await zonesOf()).map((z) => z.id)).not.toContain(mine.id);
  });
});
