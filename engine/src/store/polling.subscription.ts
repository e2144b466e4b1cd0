// The SQL stores' live subscription: read a batch after the last position handed out; when the
// batch was not full, wait for a wake-up (an append committed by this process) or the poll
// interval (appends committed by other processes). One read at a time, so bursts coalesce.
import type { Position, RecordedEvent, Subscription } from './event-store.port.ts';

export interface PollingSource {
  /** Must only return events that no later read can precede (see the PostgreSQL adapter). */
  readAfter(after: Position | undefined, limit: number): Promise<RecordedEvent[]>;
  /** Calls `wake` after every append this process commits; returns the unregister function. */
  onAppended(wake: () => void): () => void;
}

export interface PollingOptions {
  readonly pollIntervalMs: number;
  readonly batchSize: number;
}

export class PollingSubscription implements Subscription {
  #closed = false;
  #woken = false;
  #endSleep: (() => void) | undefined;
  #reading: Promise<unknown> | undefined;
  readonly #unlisten: () => void;

  constructor(
    private readonly source: PollingSource,
    private readonly after: Position | undefined,
    private readonly options: PollingOptions,
    private readonly onClose: () => void = () => {},
  ) {
    this.#unlisten = source.onAppended(() => this.#wake());
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<RecordedEvent, void, undefined> {
    let after = this.after;
    try {
      while (!this.#closed) {
        this.#woken = false;
        const batch = await this.#read(after);
        if (batch === undefined) return;
        for (const event of batch) {
          if (this.#closed) return;
          after = event.position;
          yield event;
        }
        if (batch.length < this.options.batchSize) await this.#sleep();
      }
    } finally {
      // Leaving the loop early (break, throw) ends the subscription too.
      await this.close();
    }
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    this.#unlisten();
    this.#endSleep?.();
    this.onClose();
    // Let an in-flight read finish before the caller closes the store under it.
    await this.#reading?.catch(() => undefined);
  }

  /** undefined when the subscription was closed meanwhile (a late read error is moot then). */
  async #read(after: Position | undefined): Promise<RecordedEvent[] | undefined> {
    const reading = this.source.readAfter(after, this.options.batchSize);
    this.#reading = reading;
    try {
      const batch = await reading;
      return this.#closed ? undefined : batch;
    } catch (error) {
      if (this.#closed) return undefined;
      throw error;
    } finally {
      this.#reading = undefined;
    }
  }

  #sleep(): Promise<void> {
    if (this.#woken || this.#closed) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.#endSleep?.(), this.options.pollIntervalMs);
      this.#endSleep = () => {
        clearTimeout(timer);
        this.#endSleep = undefined;
        resolve();
      };
    });
  }

  #wake(): void {
    this.#woken = true;
    this.#endSleep?.();
  }
}
