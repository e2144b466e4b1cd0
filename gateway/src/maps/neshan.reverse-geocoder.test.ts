// The real Neshan client over real HTTP against a local stand-in (fake-neshan.server.ts).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { neshanError, neshanOk, startFakeNeshan } from './fake-neshan.server.ts';
import { NeshanReverseGeocoder } from './neshan.reverse-geocoder.ts';

let neshan: Awaited<ReturnType<typeof startFakeNeshan>>;
beforeAll(async () => {
  neshan = await startFakeNeshan();
});
afterAll(() => neshan.close());
afterEach(() => {
  neshan.requests.length = 0;
});

const client = (over: Partial<ConstructorParameters<typeof NeshanReverseGeocoder>[0]> = {}) =>
  new NeshanReverseGeocoder({
    apiKey: 'service.abc',
    baseUrl: `${neshan.baseUrl}/`,
    timeoutMs: 500,
    ...over,
  });
const point = { latitude: 35.7008, longitude: 51.3912 };

describe('Neshan reverse geocoding client', () => {
  it('asks GET /v5/reverse?lat&lng with the key in the Api-Key header, and reads the answer', async () => {
    neshan.answer(neshanOk('تهران، انقلاب، خیابان ۱۶ آذر', { neighbourhood: ' ', city: 'تهران' }));
    expect(await client().reverse(point)).toEqual({
      address: 'تهران، انقلاب، خیابان ۱۶ آذر',
      neighbourhood: null,
      city: 'تهران',
    });
    expect(neshan.requests).toEqual([
      {
        method: 'GET',
        path: '/v5/reverse',
        query: { lat: '35.7008', lng: '51.3912' },
        apiKey: 'service.abc',
      },
    ]);
  });

  it('a bad or foreign key is MAPS_MISCONFIGURED at once, without retrying', async () => {
    neshan.answer(neshanError(480, 'Key Not Found'));
    await expect(client().reverse(point)).rejects.toMatchObject({
      code: 'MAPS_MISCONFIGURED',
      providerStatus: 480,
    });
    neshan.answer(neshanError(483, 'Api Key Type Error'));
    await expect(client().reverse(point)).rejects.toMatchObject({ code: 'MAPS_MISCONFIGURED' });
    expect(neshan.requests).toHaveLength(2);
  });

  it('a 5xx or a dropped connection is tried once more; a rate limit is not', async () => {
    neshan.answer({ status: 502, body: 'bad gateway' });
    expect((await client().reverse(point)).city).toBe('تهران');
    expect(neshan.requests).toHaveLength(2);
    neshan.answer('drop', 'drop');
    await expect(client().reverse(point)).rejects.toMatchObject({ code: 'MAPS_UNAVAILABLE' });
    neshan.answer(neshanError(482, 'Rate Exceeded'));
    await expect(client({ retries: 3 }).reverse(point)).rejects.toMatchObject({
      code: 'MAPS_UNAVAILABLE',
    });
    expect(neshan.requests).toHaveLength(5);
  });

  it('gives up on a provider that does not answer in time', async () => {
    neshan.answer('hang');
    const started = Date.now();
    await expect(client({ timeoutMs: 200, retries: 0 }).reverse(point)).rejects.toMatchObject({
      code: 'MAPS_UNAVAILABLE',
    });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('no address for the point: a status other than OK, or coordinates Neshan cannot read', async () => {
    neshan.answer({ status: 200, body: { status: 'NOT_FOUND' } });
    await expect(client().reverse(point)).rejects.toMatchObject({ code: 'MAPS_NO_ADDRESS' });
    neshan.answer(neshanError(470, 'Coordinate Parse Error'));
    await expect(client().reverse(point)).rejects.toMatchObject({ code: 'MAPS_NO_ADDRESS' });
  });
});
