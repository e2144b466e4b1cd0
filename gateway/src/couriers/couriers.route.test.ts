// Courier providers through the real gateway and the sandbox courier: a ready delivery order sent
// with a provider is carried to DELIVERED by the sandbox calling our webhooks over HTTP on the
// gateway's clock; webhooks signed by hand show duplicates, reordering, bad signatures, unknown
// deliveries, refused statuses and provider cancellations; every route of the courier surface
// answers, and refusals are problem+json that change nothing.
import type { DeliveryOrderView, ProviderTripAnswer } from '@sofre/engine/contracts';
import { tripsOfOrder } from '@sofre/engine/delivery';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  VENDOR_A_ID,
  VENDOR_B,
  asVendorB,
  eventCount,
  salonOrder,
  startTestGateway,
  type TestGateway,
} from '../testing/test-gateway.ts';
import type { SandboxCouriers } from './sandbox/sandbox.couriers.ts';
import { signedHeaders } from './webhook-signature.ts';

let gw: TestGateway;
let sandbox: SandboxCouriers;
beforeAll(async () => {
  gw = await startTestGateway();
  await gw.listen();
  sandbox = gw.app.couriers.sandbox!;
  // The test sends what is due itself, right after moving the clock.
  sandbox.stop();
}, 30_000);
afterAll(() => gw.close());

type Method = 'GET' | 'POST' | 'DELETE' | 'PATCH';
type Headers = Record<string, string>;
/** The demo owner, signed now: the tests move the gateway's clock past a token's life. */
const owner = async (): Promise<Headers> => ({
  authorization: `Bearer ${await gw.tokenFor('demo-owner')}`,
});
const call = async (method: Method, url: string, payload?: object, headers?: Headers) =>
  gw.app.inject({
    method,
    url,
    headers: headers ?? (await owner()),
    ...(payload ? { payload } : {}),
  });
const ok = async <T>(method: Method, url: string, payload?: object, headers?: Headers) => {
  const res = await call(method, url, payload, headers);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
  return res.json<T>();
};
const expectRefusal = (res: Awaited<ReturnType<typeof call>>, status: number, code: string) => {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(res.json<{ code: string }>().code).toBe(code);
  expect(res.json<{ message: string }>().message).toMatch(/[\u0600-\u06FF]/);
};

async function readyDeliveryOrder(status = 'READYTOSHIPMENT', deliveryType = 'DELIVER') {
  const order = salonOrder({
    tableNumber: undefined,
    numberOfCustomers: undefined,
    deliveryType: deliveryType as 'DELIVER',
    addressId: 'demo-customer-1-address-1',
  });
  const res = await call('POST', '/api/orders', order);
  expect(res.statusCode, res.body).toBe(201);
  if (status !== 'CONFIRMED') await ok('PATCH', '/api/orders/state', { orderId: order.id, status });
  return order.id;
}
const request = (orderId: string, provider = 'SNAPP_BOX') =>
  ok<ProviderTripAnswer>('POST', '/api/delivery/requestnewtrip', { orderId, provider });
const trip = async (orderId: string) =>
  (await tripsOfOrder(gw.platform.store, VENDOR_A_ID, orderId)).latest!;
const orderStatus = async (orderId: string) =>
  (await ok<{ status: string }>('GET', `/api/orders/${orderId}`)).status;
/** Moves the gateway's clock and lets the sandbox send what is due. */
const after = async (ms: number) => {
  gw.advanceClock(ms);
  return sandbox.tick();
};
/** A webhook signed as the sandbox signs (the secret our routes verify with). */
const hook = (
  path: string,
  body: object,
  sign = true,
  secret = sandbox.secret,
  at = gw.clock(),
) => {
  const raw = JSON.stringify(body);
  return gw.app.inject({
    method: 'POST',
    url: path,
    headers: {
      'content-type': 'application/json',
      ...(sign ? signedHeaders(secret, at, raw) : {}),
    },
    payload: raw,
  });
};
const snappBox = (orderId: string, status: string, more: object = {}) =>
  hook('/api-delivery/v1/hooks/snapp-box', { orderId, status, ...more });

describe('the sandbox courier', () => {
  it('carries an order end to end, calling our webhooks on the gateway’s clock', async () => {
    const orderId = await readyDeliveryOrder();
    const answer = await request(orderId);
    expect(answer).toMatchObject({ tripStatus: 'TRIPREQUESTED', provider: 'SNAPP_BOX' });
    expect(answer.providerTripId).toMatch(/^SBX-/);
    expect(answer.fee).toBeGreaterThan(250_000);
    expect(await after(29_000)).toBe(0);
    expect(await after(1_000)).toBe(1);
    expect(await trip(orderId)).toMatchObject({
      status: 'BIKERASSIGNED',
      biker: { name: 'پیک آزمایشی' },
    });
    await after(30_000);
    expect((await trip(orderId)).status).toBe('BIKERACCEPTED');
    await after(4 * 60_000);
    expect((await trip(orderId)).status).toBe('ATSOURCE');
    await after(3 * 60_000);
    expect((await trip(orderId)).status).toBe('PICKEDUP');
    expect(await orderStatus(orderId)).toBe('DELIVERING');
    await after(12 * 60_000);
    expect((await trip(orderId)).status).toBe('DELIVERED');
    expect(await orderStatus(orderId)).toBe('DELIVERED');
    expect(await after(60 * 60_000)).toBe(0);
  });

  it('speaks Miare’s dialect for a Miare trip', async () => {
    const orderId = await readyDeliveryOrder();
    const answer = await ok<ProviderTripAnswer>('POST', '/api-delivery/v1/delivery-by-providers', {
      orderId,
      provider: 'MIARE',
    });
    expect(await sandbox.send(answer.providerTripId!, { status: 'ACCEPTED' })).toBe(200);
    expect((await trip(orderId)).status).toBe('BIKERACCEPTED');
    await after(25 * 60_000);
    expect((await trip(orderId)).status).toBe('DELIVERED');
  });
});

