// Wraps the client's catch-up subscription to $all (a Node Readable) as the port's Subscription:
// close() cancels the gRPC call, which ends the stream and so the consumer's for-await loop.
import type { AllStreamSubscription } from '@kurrent/kurrentdb-client';
import type { Position, RecordedEvent, Subscription } from './event-store.port.ts';
import { toRecorded } from './kurrentdb.mapping.ts';

export class KurrentSubscription implements Subscription {
  #closed = false;

  constructor(
    private readonly inner: AllStreamSubscription,
    private readonly after: Position | undefined,
    private readonly onClose: () => void,
  ) {}

  async *[Symbol.asyncIterator](): AsyncGenerator<RecordedEvent, void, undefined> {
    try {
      for await (const resolved of this.inner) {
        if (this.#closed) return;
        const event = toRecorded(resolved);
        // The start position itself is not "after" it, whatever the server's convention.
        if (event && (this.after === undefined || event.position > this.after)) yield event;
      }
    } catch (error) {
      if (!this.#closed) throw error;
    } finally {
      await this.close();
    }
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    this.onClose();
    await this.inner.unsubscribe();
  }
}
