import { describe, expect, it } from 'vitest';
import {
  bounds,
  gridLines,
  inView,
  MIN_SPAN,
  panned,
  TEHRAN,
  toPoint,
  toScreen,
  zoomed,
  type MapView,
} from './map-view.ts';

const view: MapView = { center: TEHRAN, span: 0.1, width: 360, height: 240 };

describe('the tile-free map picker', () => {
  it('puts the centre in the middle and the corners at the edges', () => {
    expect(toScreen(view, TEHRAN)).toEqual({ x: 180, y: 120 });
    const b = bounds(view);
    const corner = toScreen(view, { latitude: b.north, longitude: b.west });
    expect(corner.x).toBeCloseTo(0);
    expect(corner.y).toBeCloseTo(0);
  });

  it('narrows longitude by latitude, so a block looks square', () => {
    const b = bounds(view);
    const latSpan = b.north - b.south;
    expect(latSpan).toBeCloseTo(0.1 * (240 / 360) * Math.cos((35.7 * Math.PI) / 180));
  });

  it('turns a tap back into the point it shows', () => {
    const point = { latitude: 35.7123, longitude: 51.3987 };
    const { x, y } = toScreen(view, point);
    expect(toPoint(view, x, y)).toEqual(point);
  });

  it('drags the ground with the finger', () => {
    const moved = panned(view, 36, 0);
    expect(moved.center.longitude).toBeCloseTo(TEHRAN.longitude - 0.01);
    expect(panned(view, 0, 24).center.latitude).toBeGreaterThan(TEHRAN.latitude);
  });

  it('knows whether a point is in view', () => {
    expect(inView(view, TEHRAN)).toBe(true);
    expect(inView(view, { latitude: 35.7, longitude: 51.6 })).toBe(false);
  });

  it('zooms within bounds', () => {
    expect(zoomed(view, 0.5).span).toBeCloseTo(0.05);
    expect(zoomed(view, 1e-6).span).toBe(MIN_SPAN);
  });

  it('draws grid lines at round coordinates, at most ten across', () => {
    const { longitudes, latitudes } = gridLines(view);
    expect(longitudes.slice(1, 4)).toEqual([51.37, 51.38, 51.39]);
    expect(longitudes.length).toBeLessThanOrEqual(11);
    expect(latitudes.length).toBeGreaterThan(2);
    expect(latitudes.every((l) => Number.isFinite(l))).toBe(true);
  });
});
