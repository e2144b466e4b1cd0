// How far the read models are and what changed in them. Inline, the projection runner in this
// process says so (a ProjectionRunner is a Follower); external, a projector process writes them
// and this gateway polls their checkpoints and changed rows, and reads them at once when the
// projector announces a batch (PostgreSQL's NOTIFY; the polls catch whatever is not heard).
import type { Position } from '@sofre/engine';
import { listenForWakeups } from '@sofre/engine/store';
import {
  pollChanges,
  watchCheckpoints,
  type ReadModelStore,
  type RowChange,
} from '@sofre/projections';

export interface Follower {
  /** The position every projection has reached ('' before the first event). */
  position(): Position;
  waitFor(position: Position, timeoutMs: number): Promise<boolean>;
  /** Resolves true once the report read models show every event the other read models show. */
  reportsCaughtUp(timeoutMs: number): Promise<boolean>;
  /** Listed rows as they change, in log order. Returns the unsubscribe. */
  onChange(listener: (change: RowChange) => void): () => void;
  stop(): Promise<void>;
}

/** Follows read models written by a projector process (PROJECTIONS=external). */
export async function followExternalProjector(
  readModels: ReadModelStore,
  onError: (error: unknown) => void,
  wakeups?: { readonly connectionString: string; readonly channel: string },
): Promise<Follower> {
  const watcher = await watchCheckpoints(readModels, { onError });
  // Live changes start here; what came before is in the snapshots and in changesSince.
  const feed = pollChanges(readModels, { after: watcher.position(), intervalMs: 50 });
  const listener =
    wakeups &&
    listenForWakeups(
      wakeups.connectionString,
      wakeups.channel,
      () => {
        feed.wake();
        watcher.wake();
      },
      {
        onError: (error) =>
          onError(new Error('not listening for the projector: polling', { cause: error })),
      },
    );
  const listeners = new Set<(change: RowChange) => void>();
  const pumping = (async () => {
    for (;;) {
      try {
        for await (const change of feed) for (const listener of listeners) listener(change);
        return;
      } catch (error) {
        onError(error);
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
    }
  })();
  return {
    position: () => watcher.position(),
    waitFor: (position, timeoutMs) => watcher.waitFor(position, timeoutMs),
    // The projector runs every read model in one lane: the slowest checkpoint covers reports.
    reportsCaughtUp: async () => true,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async stop() {
      await listener?.close();
      feed.close();
      watcher.stop();
      await pumping;
    },
  };
}
