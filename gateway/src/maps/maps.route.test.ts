// Reverse geocoding and place search through the real gateway (sandbox maps by default;
// Neshan's client against a local stand-in for the provider's failures).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { neshanError, neshanPlaces, startFakeNeshan } from './fake-neshan.server.ts';
import { NeshanReverseGeocoder } from './neshan.reverse-geocoder.ts';
import { startTestGateway, type TestGateway } from '../testing/test-gateway.ts';
import { customersClient } from '../customers/customers.test-fixtures.ts';

let gw: TestGateway;
let c: ReturnType<typeof customersClient>;
beforeAll(async () => {
  gw = await startTestGateway();
  c = customersClient(gw);
}, 30_000);
afterAll(() => gw.close());

describe('reverse geocoding', () => {
  it('the sandbox names the nearest Tehran neighbourhood, for any logged-in user', async () => {
    const customer = await c.customer();
    const res = await c.call(
      'GET',
      '/users/map/reverse?latitude=35.758&longitude=51.41',
      customer.headers,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      address: 'تهران، ونک، خیابان ملاصدرا',
      neighbourhood: 'ونک',
      city: 'تهران',
    });
    const anonymous = await c.call('GET', '/users/map/reverse?latitude=35.758&longitude=51.41', {});
    expect(anonymous.statusCode).toBe(401);
  });

  it('no address far from Tehran (404), a point off the Earth is a validation error (400)', async () => {
    const isfahan = await c.call(
      'GET',
      '/users/map/reverse?latitude=32.65&longitude=51.67',
      gw.asOwner,
    );
    expect(isfahan.statusCode).toBe(404);
    expect(isfahan.json()).toMatchObject({ code: 'MAPS_NO_ADDRESS' });
    const off = await c.call('GET', '/users/map/reverse?latitude=100&longitude=51', gw.asOwner);
    expect(off.statusCode).toBe(400);
    expect(off.json()).toMatchObject({ errors: [{ field: 'latitude' }] });
  });
});

describe('place search', () => {
  const search = (term: string, headers: Record<string, string>) =>
    c.call('GET', `/users/map/search?term=${encodeURIComponent(term)}&lat=35.7&lng=51.4`, headers);

  it('finds a Tehran neighbourhood by name, Arabic ye and kaf too, for any logged-in user', async () => {
    const customer = await c.customer();
    const res = await search('ونك', customer.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      places: [
        {
          title: 'ونک',
          address: 'تهران، ونک، خیابان ملاصدرا',
          latitude: 35.7575,
          longitude: 51.4097,
        },
      ],
    });
    expect((await search('شیراز', customer.headers)).json()).toEqual({ places: [] });
    expect((await search('ونک', {})).statusCode).toBe(401);
  });

  it('a term shorter than two letters or a point off the Earth is a validation error', async () => {
    const short = await search('و', gw.asOwner);
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ errors: [{ field: 'term' }] });
    const off = await c.call('GET', '/users/map/search?term=ونک&lat=95&lng=51', gw.asOwner);
    expect(off.statusCode).toBe(400);
  });
});

describe('map settings', () => {
  it('no tiles unless the gateway is started with them; anyone may ask', async () => {
    const off = await gw.app.inject({ method: 'GET', url: '/api-identity/users/map/settings' });
    expect(off.json()).toEqual({ tiles: null });
    const withTiles = await startTestGateway({ mapTiles: true });
    try {
      const on = await withTiles.app.inject({
        method: 'GET',
        url: '/api-identity/users/map/settings',
      });
      expect(on.json()).toEqual({ tiles: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' });
    } finally {
      await withTiles.close();
    }
  }, 30_000);
});

describe('reverse geocoding through Neshan', () => {
  it('answers Neshan’s address, and 503 MAPS_UNAVAILABLE in Persian when Neshan fails', async () => {
    const neshan = await startFakeNeshan();
    const maps = new NeshanReverseGeocoder({
      apiKey: 'service.test-key',
      baseUrl: neshan.baseUrl,
      retries: 0,
    });
    const withNeshan = await startTestGateway({ maps });
    try {
      const ok = await withNeshan.app.inject({
        method: 'GET',
        url: '/api-identity/users/map/reverse?latitude=35.7&longitude=51.39',
        headers: withNeshan.asOwner,
      });
      expect(ok.json()).toEqual({
        address: 'تهران، دکتر فاطمی، حجاب، سازمان آب',
        neighbourhood: 'فاطمی',
        city: 'تهران',
      });
      neshan.answer(neshanError(482, 'Rate Exceeded'));
      const down = await withNeshan.app.inject({
        method: 'GET',
        url: '/api-identity/users/map/reverse?latitude=35.7&longitude=51.39',
        headers: withNeshan.asOwner,
      });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({
        code: 'MAPS_UNAVAILABLE',
        message: expect.stringMatching(/نقشه/),
      });
      neshan.answer(
        neshanPlaces({
          title: 'میدان ونک',
          address: 'تهران، ونک',
          latitude: 35.757,
          longitude: 51.41,
        }),
      );
      const found = await withNeshan.app.inject({
        method: 'GET',
        url: `/api-identity/users/map/search?term=${encodeURIComponent('ونک')}&lat=35.7&lng=51.39`,
        headers: withNeshan.asOwner,
      });
      expect(found.json()).toEqual({
        places: [{ title: 'میدان ونک', address: 'تهران، ونک', latitude: 35.757, longitude: 51.41 }],
      });
      expect(neshan.requests.at(-1)).toMatchObject({
        path: '/v1/search',
        query: { term: 'ونک', lat: '35.7', lng: '51.39' },
        apiKey: 'service.test-key',
      });
      neshan.answer(neshanError(482, 'Rate Exceeded'));
      const busy = await withNeshan.app.inject({
        method: 'GET',
        url: `/api-identity/users/map/search?term=${encodeURIComponent('ونک')}&lat=35.7&lng=51.39`,
        headers: withNeshan.asOwner,
      });
      expect(busy.statusCode).toBe(503);
    } finally {
      await withNeshan.close();
      await neshan.close();
    }
  }, 30_000);
});
