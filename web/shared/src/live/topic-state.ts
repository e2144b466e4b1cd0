// What the client knows of one live topic: the rows keyed by orderId and the position they
// reflect. Pure functions, so the resume rules are tested without a socket.
import type {
  KitchenTicket,
  OrderListRow,
  OrderTracker,
  ServerMessage,
} from '@sofre/engine/contracts';

export type LiveRow = KitchenTicket | OrderListRow | OrderTracker;

type SnapshotMessage = Extract<ServerMessage, { type: 'snapshot' }>;
type ChangeMessage = Extract<ServerMessage, { type: 'change' }>;

/** How many rows that left the topic are kept, newest first (the kitchen's recall list). */
export const CLOSED_KEPT = 12;

export interface TopicState<Row extends LiveRow = LiveRow> {
  readonly rows: ReadonlyMap<string, Row>;
  /** Rows that left the topic (a kitchen ticket with open=false), newest first. */
  readonly closed: readonly Row[];
  /** The last position seen: sent as `after` when resubscribing. */
  readonly position: string | undefined;
  /** False until the topic caught up after a (re)subscribe. */
  readonly synced: boolean;
}

export const emptyTopic: TopicState = Object.freeze({
  rows: new Map(),
  closed: [],
  position: undefined,
  synced: false,
});

/**
 * Positions are fixed-width, zero-padded strings (engine/src/store/position.ts), so plain
 * string order is log order; a shorter one (unpadded) is earlier.
 */
export function comparePositions(a: string, b: string): number {
  if (a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}

const isClosed = (row: LiveRow): boolean => 'open' in row && row.open === false;

const withClosed = (closed: readonly LiveRow[], row: LiveRow): LiveRow[] =>
  [row, ...closed.filter((r) => r.orderId !== row.orderId)].slice(0, CLOSED_KEPT);

/** A snapshot replaces everything the client knew of the topic. */
export function applySnapshot(state: TopicState, message: SnapshotMessage): TopicState {
  const rows = new Map<string, LiveRow>();
  let closed = state.closed;
  for (const row of message.rows) {
    if (isClosed(row)) closed = withClosed(closed, row);
    else rows.set(row.orderId, row);
  }
  return { rows, closed, position: message.position, synced: true };
}

/** A change replaces its row; one at or before the known position was already applied. */
export function applyChange(state: TopicState, message: ChangeMessage): TopicState {
  if (state.position !== undefined && comparePositions(message.position, state.position) <= 0) {
    return state;
  }
  const { row } = message;
  const rows = new Map(state.rows);
  let closed = state.closed;
  if (isClosed(row)) {
    rows.delete(row.orderId);
    closed = withClosed(closed, row);
  } else {
    rows.set(row.orderId, row);
    closed = closed.filter((r) => r.orderId !== row.orderId);
  }
  return { ...state, rows, closed, position: message.position };
}

export const markSynced = (state: TopicState, synced: boolean): TopicState =>
  state.synced === synced ? state : { ...state, synced };

/** A signal topic said "changed": only the position moves (the listeners refetch). */
export const applySignal = (state: TopicState, position: string): TopicState => ({
  ...state,
  position,
  synced: true,
});
