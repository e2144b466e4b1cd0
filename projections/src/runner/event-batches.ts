// Groups a subscription's events into batches: whatever is already at hand (up to `max`) goes in
// one batch, so catching up commits once per few hundred events while a single live event is
// committed as soon as it arrives, without waiting for company. A lane that nobody waits on (the
// reports) may linger: gather for a while after its first event, so a busy till commits it once
// per many events rather than once per order.
import type { RecordedEvent, Subscription } from '@sofre/engine';

const IDLE = Symbol('idle');
/** Resolves after pending I/O callbacks: events already read resolve before it, future ones after. */
const idle = () => new Promise<typeof IDLE>((resolve) => setImmediate(() => resolve(IDLE)));
const pause = (ms: number) =>
  new Promise<typeof IDLE>((resolve) => setTimeout(() => resolve(IDLE), ms));

export async function* eventBatches(
  subscription: Subscription,
  max: number,
  lingerMs = 0,
): AsyncGenerator<RecordedEvent[], void, undefined> {
  const iterator = subscription[Symbol.asyncIterator]();
  let next = iterator.next();
  try {
    for (;;) {
      const first = await next;
      if (first.done) return;
      const batch = [first.value];
      next = iterator.next();
      let ended = false;
      // One timer per batch: once it has fired, the batch goes.
      const lingering = lingerMs > 0 ? pause(lingerMs) : undefined;
      while (batch.length < max) {
        const result = await Promise.race([next, lingering ?? idle()]);
        if (result === IDLE) break;
        if (result.done) {
          ended = true;
          break;
        }
        batch.push(result.value);
        next = iterator.next();
      }
      yield batch;
      if (ended) return;
    }
  } finally {
    // Not iterator.return(): with a next() still pending (a live subscription waiting for
    // appends) it would wait for that next event. Closing ends the wait at once.
    await subscription.close();
  }
}
