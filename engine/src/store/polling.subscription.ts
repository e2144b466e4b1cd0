// The SQL stores' live subscription: read a batch after the last position handed out; when the
// batch was not full, wait for a wake-up (an append committed by this process, or one another
// process announced) or the poll interval. One read at a time, so bursts coalesce. A wake-up
// names the position committed; a read that has not reached it yet (PostgreSQL shows a commit
// only once every transaction older than it has ended) is tried again a few ms later, not a poll
// later.
import type { Position, RecordedEvent, Subscription } from './event-store.port.ts';

export interface PollingSource {
  /** Must only return events that no later read can precede (see the PostgreSQL adapter). */
  readAfter(after: Position | undefined, limit: number): Promise<RecordedEvent[]>;
  /**
   * Calls `wake` after every append committed (with its position where known); returns the
   * unregister function.
   */
  onAppended(wake: (position?: Position) => void): () => void;
}

const RETRY_MAX_MS = 100;

export interface PollingOptions {
  readonly pollIntervalMs: number;
  readonly batchSize: number;
}

export class PollingSubscription implements Subscription {
  #closed = false;
  #woken = false;
  /** The latest position a wake-up named, until the subscription has handed it out. */
  #awaited: Position | undefined;
  #awaitedSince = 0;
  #retries = 0;
  /** The last position read: a wake-up for it or an earlier one has nothing new to say. */
  #seen: Position | undefined;
  #endSleep: (() => void) | undefined;
  #reading: Promise<unknown> | undefined;
  readonly #unlisten: () => void;

  constructor(
    private readonly source: PollingSource,
    private readonly after: Position | undefined,
    private readonly options: PollingOptions,
    private readonly onClose: () => void = () => {},
  ) {
    this.#seen = after;
    this.#unlisten = source.onAppended((position) => this.#wake(position));
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<RecordedEvent, void, undefined> {
    let after = this.after;
    try {
      while (!this.#closed) {
        this.#woken = false;
        const batch = await this.#read(after);
        if (batch === undefined) return;
        this.#seen = batch.at(-1)?.position ?? this.#seen;
        for (const event of batch) {
          if (this.#closed) return;
          after = event.position;
          yield event;
        }
        if (batch.length < this.options.batchSize) await this.#sleep(this.#pause(after));
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

  /**
   * The poll interval, or a short wait (1, 2, 4 … ms, at most RETRY_MAX_MS) while a position
   * announced is not visible yet, for one poll interval at most.
   */
  #pause(after: Position | undefined): number {
    const { pollIntervalMs } = this.options;
    const awaited = this.#awaited;
    const reached = awaited === undefined || (after !== undefined && after >= awaited);
    if (reached || performance.now() - this.#awaitedSince > pollIntervalMs) {
      this.#awaited = undefined;
      this.#retries = 0;
      return pollIntervalMs;
    }
    return Math.min(2 ** this.#retries++, RETRY_MAX_MS, pollIntervalMs);
  }

  #sleep(ms: number): Promise<void> {
    if (this.#woken || this.#closed) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.#endSleep?.(), ms);
      this.#endSleep = () => {
        clearTimeout(timer);
        this.#endSleep = undefined;
        resolve();
      };
    });
  }

  #wake(position: Position | undefined): void {
    // E.g. PostgreSQL's notification of this process's own append, read since.
    if (position !== undefined && this.#seen !== undefined && position <= this.#seen) return;
    if (position !== undefined && (this.#awaited === undefined || position > this.#awaited)) {
      if (this.#awaited === undefined) this.#awaitedSince = performance.now();
      this.#awaited = position;
    }
    this.#woken = true;
    this.#endSleep?.();
  }
}
