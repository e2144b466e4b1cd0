// What the client knows of one live topic: the rows by key (an order's id, a report hour) and the position they
// reflect. Pure functions, so the resume rules are tested without a socket.
import {
  comparePositions as orderOfPositions,
  liveRowKey,
  type LiveRow,
  type ServerMessage,
} from '@sofre/engine/contracts';

export type { LiveRow };

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
  /** Rows the last snapshot left out (the kitchen stations' oldest orders past their bound). */
  readonly hidden: number;
}

export const emptyTopic: TopicState = Object.freeze({
  rows: new Map(),
  closed: [],
  position: undefined,
  synced: false,
  hidden: 0,
});

/**
 * Log order of two positions, compared as positions (engine/src/store/position.ts), not as
 * strings. Two that cannot be ordered (not positions, or from another store) count as equal.
 */
export const comparePositions = (a: string, b: string): number => orderOfPositions(a, b) ?? 0;

const isClosed = (row: LiveRow): boolean => 'open' in row && row.open === false;

const withClosed = (closed: readonly LiveRow[], row: LiveRow): LiveRow[] =>
  [row, ...closed.filter((r) => liveRowKey(r) !== liveRowKey(row))].slice(0, CLOSED_KEPT);

/**
 * A snapshot replaces everything the client knew of the topic, its position too, even an older
 * one: the gateway sends one when it cannot resume from the client's position (e.g. the log was
 * restored from a backup), and then the client's position is the stale one.
 */
export function applySnapshot(state: TopicState, message: SnapshotMessage): TopicState {
  const rows = new Map<string, LiveRow>();
  let closed = state.closed;
  for (const row of message.rows) {
    if (isClosed(row)) closed = withClosed(closed, row);
    else rows.set(liveRowKey(row), row);
  }
  closed = closed.filter((r) => !rows.has(liveRowKey(r)));
  return { rows, closed, position: message.position, synced: true, hidden: message.hidden ?? 0 };
}

/**
 * A change replaces its row; one at or before the known position was already applied. One whose
 * position cannot be ordered against the known one is applied: a change is never dropped on the
 * word of a position the client cannot vouch for.
 */
export function applyChange(state: TopicState, message: ChangeMessage): TopicState {
  const order =
    state.position === undefined ? undefined : orderOfPositions(message.position, state.position);
  if (order !== undefined && order <= 0) return state;
  const { row } = message;
  const rows = new Map(state.rows);
  let closed = state.closed;
  if (isClosed(row)) {
    rows.delete(liveRowKey(row));
    closed = withClosed(closed, row);
  } else {
    rows.set(liveRowKey(row), row);
    closed = closed.filter((r) => liveRowKey(r) !== liveRowKey(row));
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
