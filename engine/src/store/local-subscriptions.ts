// The SQL stores' subscriptions: polling readers of the global log that this process wakes at
// once after each of its own appends, and after another's when it hears of them (PostgreSQL's
// NOTIFY); the poll finds whatever it did not hear of. Given an append signal shared with the
// process's other threads, it bumps it on its appends and wakes on theirs (a lane in a worker
// follows the commands of the thread that answers them as closely as one inline).
import { EventEmitter } from 'node:events';
import { followAppendSignal, signalAppend, type AppendSignal } from './append-signal.ts';
import type { Position, RecordedEvent, Subscription } from './event-store.port.ts';
import { PollingSubscription } from './polling.subscription.ts';

export class LocalSubscriptions {
  readonly #appended = new EventEmitter().setMaxListeners(0);
  readonly #open = new Set<PollingSubscription>();
  /** The counter values this thread's own appends left. */
  #ownBump = 0;
  #stopFollowing: (() => void) | undefined;

  constructor(
    private readonly readAfter: (
      after: Position | undefined,
      limit: number,
    ) => Promise<RecordedEvent[]>,
    private readonly options: {
      readonly pollIntervalMs: number;
      readonly batchSize: number;
      readonly appendSignal?: AppendSignal;
    },
  ) {}

  /** Tells every subscription of this process that the log grew (up to `position`, if known). */
  appended(position?: Position): void {
    this.#appended.emit('appended', position);
    const { appendSignal } = this.options;
    if (appendSignal) this.#ownBump = signalAppend(appendSignal);
  }

  subscribe(after: Position | undefined): Subscription {
    const { appendSignal } = this.options;
    if (appendSignal && !this.#stopFollowing) {
      this.#stopFollowing = followAppendSignal(
        appendSignal,
        () => this.#appended.emit('appended', undefined),
        (value) => value === this.#ownBump,
      );
    }
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
    this.#stopFollowing?.();
    await Promise.all([...this.#open].map((s) => s.close()));
  }
}
