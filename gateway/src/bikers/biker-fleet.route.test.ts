// The courier's phone and the bikers' reports through the real gateway: a biker on a trip shares
// their position (readings too close together dropped, none off a trip, none from staff), the
// customer's courier tracker shows the courier and the position without a login, and the reports
// count the biker's day — trips, deliveries, cancels, delivery costs — as JSON, pages and an RTL
// Excel sheet, for the request's vendor only.
import { randomUUID } from 'node:crypto';
import type {
  BikerDayPage,
  BikerReport,
  CourierTrackerView,
  ShareLocationAnswer,
} from '@sofre/engine/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  VENDOR_A_ID,
  eventCount,
  salonOrder,
  startTestGateway,
  takeOrder,
  type TestGateway,
} from '../testing/test-gateway.ts';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
}, 30_000);
afterAll(() => gw.close());

type Method = 'GET' | 'POST' | 'PATCH';
type Headers = Record<string, string>;
const call = (method: Method, url: string, payload?: object, headers: Headers = gw.asOwner) =>
  gw.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const ok = async <T>(
  method: Method,
  url: string,
  payload?: object,
  headers: Headers = gw.asOwner,
) => {
  const res = await call(method, url, payload, headers);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
  return res.json<T>();
};
const asBiker = async (bikerId: string) => ({
  authorization: `Bearer ${await gw.tokenFor(bikerId, VENDOR_A_ID, 'BIKER')}`,
});
const expectRefusal = (res: Awaited<ReturnType<typeof call>>, status: number, code: string) => {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(res.json<{ code: string }>().code).toBe(code);
};

let phones = 0;
const freshPhone = () => `0913${String(Date.now() % 1_000_000).padStart(6, '0')}${phones++ % 10}`;
async function newBiker(name = 'سارا پیک') {
  const id = randomUUID();
  await ok('POST', '/api/bikers', { id, name, phoneNumber: freshPhone() });
  await ok('PATCH', '/api/bikers/state', { id, onShift: true });
  return id;
}
async function readyDeliveryOrder(deliveryCost = 250_000) {
  const order = salonOrder({
    tableNumber: undefined,
    numberOfCustomers: undefined,
    deliveryType: 'DELIVER',
    addressId: 'demo-customer-1-address-1',
    deliveryCost,
  });
  const { id } = await takeOrder(gw, order);
  await ok('PATCH', '/api/orders/state', { orderId: id, status: 'READYTOSHIPMENT' });
  return id;
}
const step = async (bikerId: string, orderId: string, status: string) =>
  ok('PATCH', '/api/bikers/orders/state', { orderId, status }, await asBiker(bikerId));
const share = async (bikerId: string, latitude: number) =>
  call('PATCH', '/api/bikers/location', { latitude, longitude: 51.4 }, await asBiker(bikerId));
const tracking = (orderId: string) => call('GET', `/api/bikers/tracking/${orderId}`, undefined, {});

describe('the courier’s position', () => {
  it('is shared on a trip and shown on the customer’s courier tracker, without a login', async () => {
    const bikerId = await newBiker();
    const orderId = await readyDeliveryOrder();
    // No courier yet is a normal state, not a missing page.
    const none = await tracking(orderId);
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json()).toBeNull();
    expectRefusal(await share(bikerId, 35.7), 404, 'TRIP_NOT_FOUND');
    await ok('POST', '/api/delivery/requestnewtrip', { orderId, bikerId });
    const assigned = (await tracking(orderId)).json<CourierTrackerView>();
    expect(assigned).toMatchObject({
      orderId,
      provider: 'OWN_FLEET',
      status: 'BIKERASSIGNED',
      courier: { name: 'سارا پیک' },
      location: null,
    });
    await step(bikerId, orderId, 'ACCEPTED');
    const first = await share(bikerId, 35.7);
    expect(first.json<ShareLocationAnswer>().recorded).toBe(true);
    // A reading right after the last is dropped; ten seconds later it counts again.
    const before = await eventCount(gw);
    expect((await share(bikerId, 35.701)).json<ShareLocationAnswer>().recorded).toBe(false);
    expect(await eventCount(gw)).toBe(before);
    gw.advanceClock(15_000);
    expect((await share(bikerId, 35.702)).json<ShareLocationAnswer>().recorded).toBe(true);
    await step(bikerId, orderId, 'PICKED_UP');
    const onTheWay = (await tracking(orderId)).json<CourierTrackerView>();
    expect(onTheWay).toMatchObject({
      status: 'PICKEDUP',
      location: { latitude: 35.702, longitude: 51.4 },
      destination: { latitude: expect.any(Number), longitude: expect.any(Number) },
    });
    await step(bikerId, orderId, 'DELIVERED');
    // Off the trip, the phone shares nothing more.
    gw.advanceClock(15_000);
    expectRefusal(await share(bikerId, 35.71), 404, 'TRIP_NOT_FOUND');
    // Vendor B does not see vendor A's courier.
    const foreign = await call('GET', `/api/bikers/tracking/${orderId}`, undefined, {
      'x-vendor-domain': 'b.sofre.local',
    });
    expect(foreign.statusCode).toBe(200);
    expect(foreign.json()).toBeNull();
  });

  it('refuses staff, a bad reading and no login, changing nothing', async () => {
    const before = await eventCount(gw);
    const body = { latitude: 35.7, longitude: 51.4 };
    expectRefusal(await call('PATCH', '/api/bikers/location', body), 403, 'FORBIDDEN');
    expectRefusal(await call('PATCH', '/api/bikers/location', body, {}), 401, 'UNAUTHENTICATED');
    const bikerId = await newBiker();
    const after = await eventCount(gw);
    const bad = await call(
      'PATCH',
      '/api/bikers/location',
      { latitude: 135, longitude: 51.4 },
      await asBiker(bikerId),
    );
    expectRefusal(bad, 400, 'VALIDATION_FAILED');
    expect(await eventCount(gw)).toBe(after);
    expect(after).toBeGreaterThan(before);
  });
});

