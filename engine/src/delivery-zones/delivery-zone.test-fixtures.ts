// Zones for the tests: squares given by their south-west corner and size, in Tehran.
import type { DeliveryZoneFields } from './delivery-zone.kind.ts';
import type { DeliveryZoneRecord } from './zone-for.ts';
import type { ZoneRing } from './zone-polygon.ts';

/** Central Tehran (Enghelab square is about here). */
export const TEHRAN = { latitude: 35.6892, longitude: 51.389 } as const;

/** A closed square ring, counter-clockwise from its south-west corner. */
export const squareRing = (west: number, south: number, size: number): ZoneRing => [
  [west, south],
  [west + size, south],
  [west + size, south + size],
  [west, south + size],
  [west, south],
];

/** About 2 km on a side around central Tehran. */
export const centralRing = squareRing(TEHRAN.longitude - 0.01, TEHRAN.latitude - 0.01, 0.02);

export const zoneFields = (overrides: Partial<DeliveryZoneFields> = {}): DeliveryZoneFields => ({
  vendorsProperName: 'مرکز شهر',
  price: 250_000,
  enabled: true,
  polygon: centralRing,
  ...overrides,
});

export const zoneRecord = (
  id: string,
  overrides: Partial<DeliveryZoneFields> = {},
): DeliveryZoneRecord => ({ id, fields: zoneFields({ vendorsProperName: id, ...overrides }) });
