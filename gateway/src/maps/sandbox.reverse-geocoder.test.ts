import { describe, expect, it } from 'vitest';
import { MapsProviderError } from './reverse-geocoder.port.ts';
import { distanceKm, SandboxReverseGeocoder } from './sandbox.reverse-geocoder.ts';
import { tehranNeighbourhoods } from './tehran-neighbourhoods.ts';

const sandbox = new SandboxReverseGeocoder();

describe('sandbox reverse geocoder', () => {
  it('names the neighbourhood whose centre is nearest', async () => {
    expect(await sandbox.reverse({ latitude: 35.805, longitude: 51.434 })).toEqual({
      address: 'تهران، تجریش، میدان تجریش',
      neighbourhood: 'تجریش',
      city: 'تهران',
    });
    // Between Vanak (35.7575, 51.4097) and Yusef-Abad (35.7299, 51.4076), nearer Yusef-Abad.
    expect((await sandbox.reverse({ latitude: 35.735, longitude: 51.408 })).neighbourhood).toBe(
      'یوسف‌آباد',
    );
    for (const place of tehranNeighbourhoods) {
      expect((await sandbox.reverse(place)).neighbourhood).toBe(place.name);
    }
  });

  it('has no address far from Tehran', async () => {
    await expect(sandbox.reverse({ latitude: 29.61, longitude: 52.53 })).rejects.toMatchObject({
      code: 'MAPS_NO_ADDRESS',
    });
    await expect(sandbox.reverse({ latitude: 0, longitude: 0 })).rejects.toBeInstanceOf(
      MapsProviderError,
    );
  });

  it('measures great-circle distances', () => {
    // Tehran to Isfahan, about 340 km as the crow flies.
    const km = distanceKm(
      { latitude: 35.6892, longitude: 51.389 },
      { latitude: 32.6539, longitude: 51.666 },
    );
    expect(km).toBeGreaterThan(330);
    expect(km).toBeLessThan(345);
  });
});

describe('sandbox place search', () => {
  const near = { latitude: 35.7, longitude: 51.4 };

  it('finds a neighbourhood by its name or street, however ye and kaf were typed', async () => {
    expect(await sandbox.search({ term: 'ونك', near })).toEqual([
      {
        title: 'ونک',
        address: 'تهران، ونک، خیابان ملاصدرا',
        latitude: 35.7575,
        longitude: 51.4097,
      },
    ]);
    expect((await sandbox.search({ term: 'نياوران', near })).map((p) => p.title)).toEqual([
      'نیاوران',
    ]);
    expect((await sandbox.search({ term: 'ملاصدرا', near })).map((p) => p.title)).toEqual(['ونک']);
  });

  it('nearest first; nothing found is an empty list', async () => {
    // «آباد»: Yusef-Abad, Sa'adat-Abad, Nazi-Abad, Janat-Abad; from Tajrish Sa'adat-Abad is nearest.
    const fromTajrish = await sandbox.search({
      term: 'آباد',
      near: { latitude: 35.8045, longitude: 51.4339 },
    });
    expect(fromTajrish[0]?.title).toBe('سعادت‌آباد');
    expect(fromTajrish.length).toBeGreaterThanOrEqual(4);
    expect(await sandbox.search({ term: 'شیراز', near })).toEqual([]);
  });
});
