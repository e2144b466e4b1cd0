// The kitchen screens' heartbeats (issue 15): each wall screen's last beat, its name and which
// stations it shows, one row per screen, so the back office sees a screen that fell silent.
import {
  kitchenScreenEventCodec,
  kitchenScreenEvents,
  type KitchenScreenEvent,
} from '@sofre/engine/kitchen';
import type { ReadModelStore } from '../read-models/read-model.store.ts';
import { defineProjection } from '../projection.ts';

export interface KitchenScreenRow {
  readonly screenId: string;
  readonly name: string;
  readonly stations: readonly string[];
  readonly lastBeatAt: string;
  readonly position: string;
}

const KITCHEN_SCREENS = 'kitchen-screens';
/** More screens than any kitchen hangs on its walls. */
const MAX_SCREENS = 200;

export const kitchenScreensProjection = defineProjection<KitchenScreenRow, KitchenScreenEvent>({
  name: KITCHEN_SCREENS,
  version: 1,
  codec: kitchenScreenEventCodec,
  eventTypes: kitchenScreenEvents.map((e) => e.type),
  keysOf: (event) => [`screen:${event.metadata.vendorId}:${event.data.screenId}`],
  evolve: (_row, event) => {
    const { screenId, name, stations, at } = event.data;
    return { screenId, name, stations, lastBeatAt: at, position: event.position };
  },
  index: (row, event) => ({ vendorId: event.metadata.vendorId, sortAt: row.lastBeatAt }),
});

export interface KitchenScreenQueries {
  /** The vendor's screens, the one heard from last first. */
  kitchenScreens(vendorId: string): Promise<KitchenScreenRow[]>;
}

export const createKitchenScreenQueries = (readModels: ReadModelStore): KitchenScreenQueries => ({
  async kitchenScreens(vendorId) {
    const { rows } = await readModels.findRows({
      projection: KITCHEN_SCREENS,
      vendorId,
      order: 'sortAt desc',
      limit: MAX_SCREENS,
    });
    return rows.map((r) => r.doc as KitchenScreenRow);
  },
});