describe('webhooks', () => {
  let orderId: string;
  let id: string;
  beforeAll(async () => {
    orderId = await readyDeliveryOrder();
    sandbox.planNext([]);
    id = (await request(orderId)).providerTripId!;
  });

  it('apply each delivery id + status once, and a late status changes nothing', async () => {
    const assigned = await snappBox(id, 'ALLOCATED', {
      bikerName: 'رضا',
      bikerPhone: '09121112233',
    });
    expect(assigned.json()).toMatchObject({ result: 'APPLIED', tripStatus: 'BIKERASSIGNED' });
    const picked = await snappBox(id, 'PICKED_UP');
    expect(picked.json()).toMatchObject({ result: 'APPLIED', orderMoves: ['DELIVERING'] });
    const before = await eventCount(gw);
    const again = await snappBox(id, 'PICKED_UP');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ result: 'DUPLICATE', tripStatus: 'PICKEDUP' });
    const late = await snappBox(id, 'ACCEPTED');
    expect(late.json()).toMatchObject({ result: 'LATE', tripStatus: 'PICKEDUP' });
    expect((await snappBox(id, 'ACK')).json()).toMatchObject({ result: 'ACKNOWLEDGED' });
    expect(await eventCount(gw)).toBe(before);
  });

  it('refuse what is not the provider’s, is unknown, or the trip machine refuses — changing nothing', async () => {
    const unsigned = { orderId: id, status: 'DELIVERED' };
    expectRefusal(
      await hook('/api-delivery/v1/hooks/snapp-box', unsigned, false),
      401,
      'WEBHOOK_SIGNATURE_INVALID',
    );
    // Delivered, signed: the two events the trip and the order take.
    expect((await snappBox(id, 'DELIVERED')).json()).toMatchObject({ result: 'APPLIED' });
    const before = await eventCount(gw);
    const stale = new Date(gw.clock().getTime() - 10 * 60_000);
    const oldHook = await hook(
      '/api-delivery/v1/hooks/snapp-box',
      { orderId: id, status: 'ACK' },
      true,
      sandbox.secret,
      stale,
    );
    expectRefusal(oldHook, 401, 'WEBHOOK_SIGNATURE_INVALID');
    const forged = await hook(
      '/api/deliveryhistories/webhook/snappbox',
      { orderId: id, status: 'ACK' },
      true,
      'not-the-secret-at-all',
    );
    expectRefusal(forged, 401, 'WEBHOOK_SIGNATURE_INVALID');
    expectRefusal(await snappBox('SBX-unknown', 'ACCEPTED'), 404, 'TRIP_NOT_FOUND');
    expectRefusal(await snappBox(id, 'TELEPORTED'), 400, 'VALIDATION_FAILED');
    // The order was delivered above: a timeout now is a move the trip machine refuses.
    expectRefusal(await snappBox(id, 'NO_BIKER_FOUND'), 409, 'INVALID_TRIP_STATE');
    const miare = await hook('/api/deliveryhistories/webhook/miare', {
      trip_id: id,
      state: 'canceled_by_miare',
    });
    expectRefusal(miare, 409, 'INVALID_TRIP_STATE');
    expect(await eventCount(gw)).toBe(before);
    expect((await trip(orderId)).status).toBe('DELIVERED');
  });
});

describe('a provider cancelling', () => {
  it('puts the order back among those waiting for a courier; a new trip can be asked', async () => {
    const orderId = await readyDeliveryOrder();
    sandbox.planNext([{ afterMs: 60_000, status: 'CANCELED_BY_PROVIDER' }]);
    await request(orderId);
    await after(60_000);
    expect((await trip(orderId)).status).toBe('CANCELED');
    expect(await orderStatus(orderId)).toBe('READYTOSHIPMENT');
    const waiting = await ok<DeliveryOrderView[]>('GET', '/api/orders/un-assigned-to-biker');
    expect(waiting.map((o) => o.orderId)).toContain(orderId);
    sandbox.planNext([{ afterMs: 60_000, status: 'TIMED_OUT' }]);
    expect((await request(orderId, 'BORDAR')).tripId).toBe(`${orderId}~2`);
    await after(60_000);
    expect((await trip(orderId)).status).toBe('TIMEOUT');
    sandbox.planNext([
      { afterMs: 1_000, status: 'ASSIGNED', batchId: 'batch-1' },
      { afterMs: 2_000, status: 'PICKED_UP' },
      { afterMs: 3_000, status: 'CANCELED_BY_PROVIDER' },
    ]);
    await request(orderId, 'ZFEXPRESS');
    await after(1_000);
    expect((await trip(orderId)).status).toBe('BATCHASSIGNED');
    await after(2_000);
    expect((await trip(orderId)).status).toBe('INTERRUPTED');
  });
});

