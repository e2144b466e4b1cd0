// Map tiles under the tile-free view (when the gateway ships MAP_TILES=on): the slippy-map tiles
// (OpenStreetMap's z/x/y, Web Mercator) that cover the view, each placed by its corners with the
// view's own projection. Inside one tile the two projections differ by less than a pixel at city
// zoom, so streets meet the grid and the pins.
import { bounds, toScreen, type GeoPoint, type MapView } from './map-view.ts';

export interface PlacedTile {
  readonly url: string;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

const TILE_PX = 256;
const MAX_ZOOM = 19;

/** The zoom whose tiles show about at their own size in this view. */
export function tileZoom(view: MapView): number {
  const z = Math.round(Math.log2((360 * view.width) / (view.span * TILE_PX)));
  return Math.min(MAX_ZOOM, Math.max(0, z));
}

const tileX = (lng: number, n: number) => Math.floor(((lng + 180) / 360) * n);
const tileY = (lat: number, n: number) => {
  const φ = (lat * Math.PI) / 180;
  return Math.floor(((1 - Math.log(Math.tan(φ) + 1 / Math.cos(φ)) / Math.PI) / 2) * n);
};
/** The north-west corner of tile (x, y). */
const cornerOf = (x: number, y: number, n: number): GeoPoint => ({
  latitude: (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / n))) * 180) / Math.PI,
  longitude: (x / n) * 360 - 180,
});

export function tilesFor(view: MapView, template: string): PlacedTile[] {
  const z = tileZoom(view);
  const n = 2 ** z;
  const b = bounds(view);
  const tiles: PlacedTile[] = [];
  for (let x = tileX(b.west, n); x <= tileX(b.east, n); x++) {
    for (let y = tileY(b.north, n); y <= tileY(b.south, n); y++) {
      const nw = toScreen(view, cornerOf(x, y, n));
      const se = toScreen(view, cornerOf(x + 1, y + 1, n));
      const url = template
        .replace('{z}', String(z))
        .replace('{x}', String(x))
        .replace('{y}', String(y));
      tiles.push({ url, x: nw.x, y: nw.y, width: se.x - nw.x, height: se.y - nw.y });
    }
  }
  return tiles;
}
