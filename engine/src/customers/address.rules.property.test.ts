// Any point on Earth is accepted, anything off it refused, whatever the other field holds.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../shared/domain-error.ts';
import { cleanAddress, locationErrors } from './address.rules.ts';

const base = { title: 'خانه', text: 'تهران، میدان ونک' };

describe('address coordinates', () => {
  it('latitude in [-90, 90] and longitude in [-180, 180] pass', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -90, max: 90, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        (latitude, longitude) => {
          expect(
            cleanAddress({ ...base, latitude, longitude }, false, 'ADDRESS_ADD_FAILED').location,
          ).toEqual({
            latitude,
            longitude,
          });
        },
      ),
    );
  });

  it('beyond the range, infinite or NaN, the field is named', () => {
    const off = fc.oneof(
      fc.double({ min: 90, max: 1e9, noNaN: true, minExcluded: true }),
      fc.double({ max: -90, min: -1e9, noNaN: true, maxExcluded: true }),
      fc.constantFrom(Number.NaN, Infinity, -Infinity),
    );
    fc.assert(
      fc.property(off, fc.double({ min: -180, max: 180, noNaN: true }), (latitude, longitude) => {
        expect(locationErrors(latitude, longitude, true).map((e) => e.field)).toEqual(['latitude']);
        expect(() =>
          cleanAddress({ ...base, latitude, longitude }, false, 'ADDRESS_ADD_FAILED'),
        ).toThrow(DomainError);
      }),
    );
  });
});
