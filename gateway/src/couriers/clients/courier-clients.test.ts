// The four courier providers' clients against a local stand-in of their APIs, over real HTTP:
// what each sends, what it reads back, and how refusals and outages reach the port.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ScriptedServer } from '../../testing/scripted-http.server.ts';
import { CourierProviderError, type CourierTripInput } from '../courier-provider.port.ts';
import { BordarCourierProvider } from './bordar.courier-provider.ts';
import { ExpressPlusCourierProvider } from './express-plus.courier-provider.ts';
import { ok, startFakeCourier, type CourierCallRecord } from './fake-courier.server.ts';
import { MiareCourierProvider } from './miare.courier-provider.ts';
import { SnappBoxCourierProvider } from './snapp-box.courier-provider.ts';

let fake: ScriptedServer<CourierCallRecord>;
beforeAll(async () => {
  fake = await startFakeCourier();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

const trip: CourierTripInput = {
  tripId: 'o-1~1',
  orderId: 'o-1',
  pickup: {
    title: 'کافه سفره',
    address: 'ولیعصر',
    latitude: 35.72,
    longitude: 51.41,
    phone: '02188',
  },
  dropoff: {
    title: 'منزل',
    address: 'سعادت‌آباد',
    latitude: 35.78,
    longitude: 51.37,
    phone: '0912',
  },
};
const route = { pickup: trip.pickup, dropoff: trip.dropoff };
const at = new Date('2025-03-21T08:30:00.000Z');

describe('Miare', () => {
  const miare = () =>
    new MiareCourierProvider({
      token: 'tok-m',
      baseUrl: fake.baseUrl,
      flatFee: 600_000,
      clock: () => at,
      timeoutMs: 500,
    });

  it('creates a trip with its pickup deadline and our trip as the bill number', async () => {
    fake.answer(ok({ id: 'b395', state: 'assign_queue', tracking_url: 'https://t/1' }, 201));
    expect(await miare().requestTrip(trip)).toEqual({
      providerTripId: 'b395',
      fee: 600_000,
      trackingUrl: 'https://t/1',
    });
    expect(fake.requests[0]).toMatchObject({
      method: 'POST',
      path: '/trips/',
      headers: { authorization: 'Token tok-m' },
      body: {
        pickup: {
          name: 'کافه سفره',
          deadline: '2025-03-21T08:40:00.000Z',
          location: { latitude: 35.72 },
        },
        courses: [{ bill_number: 'o-1~1', phone_number: '0912', location: { longitude: 51.37 } }],
      },
    });
  });

  it('a refusal carries Miare’s code; a cancel goes to trips/{id}/cancel/', async () => {
    fake.answer(ok({ code: 'concurrency_limit', detail: 'x' }, 400));
    await expect(miare().requestTrip(trip)).rejects.toMatchObject({
      code: 'COURIER_PROVIDER_REFUSED',
      providerCode: 'concurrency_limit',
    });
    fake.answer(ok({ id: 'b395', state: 'canceled_by_client' }));
    await miare().cancelTrip('b395');
    expect(fake.requests[1]).toMatchObject({ path: '/trips/b395/cancel/' });
    fake.answer(ok({ code: 'canceling_arrived_trip' }, 400));
    await expect(miare().cancelTrip('b395')).rejects.toMatchObject({
      providerCode: 'canceling_arrived_trip',
    });
  });
});

describe('SnappBox', () => {
  const snappBox = () =>
    new SnappBoxCourierProvider({ token: 'tok-s', baseUrl: fake.baseUrl, timeoutMs: 500 });

  it('prices and creates an order with its two terminals', async () => {
    fake.answer(
      ok({ data: { finalCustomerFare: 520_000 } }),
      ok({ data: { orderId: 'SB-9', finalCustomerFare: 520_000 } }),
    );
    expect(await snappBox().estimatePrice(route)).toMatchObject({ fee: 520_000 });
    expect(await snappBox().requestTrip(trip)).toEqual({ providerTripId: 'SB-9', fee: 520_000 });
    expect(fake.requests.map((r) => r.path)).toEqual(['/v2/pricing', '/v2/orders']);
    expect(fake.requests[1]).toMatchObject({
      headers: { authorization: 'Bearer tok-s' },
      body: {
        data: {
          terminals: [
            { type: 'pickup', sequenceNumber: 1, latitude: 35.72, comment: 'o-1~1' },
            { type: 'drop', sequenceNumber: 2, contactPhoneNumber: '0912' },
          ],
        },
      },
    });
  });

  it('a bad token is MISCONFIGURED, a 5xx or silence is retryable UNAVAILABLE', async () => {
    fake.answer(ok({}, 401), ok('down', 502), 'hang');
    await expect(snappBox().requestTrip(trip)).rejects.toMatchObject({
      code: 'COURIER_PROVIDER_MISCONFIGURED',
    });
    for (let i = 0; i < 2; i++) {
      const error = await snappBox()
        .cancelTrip('SB-9')
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(CourierProviderError);
      expect(error).toMatchObject({ code: 'COURIER_PROVIDER_UNAVAILABLE', retryable: true });
      expect(String((error as CourierProviderError).detail)).not.toContain('tok-s');
    }
  });
});

describe('Express Plus (ZFEXPRESS)', () => {
  const express = () =>
    new ExpressPlusCourierProvider({ apiKey: 'key-e', baseUrl: fake.baseUrl, timeoutMs: 500 });

  it('creates, prices and cancels with its api key', async () => {
    fake.answer(ok({ id: 77, price: 300_000 }), ok({ price: 310_000, distance: 7_400 }), ok({}));
    expect(await express().requestTrip(trip)).toEqual({ providerTripId: '77', fee: 300_000 });
    expect(await express().estimatePrice(route)).toEqual({ fee: 310_000, distanceMeters: 7_400 });
    await express().cancelTrip('77');
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/v1/orders',
      'POST /api/v1/price',
      'POST /api/v1/orders/77/cancel',
    ]);
    expect(fake.requests[0]).toMatchObject({
      headers: { 'x-api-key': 'key-e' },
      body: { reference: 'o-1~1', destination: { lat: 35.78, phone: '0912' } },
    });
  });
});

describe('Bordar', () => {
  const bordar = () =>
    new BordarCourierProvider({ token: 'tok-b', baseUrl: fake.baseUrl, timeoutMs: 500 });

  it('estimates a fee, creates and cancels a shipment', async () => {
    fake.answer(
      ok({ fee: 410_000, distance: 7_000 }),
      ok({ id: 'BR-1', fee: 410_000 }),
      ok({ message: 'no' }, 409),
    );
    expect(await bordar().estimatePrice(route)).toEqual({ fee: 410_000, distanceMeters: 7_000 });
    expect(await bordar().requestTrip(trip)).toEqual({ providerTripId: 'BR-1', fee: 410_000 });
    await expect(bordar().cancelTrip('BR-1')).rejects.toMatchObject({
      code: 'COURIER_PROVIDER_REFUSED',
      providerCode: 409,
    });
    expect(fake.requests[1]).toMatchObject({
      path: '/api/v1/shipments',
      headers: { authorization: 'Bearer tok-b' },
      body: { reference: 'o-1~1', source: { latitude: 35.72 } },
    });
  });
});
