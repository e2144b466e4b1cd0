// The map picker's view without map tiles (the site must work with no tile server reachable):
// a window of latitude and longitude drawn on a plain SVG, with a grid of round coordinates. A
// point on the screen is a point on the earth and back (equirectangular, with longitude narrowed
// by the cosine of the latitude so a city block looks square).
export interface GeoPoint {
  readonly latitude: number;
  readonly longitude: number;
}

export interface MapView {
  readonly center: GeoPoint;
  /** Degrees of longitude across the width. */
  readonly span: number;
  readonly width: number;
  readonly height: number;
}

/** Central Tehran (Enghelab–Valiasr), where a new customer's address most likely is. */
export const TEHRAN: GeoPoint = { latitude: 35.7, longitude: 51.41 };
export const MIN_SPAN = 0.002;
export const MAX_SPAN = 1.6;

const latSpanOf = (view: MapView) =>
  view.span * (view.height / view.width) * Math.cos((view.center.latitude * Math.PI) / 180);

export function bounds(view: MapView) {
  const halfLng = view.span / 2;
  const halfLat = latSpanOf(view) / 2;
  return {
    west: view.center.longitude - halfLng,
    east: view.center.longitude + halfLng,
    south: view.center.latitude - halfLat,
    north: view.center.latitude + halfLat,
  };
}

export function inView(view: MapView, point: GeoPoint): boolean {
  const b = bounds(view);
  return (
    point.latitude >= b.south &&
    point.latitude <= b.north &&
    point.longitude >= b.west &&
    point.longitude <= b.east
  );
}

/** Screen position (px from the top left) of a point. */
export function toScreen(view: MapView, point: GeoPoint): { x: number; y: number } {
  const b = bounds(view);
  return {
    x: ((point.longitude - b.west) / (b.east - b.west)) * view.width,
    y: ((b.north - point.latitude) / (b.north - b.south)) * view.height,
  };
}

/** Six decimals: about 10 cm, more than any address needs. */
const round = (value: number) => Math.round(value * 1e6) / 1e6;

export function toPoint(view: MapView, x: number, y: number): GeoPoint {
  const b = bounds(view);
  return {
    latitude: round(b.north - (y / view.height) * (b.north - b.south)),
    longitude: round(b.west + (x / view.width) * (b.east - b.west)),
  };
}

/** The view moved by a drag of (dx, dy) screen pixels: the ground follows the finger. */
export function panned(view: MapView, dx: number, dy: number): MapView {
  const b = bounds(view);
  const center = {
    latitude: view.center.latitude + (dy / view.height) * (b.north - b.south),
    longitude: view.center.longitude - (dx / view.width) * (b.east - b.west),
  };
  return { ...view, center };
}

export const zoomed = (view: MapView, factor: number, center = view.center): MapView => ({
  ...view,
  center,
  span: Math.min(MAX_SPAN, Math.max(MIN_SPAN, view.span * factor)),
});

const STEPS = [0.0005, 0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5];

/** Round coordinates to draw grid lines at: the smallest step with at most ten lines across. */
export function gridLines(view: MapView): { latitudes: number[]; longitudes: number[] } {
  const b = bounds(view);
  const step = STEPS.find((s) => view.span / s <= 10) ?? 1;
  const decimals = Math.max(0, Math.ceil(-Math.log10(step)));
  const multiples = (from: number, to: number) => {
    const values: number[] = [];
    for (let i = Math.ceil(from / step); i * step <= to; i++)
      values.push(Number((i * step).toFixed(decimals)));
    return values;
  };
  return { latitudes: multiples(b.south, b.north), longitudes: multiples(b.west, b.east) };
}
