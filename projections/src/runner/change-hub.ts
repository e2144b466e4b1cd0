// Fans committed row changes out to listeners, and to async iterators for those who prefer
// `for await`. An iterator buffers without bound, so its consumer must keep up (the gateway
// coalesces per topic and drops slow clients instead of slowing the projections).
import type { RowChange } from './row-change.ts';

export class ChangeHub {
  #listeners = new Set<(change: RowChange) => void>();
  #enders = new Set<() => void>();

  listen(listener: (change: RowChange) => void): () => void {
    this.#listeners.add(listener);
    return () => void this.#listeners.delete(listener);
  }

  /** @param onError told when a listener throws; the other listeners still hear the change. */
  constructor(private readonly onError: (error: unknown) => void = () => {}) {}

  publish(changes: readonly RowChange[]): void {
    for (const change of changes) {
      for (const listener of this.#listeners) {
        try {
          listener(change);
        } catch (error) {
          this.onError(error);
        }
      }
    }
  }

  iterate(): AsyncIterable<RowChange> {
    const queue: RowChange[] = [];
    let wake: (() => void) | undefined;
    let ended = false;
    const end = () => {
      ended = true;
      wake?.();
    };
    const unlisten = this.listen((change) => {
      queue.push(change);
      wake?.();
    });
    this.#enders.add(end);
    const enders = this.#enders;
    return {
      async *[Symbol.asyncIterator]() {
        try {
          while (!ended || queue.length > 0) {
            const change = queue.shift();
            if (change) yield change;
            else await new Promise<void>((resolve) => (wake = resolve));
            wake = undefined;
          }
        } finally {
          unlisten();
          enders.delete(end);
        }
      },
    };
  }

  /** Ends every iterator (after it drained) and drops every listener. */
  close(): void {
    for (const end of this.#enders) end();
    this.#listeners.clear();
  }
}
