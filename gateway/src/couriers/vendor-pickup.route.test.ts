// Each vendor's own pickup point (issue 32): set in vendors/me, it is where courier quotes measure
// from and where the trips a provider is asked for start; two vendors on one gateway send couriers
// from their own addresses, a vendor without one from the platform's default point, and a bad
// point is refused as problem+json that changes nothing.
import type { ProviderTripAnswer, VendorMe } from '@sofre/engine/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  eventCount,
  salonOrder,
  startTestGateway,
  VENDOR_B,
  type TestGateway,
} from '../testing/test-gateway.ts';
import { distanceMeters } from './courier-provider.port.ts';
import type { SandboxCouriers } from './sandbox/sandbox.couriers.ts';

let gw: TestGateway;
let sandbox: SandboxCouriers;
beforeAll(async () => {
  gw = await startTestGateway();
  sandbox = gw.app.couriers.sandbox!;
  sandbox.stop();
}, 30_000);
afterAll(() => gw.close());

type Headers = Record<string, string>;
const A = () => gw.asOwner;
const B = () => gw.asOwnerB;
const call = (
  method: 'GET' | 'PUT' | 'POST' | 'PATCH',
  url: string,
  headers: Headers,
  payload?: object,
) => gw.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const ok = async <T>(
  method: 'GET' | 'PUT' | 'POST' | 'PATCH',
  url: string,
  headers: Headers,
  payload?: object,
) => {
  const res = await call(method, url, headers, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
  return res.json<T>();
};

/** Vendor A's kitchen in Tajrish, vendor B's near Azadi square. */
const pointA = { latitude: 35.8045, longitude: 51.4339, address: 'تجریش، خیابان دربند، پلاک ۱۲' };
const pointB = {
  latitude: 35.6997,
  longitude: 51.338,
  address: 'میدان آزادی، خیابان آزادی، پلاک ۴',
};
const dropoff = { latitude: 35.7575, longitude: 51.41 };
const DEFAULT_POINT = { latitude: 35.7219, longitude: 51.4097 };

async function readyDeliveryOrder(headers: Headers) {
  const order = salonOrder({
    tableNumber: undefined,
    numberOfCustomers: undefined,
    deliveryType: 'DELIVER',
    addressId: 'demo-customer-1-address-1',
  });
  const res = await call('POST', '/api/orders', headers, order);
  expect(res.statusCode, res.body).toBe(201);
  await ok('PATCH', '/api/orders/state', headers, { orderId: order.id, status: 'READYTOSHIPMENT' });
  return order.id;
}

const distanceFrom = (pickup: { latitude: number; longitude: number }) =>
  distanceMeters({ pickup: { latitude: pickup.latitude, longitude: pickup.longitude }, dropoff });

const supportDistance = async (headers: Headers) => {
  const url = `/api-delivery/v1/provider-distance-support?latitude=${dropoff.latitude}&longitude=${dropoff.longitude}`;
  const answer = await ok<{ distanceMeters: number }[]>('GET', url, headers);
  return answer[0]!.distanceMeters;
};
const bordarDistance = async (headers: Headers) => {
  const url = `/api/delivery/getbordardeliveryfee?latitude=${dropoff.latitude}&longitude=${dropoff.longitude}`;
  return (await ok<{ distanceMeters: number }>('GET', url, headers)).distanceMeters;
};

describe('a vendor’s own pickup point', () => {
  it('without one, quotes and trips start from the platform’s default point', async () => {
    expect((await ok<VendorMe>('GET', '/api-identity/vendors/me', A())).pickupPoint).toBeNull();
    expect(await supportDistance(A())).toBe(distanceFrom(DEFAULT_POINT));
  });

  it('two vendors’ quotes and trips start at their own points', async () => {
    const savedA = await ok<VendorMe>('PUT', '/api-identity/vendors/me', A(), {
      pickupPoint: pointA,
    });
    const savedB = await ok<VendorMe>('PUT', '/api-identity/vendors/me', B(), {
      pickupPoint: pointB,
    });
    expect(savedA.pickupPoint).toEqual(pointA);
    expect(savedB.pickupPoint).toEqual(pointB);
    expect((await ok<VendorMe>('GET', '/api-identity/vendors/me', B())).pickupPoint).toEqual(
      pointB,
    );

    // The quotes measure from each vendor's own kitchen.
    expect(await supportDistance(A())).toBe(distanceFrom(pointA));
    expect(await supportDistance(B())).toBe(distanceFrom(pointB));
    expect(await bordarDistance(A())).toBe(distanceFrom(pointA));
    expect(await bordarDistance(B())).toBe(distanceFrom(pointB));
    expect(distanceFrom(pointA)).not.toBe(distanceFrom(pointB));

    // The provider is asked to pick each vendor's order up at that vendor's address.
    const request = async (headers: Headers) => {
      const orderId = await readyDeliveryOrder(headers);
      const answer = await ok<ProviderTripAnswer>('POST', '/api/delivery/requestnewtrip', headers, {
        orderId,
        provider: 'SNAPP_BOX',
      });
      return sandbox.trip(answer.providerTripId!)!.input.pickup;
    };
    expect(await request(A())).toMatchObject({ ...pointA, title: 'رستوران سفره' });
    expect(await request(B())).toMatchObject({ ...pointB, title: VENDOR_B.name });
  });

  it('null goes back to the platform’s default point', async () => {
    await ok('PUT', '/api-identity/vendors/me', B(), { pickupPoint: pointB });
    const reset = await ok<VendorMe>('PUT', '/api-identity/vendors/me', B(), { pickupPoint: null });
    expect(reset.pickupPoint).toBeNull();
    expect(await supportDistance(B())).toBe(distanceFrom(DEFAULT_POINT));
    await ok('PUT', '/api-identity/vendors/me', B(), { pickupPoint: pointB });
  });

  it('a bad point is problem+json and changes nothing, not even the rest of the request', async () => {
    await ok('PUT', '/api-identity/vendors/me', A(), { pickupPoint: pointA });
    const before = await eventCount(gw);
    const refused = async (pickupPoint: object, status: number, code: string, field: string) => {
      const res = await call('PUT', '/api-identity/vendors/me', A(), {
        pickupPoint,
        minimumBasket: 990_000,
      });
      expect(res.statusCode, res.body).toBe(status);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.json()).toMatchObject({ code });
      expect(res.json().message).toMatch(/[\u0600-\u06FF]/);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    };
    // Paris: a point no courier here reaches (swapped coordinates are the usual way to get one).
    await refused(
      { ...pointA, latitude: 48.85, longitude: 2.35 },
      422,
      'PICKUP_POINT_OUT_OF_RANGE',
      'pickupPoint.latitude',
    );
    await refused(
      { ...pointA, longitude: 35.8, latitude: 51.43 },
      422,
      'PICKUP_POINT_OUT_OF_RANGE',
      'pickupPoint.latitude',
    );
    await refused({ ...pointA, latitude: 95 }, 400, 'VALIDATION_FAILED', 'pickupPoint.latitude');
    await refused({ ...pointA, address: '  ' }, 400, 'VALIDATION_FAILED', 'pickupPoint.address');
    await refused(
      { latitude: 35.8, longitude: 51.4 },
      400,
      'VALIDATION_FAILED',
      'pickupPoint.address',
    );
    expect(await eventCount(gw)).toBe(before);
    const me = await ok<VendorMe>('GET', '/api-identity/vendors/me', A());
    expect(me.pickupPoint).toEqual(pointA);
    expect(me.minimumBasket).not.toBe(990_000);
  });

  it('only who manages the vendor sets it', async () => {
    const cashier = { authorization: `Bearer ${await gw.tokenFor('demo-cashier')}` };
    const res = await call('PUT', '/api-identity/vendors/me', cashier, { pickupPoint: pointB });
    expect(res.statusCode).toBe(403);
    expect((await ok<VendorMe>('GET', '/api-identity/vendors/me', A())).pickupPoint).toEqual(
      pointA,
    );
  });
});
