// Calls of the delivery routes through the real gateway, and zones to draw: squares of
// [longitude, latitude] north of the demo zone (demo-delivery.ts covers central Tehran).
import type { TestGateway } from '../testing/test-gateway.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Ring = [number, number][];

/** A closed square ring from its south-west corner. */
export const square = (west: number, south: number, size: number): Ring => [
  [west, south],
  [west + size, south],
  [west + size, south + size],
  [west, south + size],
  [west, south],
];

/** Tajrish, north Tehran: about 2 km on a side, clear of the demo zone. */
export const tajrish = square(51.42, 35.8, 0.02);
export const insideTajrish = { latitude: 35.81, longitude: 51.43 };
/** Karaj: no zone of the demo vendor covers it. */
export const karaj = { latitude: 35.84, longitude: 50.97 };

export const zoneBody = (overrides: Record<string, unknown> = {}) => ({
  vendorsProperName: 'تجریش',
  price: 400_000,
  enabled: true,
  polygon: tajrish,
  ...overrides,
});

export function deliveryClient(gw: TestGateway) {
  const call = (
    method: Method,
    url: string,
    headers: Record<string, string> = gw.asOwner,
    payload?: object,
  ) => gw.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return { call };
}
