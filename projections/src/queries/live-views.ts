// What the live topics push, as the screens read it (topics.ts), and the one thing a view needs
// besides its own row: the kitchen's learned preparation times, for the tracker's expected ready
// time. They are kept once, by the kitchen's read model; this remembers each vendor's latest as
// the tracker's query read it (a tracker client starts from its snapshot, which reads it) and as
// its row changes go by, so a pushed tracker reads the same as the one its route answers.
import type { Position } from '@sofre/engine';
import type { Topic } from '@sofre/engine/contracts';
import { PROJECTION } from '../all.projections.ts';
import { prepKeyOf, type KitchenPrepRow } from '../kitchen/kitchen-prep.ts';
import type { LearnedPrepTimes } from '../orders/order-document/order-tracker.view.ts';
import type { ReadModelStore } from '../read-models/read-model.store.ts';
import type { RowChange } from '../runner/row-change.ts';
import { liveRowOf, topicsOfChange } from './topics.ts';

/** A change as one topic sees it; `row` is null for a removed row and for a signal. */
export interface LiveView {
  readonly topic: Topic;
  readonly row: unknown;
}

export interface LiveViews {
  /** The vendor's learned preparation times, read from the kitchen's read model. */
  learnedPrepTimes(vendorId: string): Promise<LearnedPrepTimes>;
  /** The topics a change goes out on, with its row as each shows it; only `topic`'s when given. */
  liveViews(change: RowChange, topic?: Topic): LiveView[];
}

interface Learned {
  readonly byItem: LearnedPrepTimes;
  readonly position: Position;
}

export function createLiveViews(readModels: ReadModelStore): LiveViews {
  const learned = new Map<string, Learned>();
  /** The newer of what is remembered and what was just seen. */
  const remember = (vendorId: string, row: KitchenPrepRow) => {
    const known = learned.get(vendorId);
    if (known === undefined || known.position <= row.position)
      learned.set(vendorId, { byItem: row.byItem, position: row.position });
  };
  return {
    async learnedPrepTimes(vendorId) {
      const row = await readModels.getRow(
        PROJECTION.kitchenStations,
        prepKeyOf(vendorId),
        vendorId,
      );
      if (row?.doc) remember(vendorId, row.doc as KitchenPrepRow);
      return learned.get(vendorId)?.byItem ?? {};
    },
    liveViews(change, topic) {
      const { projection, id, vendorId, row } = change;
      if (projection === PROJECTION.kitchenStations && id === prepKeyOf(vendorId) && row)
        remember(vendorId, row as KitchenPrepRow);
      const prep = learned.get(vendorId)?.byItem ?? {};
      return topicsOfChange(change)
        .filter((t) => topic === undefined || t === topic || projection !== PROJECTION.orders)
        .map((t) => ({ topic: t, row: liveRowOf(change, t, prep) }));
    },
  };
}
