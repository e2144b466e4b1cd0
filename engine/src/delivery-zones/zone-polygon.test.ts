// What makes an outline unusable as a delivery zone, one reason at a time.
import { describe, expect, it } from 'vitest';
import { centralRing, squareRing, TEHRAN } from './delivery-zone.test-fixtures.ts';
import { closeRing, ringProblem, type ZoneRing } from './zone-polygon.ts';

const { longitude: x, latitude: y } = TEHRAN;

describe('ringProblem', () => {
  it('accepts a closed square in Tehran, and a concave outline', () => {
    expect(ringProblem(centralRing)).toBeUndefined();
    const lShape: ZoneRing = [
      [x, y],
      [x + 0.02, y],
      [x + 0.02, y + 0.01],
      [x + 0.01, y + 0.01],
      [x + 0.01, y + 0.02],
      [x, y + 0.02],
      [x, y],
    ];
    expect(ringProblem(lShape)).toBeUndefined();
  });

  it('refuses fewer than four positions, or fewer than three distinct corners', () => {
    expect(ringProblem([])).toBe('DELIVERY_ZONE_POLYGON_TOO_FEW_POINTS');
    expect(
      ringProblem([
        [x, y],
        [x + 0.01, y],
        [x, y],
      ]),
    ).toBe('DELIVERY_ZONE_POLYGON_TOO_FEW_POINTS');
    expect(
      ringProblem([
        [x, y],
        [x + 0.01, y],
        [x + 0.01, y],
        [x, y],
      ]),
    ).toBe('DELIVERY_ZONE_POLYGON_TOO_FEW_POINTS');
  });

  it('refuses a ring whose last position is not its first', () => {
    expect(ringProblem(centralRing.slice(0, -1).concat([[x + 0.005, y]]))).toBe(
      'DELIVERY_ZONE_POLYGON_NOT_CLOSED',
    );
  });

  it('refuses coordinates out of range, then anywhere outside Iran’s box', () => {
    expect(ringProblem(squareRing(179.5, 10, 1))).toBe('DELIVERY_ZONE_POLYGON_OUT_OF_RANGE');
    expect(ringProblem(squareRing(10, 89.5, 1))).toBe('DELIVERY_ZONE_POLYGON_OUT_OF_RANGE');
    expect(ringProblem(squareRing(Number.NaN, 10, 1))).toBe('DELIVERY_ZONE_POLYGON_OUT_OF_RANGE');
    // Latitude and longitude swapped: [35.7, 51.4] is in range, but in southern Russia.
    expect(ringProblem(squareRing(y, x, 0.02))).toBe('DELIVERY_ZONE_OUTSIDE_IRAN');
    expect(ringProblem(squareRing(2.35, 48.85, 0.02))).toBe('DELIVERY_ZONE_OUTSIDE_IRAN');
  });

  it('refuses corners all on one line', () => {
    expect(
      ringProblem([
        [x, y],
        [x + 0.01, y + 0.01],
        [x + 0.02, y + 0.02],
        [x, y],
      ]),
    ).toBe('DELIVERY_ZONE_POLYGON_NO_AREA');
  });

  it('refuses a bow tie, and a corner clicked twice in a row', () => {
    const bowTie: ZoneRing = [
      [x, y],
      [x + 0.02, y + 0.02],
      [x + 0.02, y],
      [x, y + 0.02],
      [x, y],
    ];
    expect(ringProblem(bowTie)).toBe('DELIVERY_ZONE_POLYGON_SELF_INTERSECTS');
    const repeated: ZoneRing = [
      centralRing[0]!,
      ...centralRing.slice(0, 2),
      ...centralRing.slice(2),
    ];
    expect(repeated).toHaveLength(6);
    expect(ringProblem(repeated)).toBe('DELIVERY_ZONE_POLYGON_SELF_INTERSECTS');
  });
});

describe('closeRing', () => {
  it('repeats the first corner at the end, once', () => {
    const open = centralRing.slice(0, -1);
    expect(closeRing(open)).toEqual(centralRing);
    expect(closeRing(centralRing)).toEqual(centralRing);
    expect(closeRing([])).toEqual([]);
  });
});
