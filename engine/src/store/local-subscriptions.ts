// The SQL stores' subscriptions: polling readers of the global log that this process wakes at
// once after each of its own appends, and after another's when it hears of them (PostgreSQL's
// NOTIFY); the poll finds whatever it did not hear of.
import { EventEmitter } from 'node:events';
import type { Position, RecordedEvent, Subscription } from './event-store.port.ts';
import { PollingSubscription } from './polling.subscription.ts';

export class LocalSubscriptions {
  readonly #appended = new EventEmitter().setMaxListeners(0);
  readonly #open = new Set<PollingSubscription>();

  constructor(
    private readonly readAfter: (
      after: Position | undefined,
      limit: number,
    ) => Promise<RecordedEvent[]>,
    private readonly options: { readonly pollIntervalMs: number; readonly batchSize: number },
  ) {}

  /** Tells every subscription of this process that the log grew (up to `position`, if known). */
  appended(position?: Position): void {
    this.#appended.emit('appended', position);
  }

  subscribe(after: Position | undefined): Subscription {
    const source = {
      readAfter: this.readAfter,
      onAppended: (wake: (position?: Position) => void) => {
        this.#appended.on('appended', wake);
        return () => void this.#appended.off('appended', wake);
      },
    };
    const subscription = new PollingSubscription(source, after, this.options, () =>
      this.#open.delete(subscription),
    );
    this.#open.add(subscription);
    return subscription;
  }

  async closeAll(): Promise<void> {
    await Promise.all([...this.#open].map((s) => s.close()));
  }
}
