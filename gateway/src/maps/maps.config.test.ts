import { describe, expect, it } from 'vitest';
import { createReverseGeocoder, loadMapsConfig } from './maps.config.ts';
import { NeshanReverseGeocoder } from './neshan.reverse-geocoder.ts';
import { SandboxReverseGeocoder } from './sandbox.reverse-geocoder.ts';

describe('maps configuration', () => {
  it('is the sandbox unless told otherwise', () => {
    expect(createReverseGeocoder({})).toBeInstanceOf(SandboxReverseGeocoder);
    expect(createReverseGeocoder({ MAPS_PROVIDER: 'sandbox', NESHAN_API_KEY: '' })).toBeInstanceOf(
      SandboxReverseGeocoder,
    );
  });

  it('Neshan with its key; without one the gateway does not start, and the message keeps no value', () => {
    expect(
      createReverseGeocoder({ MAPS_PROVIDER: 'neshan', NESHAN_API_KEY: 'service.k' }),
    ).toBeInstanceOf(NeshanReverseGeocoder);
    expect(() => loadMapsConfig({ MAPS_PROVIDER: 'neshan', NESHAN_API_KEY: '' })).toThrow(
      /NESHAN_API_KEY/,
    );
    expect(() => loadMapsConfig({ MAPS_PROVIDER: 'google' })).toThrow(/MAPS_PROVIDER/);
    expect(() => loadMapsConfig({ MAP_TILES: 'yes' })).toThrow(/MAP_TILES/);
    expect(() =>
      loadMapsConfig({ MAPS_PROVIDER: 'neshan', NESHAN_API_KEY: 'k', NESHAN_BASE_URL: 'ftp://x' }),
    ).toThrow(/NESHAN_BASE_URL/);
  });
});

describe('map tiles', () => {
  it('are off unless MAP_TILES=on', () => {
    expect(loadMapsConfig({}).MAP_TILES).toBe('off');
    expect(loadMapsConfig({ MAP_TILES: 'on' }).MAP_TILES).toBe('on');
  });
});
