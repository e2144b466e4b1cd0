// EventStoreDB / KurrentDB adapter, for a cluster-backed deployment (docker-compose.yml).
// The server checks expected revisions and positions; this adapter adds the port's
// idempotency guarantee where the server gives only a best effort (see retryWindow).
import {
  BACKWARDS,
  END,
  FORWARDS,
  KurrentDBClient,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  excludeSystemEvents,
  type ResolvedEvent,
} from '@kurrent/kurrentdb-client';
import {
  WrongExpectedRevisionError,
  type AppendResult,
  type EventStore,
  type EventToAppend,
  type RecordedEvent,
} from './event-store.port.ts';
import { answerRetry, assertSomethingToAppend } from './idempotency.ts';
import {
  decodeKurrentPosition,
  encodeKurrentPosition,
  toEventData,
  toRecorded,
  toStreamState,
} from './kurrentdb.mapping.ts';
import { KurrentSubscription } from './kurrentdb.subscription.ts';

export interface KurrentDbEventStoreConfig {
  /** e.g. `kurrentdb://127.0.0.1:2113?tls=false` (esdb:// works too). */
  readonly connectionString: string;
  /** How many of a stream's last events are searched for a retried append. Default 256. */
  readonly retryWindow?: number;
}

export function createKurrentDbEventStore(config: KurrentDbEventStoreConfig): EventStore {
  const client = KurrentDBClient.connectionString(config.connectionString);
  const retryWindow = config.retryWindow ?? 256;
  const subscriptions = new Set<KurrentSubscription>();

  const readStreamRaw = async (
    stream: string,
    options: Parameters<typeof client.readStream>[1],
  ) => {
    const resolved: ResolvedEvent[] = [];
    try {
      for await (const e of client.readStream(stream, options)) resolved.push(e);
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return resolved.flatMap((e) => toRecorded(e) ?? []);
  };

  /**
   * The server drops a repeated append by itself only when it carries the original expected
   * revision (or no_stream). A retry passing 'any', or the revision its first attempt produced,
   * is recognised here among the stream's last `depth` events; a retry passing an older revision
   * fails on the server and is looked for then.
   */
  const findRetry = async (
    stream: string,
    events: readonly EventToAppend[],
    depth = retryWindow,
  ) => {
    const tail = await readStreamRaw(stream, {
      direction: BACKWARDS,
      fromRevision: END,
      maxCount: depth,
    });
    // The server hands ids back in its own spelling of the UUID.
    const forward = tail.reverse().map((e) => ({ ...e, id: e.id.toLowerCase() }));
    const asked = events.map((e) => ({ ...e, id: e.id.toLowerCase() }));
    const at = forward.findIndex((e) => e.id === asked[0]?.id);
    return at < 0 ? undefined : answerRetry(stream, asked, forward.slice(at));
  };

  /** A repeat the server recognised itself comes back without a position. */
  const answerRecognisedRepeat = async (
    stream: string,
    events: readonly EventToAppend[],
  ): Promise<AppendResult> => {
    const retry = await findRetry(stream, events);
    if (!retry) throw new Error(`stream ${stream}: append acknowledged without a position`);
    return retry;
  };

  return {
    kind: 'eventstoredb',
    async append(stream, events, expected): Promise<AppendResult> {
      assertSomethingToAppend(stream, events);
      if (expected !== 'no_stream') {
        // One more read per append: the price of the port's "whatever it expects".
        const depth = typeof expected === 'number' ? events.length : retryWindow;
        const retry = await findRetry(stream, events, depth);
        if (retry) return retry;
      }
      try {
        const result = await client.appendToStream(stream, events.map(toEventData), {
          streamState: toStreamState(expected),
        });
        if (!result.position) return await answerRecognisedRepeat(stream, events);
        return {
          nextRevision: Number(result.nextExpectedRevision),
          position: encodeKurrentPosition(result.position),
          repeated: false,
        };
      } catch (error) {
        if (!(error instanceof WrongExpectedVersionError)) throw error;
        const retry = await findRetry(stream, events);
        if (retry) return retry;
        const actual = error.actualState === 'no_stream' ? 'no_stream' : Number(error.actualState);
        throw new WrongExpectedRevisionError(stream, expected, actual);
      }
    },
    readStream: (stream, fromRevision = 0) =>
      readStreamRaw(stream, { direction: FORWARDS, fromRevision: BigInt(fromRevision) }),
    async readAll(after, limit = 1000) {
      const events: RecordedEvent[] = [];
      const read = client.readAll({
        fromPosition: after === undefined ? START : decodeKurrentPosition(after),
        maxCount: limit + 1, // reading from a position includes the event at it
        filter: excludeSystemEvents(),
      });
      for await (const resolved of read) {
        const event = toRecorded(resolved);
        if (event && (after === undefined || event.position > after)) events.push(event);
        if (events.length === limit) break;
      }
      return events;
    },
    subscribeAll(after) {
      const inner = client.subscribeToAll({
        fromPosition: after === undefined ? START : decodeKurrentPosition(after),
        filter: excludeSystemEvents(),
      });
      const subscription = new KurrentSubscription(inner, after, () =>
        subscriptions.delete(subscription),
      );
      subscriptions.add(subscription);
      return subscription;
    },
    async close() {
      await Promise.all([...subscriptions].map((s) => s.close()));
      await client.dispose();
    },
  };
}
