// Neshan's search (v1/search) through the real client over real HTTP against a local stand-in.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { neshanError, neshanPlaces, startFakeNeshan } from './fake-neshan.server.ts';
import { NeshanReverseGeocoder } from './neshan.reverse-geocoder.ts';

let neshan: Awaited<ReturnType<typeof startFakeNeshan>>;
beforeAll(async () => {
  neshan = await startFakeNeshan();
});
afterAll(() => neshan.close());
afterEach(() => {
  neshan.requests.length = 0;
});

const client = () =>
  new NeshanReverseGeocoder({ apiKey: 'service.abc', baseUrl: neshan.baseUrl, timeoutMs: 500 });
const near = { latitude: 35.7, longitude: 51.4 };

describe('Neshan search client', () => {
  it('asks GET /v1/search?term&lat&lng with the key in the Api-Key header, and reads x/y as the point', async () => {
    neshan.answer(
      neshanPlaces({
        title: 'میدان ونک',
        address: 'تهران، ونک، میدان ونک',
        latitude: 35.7575,
        longitude: 51.4097,
      }),
    );
    expect(await client().search({ term: 'ونک', near })).toEqual([
      {
        title: 'میدان ونک',
        address: 'تهران، ونک، میدان ونک',
        latitude: 35.7575,
        longitude: 51.4097,
      },
    ]);
    expect(neshan.requests).toEqual([
      {
        method: 'GET',
        path: '/v1/search',
        query: { term: 'ونک', lat: '35.7', lng: '51.4' },
        apiKey: 'service.abc',
      },
    ]);
  });

  it('nothing found is an empty list; an item without a title is left out', async () => {
    neshan.answer({ status: 200, body: { count: 0, items: [] } });
    expect(await client().search({ term: 'ناکجا', near })).toEqual([]);
    neshan.answer({
      status: 200,
      body: { count: 1, items: [{ title: ' ', address: null, location: { x: 51, y: 35 } }] },
    });
    expect(await client().search({ term: 'x', near })).toEqual([]);
  });

  it('a foreign key is MAPS_MISCONFIGURED; a 5xx is tried once more, then MAPS_UNAVAILABLE', async () => {
    neshan.answer(neshanError(483, 'Api Key Type Error'));
    await expect(client().search({ term: 'ونک', near })).rejects.toMatchObject({
      code: 'MAPS_MISCONFIGURED',
    });
    neshan.answer({ status: 503, body: 'down' }, { status: 503, body: 'down' });
    await expect(client().search({ term: 'ونک', near })).rejects.toMatchObject({
      code: 'MAPS_UNAVAILABLE',
    });
    expect(neshan.requests).toHaveLength(3);
  });
});
