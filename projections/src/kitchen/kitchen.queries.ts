// What the kitchen routes and the `kitchen-stations` topic ask: the orders in the kitchen (and the
// last ones it finished, to bring one back), the learned preparation times, the stations' ageing
// thresholds. Every query filters on the vendor.
import type { KitchenOrder } from '@sofre/engine/contracts';
import type { ReadModelStore } from '../read-models/read-model.store.ts';
import { prepKeyOf, type KitchenPrepRow } from './kitchen-prep.ts';
import { timingKeyOf, type KitchenTimingRow } from './kitchen-timing.ts';

export const KITCHEN_STATIONS_PROJECTION = 'kitchen-stations';
/** The most orders the station screens start from: more than any kitchen cooks at once. */
export const KITCHEN_STATION_ORDERS = 500;
/** Finished orders a screen starts with, to bring one back. */
const RECALLABLE = 12;
const READY = ['READYTOSERVE', 'READYTOPICKUP', 'READYTOSHIPMENT'];

export interface KitchenStationsView {
  /** Orders in the kitchen's hands, oldest first. */
  readonly orders: KitchenOrder[];
  /** Open orders older than those shown, left out. */
  readonly hidden: number;
  /** The last orders the kitchen finished, most recent first. */
  readonly finished: KitchenOrder[];
}

export interface KitchenQueries {
  kitchenStations(vendorId: string): Promise<KitchenStationsView>;
  kitchenPrepTimes(vendorId: string): Promise<KitchenPrepRow['times']>;
  kitchenTimings(vendorId: string): Promise<KitchenTimingRow['stations']>;
}

/** The view's rows as their contract has them, without the read model's bookkeeping. */
const orderOf = (doc: unknown): KitchenOrder => {
  const { stage: _stage, ...order } = doc as KitchenOrder & { stage?: string };
  return order;
};

export function createKitchenQueries(readModels: ReadModelStore): KitchenQueries {
  const base = { projection: KITCHEN_STATIONS_PROJECTION } as const;
  const doc = async <T>(id: string, vendorId: string) =>
    (await readModels.getRow(KITCHEN_STATIONS_PROJECTION, id, vendorId))?.doc as T | undefined;
  return {
    async kitchenStations(vendorId) {
      const [open, finished] = await Promise.all([
        readModels.findRows({
          ...base,
          vendorId,
          open: true,
          order: 'sortAt desc',
          limit: KITCHEN_STATION_ORDERS,
        }),
        readModels.findRows({
          ...base,
          vendorId,
          open: false,
          status: READY,
          order: 'position desc',
          limit: RECALLABLE,
        }),
      ]);
      return {
        orders: open.rows.map((r) => orderOf(r.doc)).reverse(),
        hidden: open.total - open.rows.length,
        finished: finished.rows.map((r) => orderOf(r.doc)),
      };
    },
    async kitchenPrepTimes(vendorId) {
      return (await doc<KitchenPrepRow>(prepKeyOf(vendorId), vendorId))?.times ?? {};
    },
    async kitchenTimings(vendorId) {
      return (await doc<KitchenTimingRow>(timingKeyOf(vendorId), vendorId))?.stations ?? {};
    },
  };
}
