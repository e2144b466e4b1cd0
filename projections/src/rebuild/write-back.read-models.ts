// A replay's read models: the batches' commits are held in memory and written to the store together
// every so many events. A replay is the only writer of its rows, so it may keep them: a row that
// many batches change (a day's totals, an order's mark in a report, a reference row) is read from
// the store once and written once per flush instead of once per batch. A crash loses only the
// unflushed batches: the checkpoints written with the last flush say where to resume.
// A replay from zero also remembers which rows it wrote (written-keys.filter.ts): a row it never
// wrote is in no store, so only rows it may have written are looked for.
import {
  isHelperRemoval,
  type CheckpointMove,
  type ReadModelStore,
  type RowWrite,
  type StoredRow,
} from '../read-models/read-model.store.ts';
import { writtenKeysFilter } from './written-keys.filter.ts';

export interface WriteBackReadModels {
  /** loadRows and commit of the replay, held until flush. */
  readonly store: Pick<ReadModelStore, 'loadRows' | 'commit'>;
  /** Writes every held row and checkpoint move in one transaction. */
  flush(): Promise<void>;
}

const storedOf = (write: RowWrite): StoredRow => ({
  projection: write.projection,
  id: write.id,
  vendorId: write.index.vendorId,
  doc: write.doc,
  position: write.position,
});

export interface WriteBackOptions {
  /** The replay's projections had no rows in the store when it began (a rebuild dropped them). */
  readonly fromZero?: boolean;
}

export function writeBack(
  readModels: ReadModelStore,
  options: WriteBackOptions = {},
): WriteBackReadModels {
  const written = options.fromZero ? writtenKeysFilter() : undefined;
  let rows = new Map<string, Map<string, RowWrite>>();
  let moves = new Map<string, CheckpointMove>();
  const heldOf = (projection: string) => {
    let held = rows.get(projection);
    if (!held) rows.set(projection, (held = new Map()));
    return held;
  };

  return {
    store: {
      async loadRows(projection, ids) {
        const held = rows.get(projection);
        const found = new Map<string, StoredRow>();
        const missing: string[] = [];
        for (const id of ids) {
          const write = held?.get(id);
          // A deleted helper row is no row at all; a tombstone is a row without a document.
          if (write !== undefined) {
            if (!isHelperRemoval(write)) found.set(id, storedOf(write));
          } else if (written?.mayHave(projection, id) !== false) missing.push(id);
        }
        if (missing.length > 0)
          for (const [id, row] of await readModels.loadRows(projection, missing))
            found.set(id, row);
        return found;
      },
      async commit(writes, checkpoints) {
        for (const write of writes) heldOf(write.projection).set(write.id, write);
        for (const move of checkpoints) {
          const before = moves.get(move.projection);
          moves.set(move.projection, { ...move, from: before ? before.from : move.from });
        }
      },
    },
    async flush() {
      if (moves.size === 0 && rows.size === 0) return;
      const writes = [...rows.values()].flatMap((held) => [...held.values()]);
      if (written) for (const write of writes) written.add(write.projection, write.id);
      const checkpoints = [...moves.values()];
      rows = new Map();
      moves = new Map();
      await readModels.commit(writes, checkpoints);
    },
  };
}
