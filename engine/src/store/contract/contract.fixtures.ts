// Building blocks of the contract suite. Every test writes to its own fresh streams and reads
// the global log from a marker it appended, so tests never depend on what else the store holds
// (an EventStoreDB server keeps its data between runs).
import { randomUUID } from 'node:crypto';
import type {
  EventStore,
  EventToAppend,
  Position,
  RecordedEvent,
  Subscription,
} from '../event-store.port.ts';

/** UUIDs, because EventStoreDB accepts nothing else as an event id. */
export const newEvent = (type = 'ThingHappened', data: unknown = { n: 1 }): EventToAppend => ({
  id: randomUUID(),
  type,
  data,
  metadata: { correlationId: randomUUID(), vendorId: 'vendor-1' },
});

export const newEvents = (count: number, type?: string): EventToAppend[] =>
  Array.from({ length: count }, (_, n) => newEvent(type, { n }));

export const uniqueStream = (name = 'thing'): string => `${name}-${randomUUID()}`;

/** Appends to a throwaway stream and returns its position: "everything after now". */
export async function mark(store: EventStore): Promise<Position> {
  const { position } = await store.append(
    uniqueStream('marker'),
    [newEvent('Marked')],
    'no_stream',
  );
  return position;
}

/**
 * The kept events of the global log after `after`, page by page, until `count` of them arrived.
 * It may take a moment: PostgreSQL hands out an event only once every older transaction of the
 * server has ended, and other tests run beside this one.
 */
export async function readAllOf(
  store: EventStore,
  after: Position,
  keep: (e: RecordedEvent) => boolean,
  count: number,
  { pageSize = 1000, timeoutMs = 10_000 } = {},
): Promise<RecordedEvent[]> {
  const kept: RecordedEvent[] = [];
  const deadline = Date.now() + timeoutMs;
  while (kept.length < count && Date.now() < deadline) {
    const page = await store.readAll(after, pageSize);
    if (page.length === 0) await sleep(20);
    kept.push(...page.filter(keep));
    after = page[page.length - 1]?.position ?? after;
  }
  return kept;
}

export const sleep = (ms: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, ms));

/** Pulls events from a running subscription until `count` kept ones arrived, or fails. */
export async function take(
  iterator: AsyncIterator<RecordedEvent>,
  count: number,
  keep: (e: RecordedEvent) => boolean = () => true,
  timeoutMs = 10_000,
): Promise<RecordedEvent[]> {
  const got: RecordedEvent[] = [];
  const deadline = Date.now() + timeoutMs;
  while (got.length < count) {
    const next = await withTimeout(iterator.next(), deadline - Date.now());
    if (next === 'timeout')
      throw new Error(`subscription gave ${got.length} of ${count} events in time`);
    if (next.done) throw new Error(`subscription ended after ${got.length} of ${count} events`);
    if (keep(next.value)) got.push(next.value);
  }
  return got;
}

export const iterate = (subscription: Subscription): AsyncIterator<RecordedEvent> =>
  subscription[Symbol.asyncIterator]();

export async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | 'timeout'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>(
    (resolve) => (timer = setTimeout(() => resolve('timeout'), ms)),
  );
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export const inStreams =
  (...streams: string[]) =>
  (e: RecordedEvent): boolean =>
    streams.includes(e.stream);

export function expectStrictlyIncreasing(positions: readonly Position[]): void {
  for (let i = 1; i < positions.length; i++) {
    const [before, now] = [positions[i - 1] ?? '', positions[i] ?? ''];
    if (!(now > before)) throw new Error(`position ${now} (index ${i}) is not after ${before}`);
  }
}
