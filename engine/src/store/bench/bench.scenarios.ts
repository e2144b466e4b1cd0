// The measured scenarios: single-event appends by 1 and by N writers (each on its own stream),
// and the time from an append resolving to a live subscriber receiving the event.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { EventStore, EventToAppend, Position } from '../event-store.port.ts';
import type { BenchRow } from './bench.stats.ts';

const event = (n: number): EventToAppend => ({
  id: randomUUID(),
  type: 'OrderLineAdded',
  data: { orderId: 'o-1', line: n, item: 'چلوکباب سلطانی', quantity: 2, unitPrice: 2_450_000 },
  metadata: {
    vendorId: 'vendor-1',
    userId: 'user-1',
    correlationId: randomUUID(),
    at: '2025-01-01T10:00:00Z',
  },
});

async function writeFor(store: EventStore, stream: string, until: number, latencies: number[]) {
  let revision = -1;
  while (performance.now() < until) {
    const started = performance.now();
    await store.append(stream, [event(revision + 1)], revision < 0 ? 'no_stream' : revision);
    latencies.push(performance.now() - started);
    revision += 1;
  }
  return revision + 1;
}

export async function appendScenario(
  store: EventStore,
  label: string,
  writers: number,
  seconds: number,
): Promise<BenchRow> {
  const latencies: number[] = [];
  const started = performance.now();
  const until = started + seconds * 1000;
  const counts = await Promise.all(
    Array.from({ length: writers }, () =>
      writeFor(store, `bench-${randomUUID()}`, until, latencies),
    ),
  );
  const count = counts.reduce((a, b) => a + b, 0);
  const elapsed = (performance.now() - started) / 1000;
  return {
    store: label,
    scenario: `${writers} writer${writers > 1 ? 's' : ''}`,
    count,
    perSecond: count / elapsed,
    latencies,
    measures: 'append latency',
  };
}

/**
 * Each event's lag = received - append resolved (0 if received first). Writers yield to the
 * event loop between appends, as appends made by HTTP requests do: a loop of bare awaits on the
 * synchronous SQLite store would starve every other task of the process, the subscriber too.
 */
export async function lagScenario(
  store: EventStore,
  label: string,
  writers: number,
  seconds: number,
  from: Position,
): Promise<BenchRow> {
  const resolvedAt = new Map<string, number>();
  const receivedAt = new Map<string, number>();
  const subscription = store.subscribeAll(from);
  const consumer = (async () => {
    for await (const e of subscription) receivedAt.set(e.id, performance.now());
  })();
  const started = performance.now();
  const until = started + seconds * 1000;
  const write = async (stream: string) => {
    for (let revision = -1; performance.now() < until; revision++) {
      const appended = event(revision + 1);
      await store.append(stream, [appended], revision < 0 ? 'no_stream' : revision);
      resolvedAt.set(appended.id, performance.now());
      await new Promise(setImmediate);
    }
  };
  await Promise.all(Array.from({ length: writers }, () => write(`lag-${randomUUID()}`)));
  const elapsed = (performance.now() - started) / 1000;
  while (receivedAt.size < resolvedAt.size && performance.now() < until + 10_000) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await subscription.close();
  await consumer;
  const latencies = [...resolvedAt].map(([id, at]) =>
    Math.max(0, (receivedAt.get(id) ?? Infinity) - at),
  );
  return {
    store: label,
    scenario: `${writers} writer${writers > 1 ? 's' : ''} + subscriber`,
    count: resolvedAt.size,
    perSecond: resolvedAt.size / elapsed,
    latencies,
    measures: 'subscription lag',
  };
}