describe('bikers’ reports', () => {
  let bikerId: string;
  beforeAll(async () => {
    bikerId = await newBiker('نیما گزارش');
    const delivered = await readyDeliveryOrder(300_000);
    await ok('POST', '/api/delivery/requestnewtrip', { orderId: delivered, bikerId });
    for (const s of ['ACCEPTED', 'ATRESTAURANT', 'PICKED_UP', 'DELIVERED'])
      await step(bikerId, delivered, s);
    const canceled = await readyDeliveryOrder(100_000);
    await ok('POST', '/api/delivery/requestnewtrip', { orderId: canceled, bikerId });
    await ok('POST', '/api/delivery/canceltrip', { orderId: canceled, reason: 'آدرس اشتباه' });
  });

  it('bikerreport: the biker’s trips, deliveries, cancels and delivery costs', async () => {
    const report = await ok<BikerReport>(
      'GET',
      `/api/bikers/bikerreport?Range=TODAY&BikerId=${bikerId}`,
    );
    expect(report.data).toEqual([
      expect.objectContaining({
        bikerId,
        name: 'نیما گزارش',
        trips: 2,
        delivered: 1,
        cancelled: 1,
        deliveryFees: 300_000,
        minutes: expect.any(Number),
      }),
    ]);
    expect(report.summary).toMatchObject({ trips: 2, delivered: 1, deliveryFees: 300_000 });
    const all = await ok<BikerReport>('GET', '/api/bikers/bikerreport?Range=LAST_7_DAY');
    expect(all.data.map((r) => r.bikerId)).toContain(bikerId);
  });

  it('pagingreport: biker days a page at a time, and as an RTL Excel sheet', async () => {
    const page = await ok<BikerDayPage>(
      'GET',
      `/api/bikers/pagingreport?Range=TODAY&PageNumber=1&PageSize=1`,
    );
    expect(page).toMatchObject({ pageNumber: 1, pageSize: 1 });
    expect(page.data).toHaveLength(1);
    expect(page.totalCount).toBeGreaterThanOrEqual(2);
    const mine = await ok<BikerDayPage>(
      'GET',
      `/api/bikers/pagingreport?Range=TODAY&BikerId=${bikerId}`,
    );
    expect(mine.data).toEqual([
      expect.objectContaining({ bikerId, trips: 2, delivered: 1, deliveryFees: 300_000 }),
    ]);
    const res = await gw.app.inject({
      method: 'GET',
      url: `/api/bikers/pagingreport/excel?Range=TODAY&BikerId=${bikerId}`,
      headers: gw.asOwner,
    });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.views[0]?.rightToLeft).toBe(true);
    expect(sheet.getRow(2).getCell(3).value).toBe('نیما گزارش');
  });

  it('a second vendor sees none of it; a cashier may not read it', async () => {
    const b = gw.asOwnerB;
    expect((await ok<BikerReport>('GET', '/api/bikers/bikerreport', undefined, b)).data).toEqual(
      [],
    );
    const page = await ok<BikerDayPage>('GET', '/api/bikers/pagingreport', undefined, b);
    expect(page.totalCount).toBe(0);
    const cashier = { authorization: `Bearer ${await gw.tokenFor('demo-cashier')}` };
    expect((await call('GET', '/api/bikers/bikerreport', undefined, cashier)).statusCode).toBe(403);
    const bad = await call('GET', '/api/bikers/pagingreport?PageSize=1000');
    expectRefusal(bad, 400, 'VALIDATION_FAILED');
  });
});
