// The outline of a delivery zone as the manager drew it on the map: one GeoJSON linear ring of
// [longitude, latitude] positions (RFC 7946 order: longitude first), closed (the last position
// repeats the first). Holes are not needed for a delivery area. What makes an outline unusable is
// decided here, once, for the engine's check and the screen's own hints.
import kinks from '@turf/kinks';
import { z } from 'zod';
import type { ErrorCode } from '../shared/domain-error.ts';

/** [longitude, latitude] in degrees. */
export const LngLat = z.tuple([z.number(), z.number()]);
export type LngLat = z.infer<typeof LngLat>;

/** Far more corners than anyone clicks; keeps one zone's event small. */
export const MAX_RING_POSITIONS = 500;

/** Only the shape here: closure, ranges and crossings are field errors of `ringProblem`. */
export const ZoneRing = z.array(LngLat).max(MAX_RING_POSITIONS);
export type ZoneRing = z.infer<typeof ZoneRing>;

/**
 * Iran's bounding box with a little margin (about 44.0–63.3° E, 25.1–39.8° N). A box, not the
 * border: it catches swapped latitude/longitude and zones drawn on the wrong continent, not a
 * zone a few kilometres over the border.
 */
export const IRAN_BOUNDS = { minLng: 43.9, maxLng: 63.4, minLat: 24.9, maxLat: 39.9 } as const;

const inRange = ([lng, lat]: LngLat) =>
  Number.isFinite(lng) && Number.isFinite(lat) && Math.abs(lng) <= 180 && Math.abs(lat) <= 90;

const inIran = ([lng, lat]: LngLat) =>
  lng >= IRAN_BOUNDS.minLng &&
  lng <= IRAN_BOUNDS.maxLng &&
  lat >= IRAN_BOUNDS.minLat &&
  lat <= IRAN_BOUNDS.maxLat;

const same = (a: LngLat, b: LngLat) => a[0] === b[0] && a[1] === b[1];

/** Twice the signed area (shoelace), in square degrees; 0 when every corner is on one line. */
export const doubleArea = (ring: ZoneRing): number => {
  let sum = 0;
  for (let i = 0; i + 1 < ring.length; i++) {
    const [x1, y1] = ring[i]!;
    const [x2, y2] = ring[i + 1]!;
    sum += x1 * y2 - x2 * y1;
  }
  return sum;
};

/** Below about 1 m² near Tehran: the corners are on one line (or on one spot). */
const NO_AREA = 1e-10;

/** A GeoJSON Polygon geometry of one ring (no holes). */
export interface ZonePolygon {
  readonly type: 'Polygon';
  readonly coordinates: ZoneRing[];
}

export const zonePolygon = (ring: ZoneRing): ZonePolygon => ({
  type: 'Polygon',
  coordinates: [ring],
});

/**
 * Why the ring cannot outline a zone, or undefined when it can. One reason, the most basic first
 * (too few corners, then ranges, closure, Iran, crossings, area), so the manager fixes one thing
 * at a time. A corner clicked twice in a row counts as a crossing (turf kinks reports it).
 */
export function ringProblem(ring: ZoneRing): ErrorCode | undefined {
  if (ring.length < 4) return 'DELIVERY_ZONE_POLYGON_TOO_FEW_POINTS';
  if (!ring.every(inRange)) return 'DELIVERY_ZONE_POLYGON_OUT_OF_RANGE';
  if (!same(ring[0]!, ring.at(-1)!)) return 'DELIVERY_ZONE_POLYGON_NOT_CLOSED';
  const corners = new Set(ring.map(([lng, lat]) => `${lng},${lat}`));
  if (corners.size < 3) return 'DELIVERY_ZONE_POLYGON_TOO_FEW_POINTS';
  if (!ring.every(inIran)) return 'DELIVERY_ZONE_OUTSIDE_IRAN';
  // Crossings first: a symmetric bow tie's signed area is 0 too, and crossing is what it is.
  if (kinks(zonePolygon(ring)).features.length > 0) return 'DELIVERY_ZONE_POLYGON_SELF_INTERSECTS';
  if (Math.abs(doubleArea(ring)) < NO_AREA) return 'DELIVERY_ZONE_POLYGON_NO_AREA';
  return undefined;
}

/** The corners as drawn (open ring) → a closed ring: the first corner repeated at the end. */
export const closeRing = (corners: readonly LngLat[]): ZoneRing =>
  corners.length === 0 || same(corners[0]!, corners.at(-1)!)
    ? [...corners]
    : [...corners, corners[0]!];
