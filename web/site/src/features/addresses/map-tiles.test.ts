import { describe, expect, it } from 'vitest';
import { tilesFor, tileZoom } from './map-tiles.ts';
import type { MapView } from './map-view.ts';

const OSM = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const phone: MapView = {
  center: { latitude: 35.7, longitude: 51.41 },
  span: 0.06,
  width: 358,
  height: 240,
};

describe('map tiles under the view', () => {
  it('picks the zoom whose tiles show near their own 256 px', () => {
    expect(tileZoom(phone)).toBe(13);
    expect(tileZoom({ ...phone, span: 0.015 })).toBe(15);
    expect(tileZoom({ ...phone, span: 1e-9 })).toBe(19);
  });

  it('covers the whole view with tiles placed edge to edge, central Tehran’s among them', () => {
    const tiles = tilesFor(phone, OSM);
    // At z13 the tile of (35.7, 51.41) is x 5265, y 3225.
    expect(tiles.map((t) => t.url)).toContain('https://tile.openstreetmap.org/13/5265/3225.png');
    expect(Math.min(...tiles.map((t) => t.x))).toBeLessThanOrEqual(0);
    expect(Math.min(...tiles.map((t) => t.y))).toBeLessThanOrEqual(0);
    expect(Math.max(...tiles.map((t) => t.x + t.width))).toBeGreaterThanOrEqual(phone.width);
    expect(Math.max(...tiles.map((t) => t.y + t.height))).toBeGreaterThanOrEqual(phone.height);
    for (const t of tiles) {
      expect(t.width).toBeGreaterThan(150);
      expect(t.width).toBeLessThan(400);
      expect(t.height).toBeGreaterThan(150);
    }
  });
});
