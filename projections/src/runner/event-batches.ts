// Groups a subscription's events into batches: whatever is already at hand (up to `max`) goes in
// one batch, so catching up commits once per few hundred events while a single live event is
// committed as soon as it arrives, without waiting for company.
import type { RecordedEvent, Subscription } from '@sofre/engine';

const IDLE = Symbol('idle');
/** Resolves after pending I/O callbacks: events already read resolve before it, future ones after. */
const idle = () => new Promise<typeof IDLE>((resolve) => setImmediate(() => resolve(IDLE)));

export async function* eventBatches(
  subscription: Subscription,
  max: number,
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
      while (batch.length < max) {
        const result = await Promise.race([next, idle()]);
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
