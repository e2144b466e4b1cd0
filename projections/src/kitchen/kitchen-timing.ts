// Each station's ageing thresholds, as the back office set them (engine kitchen-station-timing).
import type { KitchenStationTiming, KitchenTimingEvent } from '@sofre/engine/kitchen';
import type { ProjectedEvent } from '../projection.ts';

export interface KitchenTimingRow {
  readonly kind: 'timing';
  readonly vendorId: string;
  /** By station id. */
  readonly stations: Readonly<Record<string, Omit<KitchenStationTiming, 'stationId'>>>;
  readonly position: string;
}

export const timingKeyOf = (vendorId: string): string => `timing:${vendorId}`;

export function evolveTiming(
  row: KitchenTimingRow | undefined,
  event: ProjectedEvent<KitchenTimingEvent>,
): KitchenTimingRow {
  const { stationId, ...timing } = event.data;
  return {
    kind: 'timing',
    vendorId: event.metadata.vendorId,
    stations: { ...row?.stations, [stationId]: timing },
    position: event.position,
  };
}