describe('courier routes', () => {
  it('request and cancel through every path, the provider told', async () => {
    const a = await readyDeliveryOrder();
    sandbox.planNext([]);
    const express = await ok<ProviderTripAnswer>(
      'POST',
      '/api-delivery/v1/express-plus/request-delivery',
      { orderId: a },
    );
    expect(express).toMatchObject({ provider: 'ZFEXPRESS', tripStatus: 'TRIPREQUESTED' });
    const canceled = await ok('DELETE', `/api-delivery/v1/delivery-by-providers/${a}`);
    expect(canceled).toMatchObject({ tripStatus: 'CANCELED' });
    expect(sandbox.trip(express.providerTripId!)).toMatchObject({ canceled: true });
    await ok('POST', '/api-delivery/v1/delivery-by-providers', { orderId: a, provider: 'MIARE' });
    expect(await ok('DELETE', `/api/deliveryhistories?orderId=${a}`)).toMatchObject({
      tripStatus: 'CANCELED',
    });
    await request(a);
    expect(await ok('POST', '/api/delivery/canceltrip', { orderId: a })).toMatchObject({
      tripStatus: 'CANCELED',
    });
    expect((await trip(a)).tripId).toBe(`${a}~3`);
  });

  it('quote Bordar’s fee and say which providers reach a point', async () => {
    const fee = await ok<{ fee: number; label: string }>(
      'GET',
      '/api/delivery/getbordardeliveryfee?latitude=35.7825&longitude=51.3766',
    );
    expect(fee).toMatchObject({ provider: 'BORDAR', label: 'BORDAR' });
    expect(fee.fee).toBeGreaterThan(250_000);
    const near = await ok<{ provider: string; label: string; supported: boolean }[]>(
      'GET',
      '/api-delivery/v1/provider-distance-support?latitude=35.7825&longitude=51.3766',
    );
    expect(near.map((p) => p.label)).toEqual(['MIARE', 'SNAPPBOX', 'EXPRESSPLUS', 'BORDAR']);
    expect(near.every((p) => p.supported)).toBe(true);
    const far = await ok<{ supported: boolean }[]>(
      'GET',
      '/api-delivery/v1/provider-distance-support?latitude=29.6&longitude=52.5',
    );
    expect(far.some((p) => p.supported)).toBe(false);
  });

  it('refuse orders that are not ready courier orders, changing nothing and asking no provider', async () => {
    const salonBody = salonOrder();
    expect((await call('POST', '/api/orders', salonBody)).statusCode).toBe(201);
    const salon = salonBody.id;
    const cooking = await readyDeliveryOrder('CONFIRMED');
    const busy = await readyDeliveryOrder();
    sandbox.planNext([]);
    await request(busy);
    const before = await eventCount(gw);
    expectRefusal(
      await call('POST', '/api/delivery/requestnewtrip', { orderId: salon, provider: 'MIARE' }),
      422,
      'ORDER_HAS_TO_HAVE_DELIVER_METHOD',
    );
    expectRefusal(
      await call('POST', '/api-delivery/v1/delivery-by-providers', {
        orderId: cooking,
        provider: 'MIARE',
      }),
      409,
      'ORDER_NOT_READY_FOR_SHIPMENT',
    );
    expectRefusal(
      await call('POST', '/api-delivery/v1/delivery-by-providers', {
        orderId: busy,
        provider: 'MIARE',
      }),
      409,
      'ORDER_HAS_ACTIVE_TRIP',
    );
    expectRefusal(
      await call('POST', '/api-delivery/v1/delivery-by-providers', {
        orderId: busy,
        provider: 'POST',
      }),
      400,
      'VALIDATION_FAILED',
    );
    expectRefusal(
      await call('DELETE', `/api/deliveryhistories?orderId=${cooking}`),
      404,
      'TRIP_NOT_FOUND',
    );
    // Vendor B sees none of vendor A's orders.
    expectRefusal(
      await call(
        'POST',
        '/api-delivery/v1/delivery-by-providers',
        { orderId: busy, provider: 'SNAPP_BOX' },
        {
          authorization: `Bearer ${await gw.tokenFor('demo-owner', VENDOR_B.vendorId)}`,
          ...asVendorB,
        },
      ),
      404,
      'ORDER_NOT_FOUND',
    );
    expectRefusal(
      await call('GET', '/api-delivery/v1/provider-distance-support?latitude=35.7'),
      400,
      'VALIDATION_FAILED',
    );
    expect(await eventCount(gw)).toBe(before);
  });
});
