// Auto-dispatch through the real gateway: the owner chooses a provider on PUT vendors/me; a
// delivery order that then reaches READYTOSHIPMENT gets a sandbox trip by itself, which the sandbox
// carries on the gateway's clock. With the setting off, or for an order ready before it was
// chosen, nothing is asked. A restarted reactor asks nothing twice; a provider's refusal is logged
// and leaves the order in the un-assigned list. A bad setting is refused, changing nothing.
import type { DeliveryOrderView } from '@sofre/engine/contracts';
import { tripsOfOrder } from '@sofre/engine/delivery';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  VENDOR_A_ID,
  eventCount,
  salonOrder,
  startTestGateway,
  type TestGateway,
} from '../testing/test-gateway.ts';
import { autoDispatchReactor } from './auto-dispatch.reactor.ts';
import { CourierProviderError, type CourierProvider } from './courier-provider.port.ts';
import type { SandboxCouriers } from './sandbox/sandbox.couriers.ts';

let gw: TestGateway;
let sandbox: SandboxCouriers;
beforeAll(async () => {
  gw = await startTestGateway();
  await gw.listen();
  sandbox = gw.app.couriers.sandbox!;
  sandbox.stop();
}, 30_000);
afterAll(() => gw.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
const owner = async () => ({ authorization: `Bearer ${await gw.tokenFor('demo-owner')}` });
const call = async (method: Method, url: string, payload?: object) =>
  gw.app.inject({ method, url, headers: await owner(), ...(payload ? { payload } : {}) });
const ok = async <T>(method: Method, url: string, payload?: object) => {
  const res = await call(method, url, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
  return res.json<T>();
};
const setAutoDispatch = (autoDispatchProvider: string | null) =>
  ok<{ autoDispatchProvider: string | null }>('PUT', '/api-identity/vendors/me', {
    autoDispatchProvider,
  });

/** A delivery order moved to READYTOSHIPMENT; the reactor's passes it caused are awaited. */
async function readyDeliveryOrder() {
  const order = salonOrder({
    tableNumber: undefined,
    numberOfCustomers: undefined,
    deliveryType: 'DELIVER',
    addressId: 'demo-customer-1-address-1',
  });
  const res = await call('POST', '/api/orders', order);
  expect(res.statusCode, res.body).toBe(201);
  await ok('PATCH', '/api/orders/state', { orderId: order.id, status: 'READYTOSHIPMENT' });
  await gw.app.autoDispatch.settle();
  return order.id;
}
const latestTrip = async (orderId: string) =>
  (await tripsOfOrder(gw.platform.store, VENDOR_A_ID, orderId)).latest;
const waiting = async () =>
  (await ok<DeliveryOrderView[]>('GET', '/api/orders/un-assigned-to-biker')).map((o) => o.orderId);
const silentLog = () => {
  const warned: object[] = [];
  return { warned, info: () => undefined, warn: (details: object) => warned.push(details) };
};

describe('auto-dispatch', () => {
  let readyBefore: string;

  it('is off by default: a ready delivery order waits for the dispatcher', async () => {
    expect(
      (await ok<{ autoDispatchProvider: null }>('GET', '/api-identity/vendors/me'))
        .autoDispatchProvider,
    ).toBeNull();
    readyBefore = await readyDeliveryOrder();
    expect(await latestTrip(readyBefore)).toBeUndefined();
    expect(await waiting()).toContain(readyBefore);
  });

  it('refuses a provider that is not a courier provider, changing nothing', async () => {
    const before = await eventCount(gw);
    for (const bad of ['OWN_FLEET', 'POST', 42]) {
      const res = await call('PUT', '/api-identity/vendors/me', { autoDispatchProvider: bad });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      const body = res.json<{ code: string; message: string; errors: { field: string }[] }>();
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.message).toMatch(/[\u0600-\u06FF]/);
      expect(body.errors.map((e) => e.field)).toContain('autoDispatchProvider');
    }
    expect(await eventCount(gw)).toBe(before);
  });

  it('with a provider chosen, a delivery order that becomes ready gets a sandbox trip by itself', async () => {
    gw.advanceClock(1_000);
    expect(await setAutoDispatch('SNAPP_BOX')).toMatchObject({ autoDispatchProvider: 'SNAPP_BOX' });
    expect(await ok('GET', '/api-identity/vendors/me')).toMatchObject({
      autoDispatchProvider: 'SNAPP_BOX',
    });
    gw.advanceClock(1_000);
    const orderId = await readyDeliveryOrder();
    const trip = await latestTrip(orderId);
    expect(trip).toMatchObject({ status: 'TRIPREQUESTED', provider: 'SNAPP_BOX' });
    expect(trip!.providerTripId).toMatch(/^SBX-/);
    expect(sandbox.trip(trip!.providerTripId!)).toMatchObject({ provider: 'SNAPP_BOX' });
    expect(await waiting()).not.toContain(orderId);
    // The sandbox carries it on the gateway's clock, as a dispatcher's request.
    gw.advanceClock(8 * 60_000);
    await sandbox.tick();
    expect((await latestTrip(orderId))!.status).toBe('PICKEDUP');
    gw.advanceClock(12 * 60_000);
    await sandbox.tick();
    expect((await ok<{ status: string }>('GET', `/api/orders/${orderId}`)).status).toBe(
      'DELIVERED',
    );
    // The order that was ready before the provider was chosen still waits for the dispatcher.
    expect(await latestTrip(readyBefore)).toBeUndefined();
    expect(await waiting()).toContain(readyBefore);
  });

  it('a restarted reactor asks no provider again', async () => {
    const orderId = await readyDeliveryOrder();
    const first = await latestTrip(orderId);
    expect(first).toMatchObject({ status: 'TRIPREQUESTED' });
    const before = await eventCount(gw);
    const log = silentLog();
    const restarted = autoDispatchReactor(gw.platform, gw.app.couriers, log, gw.clock);
    await restarted.start();
    await restarted.settle();
    await restarted.stop();
    expect(await latestTrip(orderId)).toEqual(first);
    expect(await eventCount(gw)).toBe(before);
    expect(log.warned).toEqual([]);
  });

  it('a provider’s refusal is logged; the order stays with the dispatcher and is not asked again', async () => {
    // This gateway's own reactor stops; one whose provider refuses takes its place.
    await gw.app.autoDispatch.stop();
    const refusing: CourierProvider = {
      ...gw.app.couriers.providerFor('SNAPP_BOX'),
      requestTrip: async () => {
        throw new CourierProviderError('COURIER_PROVIDER_UNAVAILABLE', 'sandbox said 503', {
          retryable: true,
        });
      },
    };
    const couriers = { ...gw.app.couriers, providerFor: () => refusing };
    const log = silentLog();
    const reactor = autoDispatchReactor(gw.platform, couriers, log, gw.clock);
    await reactor.start();
    const orderId = await readyDeliveryOrder();
    await reactor.schedule(VENDOR_A_ID);
    expect(log.warned).toMatchObject([
      {
        vendorId: VENDOR_A_ID,
        orderId,
        provider: 'SNAPP_BOX',
        code: 'COURIER_PROVIDER_UNAVAILABLE',
      },
    ]);
    expect(await latestTrip(orderId)).toBeUndefined();
    expect(await waiting()).toContain(orderId);
    await reactor.stop();
    // Restarted with a provider that works: the failed order stays the dispatcher's.
    const again = autoDispatchReactor(gw.platform, gw.app.couriers, silentLog(), gw.clock);
    await again.start();
    await again.settle();
    await again.stop();
    expect(await latestTrip(orderId)).toBeUndefined();
    // The dispatcher sends it.
    await ok('POST', '/api/delivery/requestnewtrip', { orderId, provider: 'MIARE' });
    expect(await latestTrip(orderId)).toMatchObject({ provider: 'MIARE' });
  });

  it('turned off, ready orders wait for the dispatcher again', async () => {
    expect(await setAutoDispatch(null)).toMatchObject({ autoDispatchProvider: null });
    const reactor = autoDispatchReactor(gw.platform, gw.app.couriers, silentLog(), gw.clock);
    await reactor.start();
    gw.advanceClock(1_000);
    const orderId = await readyDeliveryOrder();
    await reactor.schedule(VENDOR_A_ID);
    await reactor.stop();
    expect(await latestTrip(orderId)).toBeUndefined();
    expect(await waiting()).toContain(orderId);
  });
});
