// zoneFor over random squares in Iran and random points: a point inside an enabled zone finds it,
// a point outside every zone finds none, a disabled zone never matches, overlapping zones give
// the cheapest, and equally cheap ones the first listed. deliveryQuote refuses outside.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../shared/domain-error.ts';
import { squareRing, TEHRAN, zoneRecord } from './delivery-zone.test-fixtures.ts';
import { deliveryQuote, zoneFor } from './zone-for.ts';

/** A square somewhere in Iran's box, 0.001°–0.5° on a side (about 100 m to 50 km). */
const square = fc.record({
  west: fc.double({ min: 44.5, max: 62, noNaN: true }),
  south: fc.double({ min: 25.5, max: 39, noNaN: true }),
  size: fc.double({ min: 0.001, max: 0.5, noNaN: true }),
});
/** Where in (or around) the square a point is, as fractions of its side. */
const inside = fc.double({ min: 0.01, max: 0.99, noNaN: true });
const beyond = fc.oneof(
  fc.double({ min: -3, max: -0.01, noNaN: true }),
  fc.double({ min: 1.01, max: 4, noNaN: true }),
);
const price = fc.integer({ min: 0, max: 10_000_000 });

type Square = { west: number; south: number; size: number };
const at = (s: Square, fx: number, fy: number) => ({
  longitude: s.west + fx * s.size,
  latitude: s.south + fy * s.size,
});
const zoneOn = (id: string, s: Square, overrides = {}) =>
  zoneRecord(id, { polygon: squareRing(s.west, s.south, s.size), ...overrides });

describe('zoneFor', () => {
  it('finds the enabled zone a point lies in', () =>
    fc.assert(
      fc.property(square, inside, inside, price, (s, fx, fy, p) => {
        expect(zoneFor(at(s, fx, fy), [zoneOn('z', s, { price: p })])?.id).toBe('z');
      }),
    ));

  it('finds nothing for a point outside every zone', () =>
    fc.assert(
      fc.property(square, beyond, inside, fc.boolean(), (s, fOut, fIn, swap) => {
        const point = swap ? at(s, fIn, fOut) : at(s, fOut, fIn);
        expect(zoneFor(point, [zoneOn('z', s)])).toBeUndefined();
      }),
    ));

  it('never matches a disabled zone, inside or not', () =>
    fc.assert(
      fc.property(square, inside, inside, (s, fx, fy) => {
        expect(zoneFor(at(s, fx, fy), [zoneOn('z', s, { enabled: false })])).toBeUndefined();
      }),
    ));

  it('of overlapping zones gives the cheapest; of equally cheap ones, the first listed', () =>
    fc.assert(
      fc.property(square, inside, inside, price, price, (s, fx, fy, p1, p2) => {
        const point = at(s, fx, fy);
        const bigger = { west: s.west - s.size, south: s.south - s.size, size: s.size * 3 };
        const zones = [zoneOn('small', s, { price: p1 }), zoneOn('big', bigger, { price: p2 })];
        expect(zoneFor(point, zones)?.id).toBe(p2 < p1 ? 'big' : 'small');
        expect(zoneFor(point, [...zones].reverse())?.id).toBe(p1 < p2 ? 'small' : 'big');
      }),
    ));

  it('counts a point on the edge as inside', () => {
    const s = { west: TEHRAN.longitude, south: TEHRAN.latitude, size: 0.02 };
    expect(zoneFor(at(s, 0, 0.5), [zoneOn('z', s)])?.id).toBe('z');
  });
});

describe('deliveryQuote', () => {
  const s = { west: TEHRAN.longitude - 0.01, south: TEHRAN.latitude - 0.01, size: 0.02 };

  it('answers the zone and its price', () => {
    const zones = [zoneOn('مرکز', s, { price: 300_000 })];
    expect(deliveryQuote(TEHRAN, zones)).toEqual({
      zoneId: 'مرکز',
      vendorsProperName: 'مرکز',
      price: 300_000,
    });
  });

  it('refuses OUT_OF_DELIVERY_ZONE outside every enabled zone', () => {
    for (const zones of [[], [zoneOn('z', s, { enabled: false })]]) {
      expect(() => deliveryQuote(TEHRAN, zones)).toThrow(DomainError);
      try {
        deliveryQuote(TEHRAN, zones);
      } catch (error) {
        expect((error as DomainError).code).toBe('OUT_OF_DELIVERY_ZONE');
        expect((error as DomainError).message).toBe(
          'لطفاً آدرسی در محدوده‌های تحت پوشش انتخاب کنید.',
        );
      }
    }
  });
});
