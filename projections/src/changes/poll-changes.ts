// The change feed for a gateway whose projector is another process (PostgreSQL mode): it polls
// the rows changed after the last position it handed out, and reads at once when woken (the
// projector's NOTIFY after a batch).
//
// Why it is gap-free: a single projector commits batch after batch, and every row it writes in a
// batch carries an event position greater than any written by an earlier batch. A commit becomes
// visible at once (one transaction), so once a reader has seen position P, no row can later appear
// with a position at or below P. A row changed twice between two polls is read once, in its latest
// state, which is all a client needs. (A rebuild drops the rows and writes them again with the
// same event positions: a follower then resumes where it was, and may see some rows again.)
import type { Position } from '@sofre/engine';
import type { ReadModelStore } from '../read-models/read-model.store.ts';
import type { RowChange } from '../runner/row-change.ts';
import { changesInWholeEvents } from './whole-positions.ts';

export interface PollChangesOptions {
  /** Changes strictly after this position ('' or undefined: from the start). */
  readonly after?: Position;
  /** Pause between polls when nothing new came. Default 100 ms. */
  readonly intervalMs?: number;
  readonly batchSize?: number;
}

export interface ChangeFeed extends AsyncIterable<RowChange> {
  /** The position of the last change handed out. */
  position(): Position;
  /** Reads now rather than at the next poll (or right after the read in hand). */
  wake(): void;
  close(): void;
}

export function pollChanges(
  readModels: ReadModelStore,
  options: PollChangesOptions = {},
): ChangeFeed {
  const { intervalMs = 100, batchSize = 500 } = options;
  let after = options.after ?? '';
  let closed = false;
  let woken = false;
  let endPause: (() => void) | undefined;
  const pause = () =>
    new Promise<void>((resolve) => {
      if (woken || closed) return resolve();
      const timer = setTimeout(() => endPause?.(), intervalMs);
      endPause = () => {
        clearTimeout(timer);
        endPause = undefined;
        resolve();
      };
    });
  const wake = () => {
    woken = true;
    endPause?.();
  };
  return {
    position: () => after,
    wake,
    close() {
      closed = true;
      endPause?.();
    },
    async *[Symbol.asyncIterator]() {
      while (!closed) {
        woken = false;
        const rows = await changesInWholeEvents(readModels, { after, limit: batchSize });
        for (const r of rows) {
          if (closed) return;
          after = r.position;
          yield {
            projection: r.projection,
            vendorId: r.vendorId,
            id: r.id,
            row: r.doc,
            position: r.position,
          };
        }
        if (rows.length === 0) await pause();
      }
    },
  };
}
