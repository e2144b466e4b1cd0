// A small stream's state kept in memory and brought up to date by reading only the events after
// the last one seen. Exact — every gateway appends to the same log, and each read asks the store
// for what is new — for the price of one read that usually finds nothing, where reading and
// folding the whole stream (a vendor's hours, its subscription) ran on every order. States are
// shared between callers: deciders' states are never changed in place (evolve makes new ones).
import { decodeRecorded, type EventCodec, type EventStore } from '@sofre/engine';

interface StreamFold<State, Event> {
  readonly initialState: () => State;
  readonly evolve: (state: State, event: Event) => State;
  readonly codec: EventCodec;
}

interface Kept<State> {
  readonly state: State;
  /** The revision to read from next. */
  readonly next: number;
  /** Another tenant wrote the stream: it reads as new (never happens with vendor-named streams). */
  readonly foreign: boolean;
}

/** `(store, stream, tenant) => state`, the stream as `tenant` may see it; one memory per store. */
export function keptStreamStates<State, Event>(fold: StreamFold<State, Event>) {
  const perStore = new WeakMap<EventStore, Map<string, Kept<State>>>();
  return async (store: EventStore, stream: string, tenant: string): Promise<State> => {
    let kept = perStore.get(store);
    if (!kept) perStore.set(store, (kept = new Map()));
    const known = kept.get(stream) ?? { state: fold.initialState(), next: 0, foreign: false };
    const recorded = await store.readStream(stream, known.next);
    if (recorded.length === 0) return known.foreign ? fold.initialState() : known.state;
    const foreign = known.foreign || recorded.some((e) => e.metadata.vendorId !== tenant);
    const state = recorded.reduce(
      (s, e) => fold.evolve(s, decodeRecorded<Event>(fold.codec, e)),
      known.state,
    );
    const next = recorded.at(-1)!.revision + 1;
    // Two reads at once both fold from the same start: the later revision is kept.
    if ((kept.get(stream)?.next ?? 0) < next) kept.set(stream, { state, next, foreign });
    return foreign ? fold.initialState() : state;
  };
}
