// The light coordinate grid drawn instead of map tiles (the back office must work with no tile
// server reachable: a restaurant's LAN, this machine offline): lines of equal latitude and
// longitude at a round step chosen so ten to twenty cross the view.
export interface ViewBounds {
  readonly south: number;
  readonly west: number;
  readonly north: number;
  readonly east: number;
}

const STEPS = [0.0005, 0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10];
const MAX_LINES = 20;

/** The smallest round step that puts at most twenty lines across the wider side of the view. */
export function gridStep(bounds: ViewBounds): number {
  const span = Math.max(bounds.north - bounds.south, bounds.east - bounds.west);
  // The tolerance keeps 0.4 / 0.02 (20.000000000000004 in floating point) at twenty.
  return STEPS.find((step) => span / step <= MAX_LINES + 1e-9) ?? STEPS.at(-1)!;
}

/** Multiples of step inside [from, to], rounded so 35.69 stays 35.69 (not 35.690000000000005). */
const multiples = (from: number, to: number, step: number): number[] => {
  const values: number[] = [];
  const decimals = Math.max(0, -Math.floor(Math.log10(step)) + 1);
  for (let i = Math.ceil(from / step); i * step <= to; i++)
    values.push(Number((i * step).toFixed(decimals)));
  return values;
};

export interface GridLines {
  readonly step: number;
  readonly latitudes: number[];
  readonly longitudes: number[];
}

export function gridLines(bounds: ViewBounds): GridLines {
  const step = gridStep(bounds);
  return {
    step,
    latitudes: multiples(Math.max(bounds.south, -85), Math.min(bounds.north, 85), step),
    longitudes: multiples(bounds.west, bounds.east, step),
  };
}
