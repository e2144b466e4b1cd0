// Messages of the one live endpoint (GET /live, websocket). Every server message carries the
// position of the read model it reflects; a client that reconnects sends the last position it saw
// and receives exactly the changes it missed, then live changes (ARCHITECTURE decision 6).
import { z } from 'zod';
import { KitchenTicket, OrderListRow, OrderTracker } from './orders.contract.ts';
import { KitchenOrder } from './kitchen.contract.ts';
import { ReportHourRow } from './reports-dashboard.contract.ts';
import { reportRowKey } from './reports-dashboard.figures.ts';

/** Positions are ordered as positions, not as strings (engine/src/store/position.ts). */
export { comparePositions, isCanonicalPosition } from '../store/position.ts';

/**
 * Topics are per vendor (the vendor comes from the connection, never from the message).
 * Row topics (kitchen stations, order list, tracker, the report hours) push each changed row.
 * Signal topics (the menu, a kind of back-office record: `records:dining-table`) only say
 * "changed, read again": their read models are small and read whole, so the client refetches
 * rather than merging rows.
 */
export const Topic = z.union([
  /** The station screens: every order in the kitchen's hands, parts per station (issue 15). */
  z.literal('kitchen-stations'),
  z.literal('order-list'),
  z.literal('report-sales'),
  z.literal('report-items'),
  z.templateLiteral(['order-tracker:', z.string().min(1)]),
  z.literal('menu'),
  z.templateLiteral(['records:', z.string().min(1)]),
  // Delivery (issue 14), signals: `dispatch` — a courier order or a biker of the vendor changed
  // (the dispatch view, the courier app); `courier-tracker:<orderId>` — the order's courier moved.
  z.literal('dispatch'),
  z.templateLiteral(['courier-tracker:', z.string().min(1)]),
]);
export type Topic = z.infer<typeof Topic>;

export type SignalTopic = 'menu' | `records:${string}` | 'dispatch' | `courier-tracker:${string}`;
export const isSignalTopic = (topic: string): topic is SignalTopic =>
  topic === 'menu' ||
  topic.startsWith('records:') ||
  topic === 'dispatch' ||
  topic.startsWith('courier-tracker:');

export const ClientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscribe'), topic: Topic, after: z.string().optional() }),
  z.object({ type: z.literal('unsubscribe'), topic: Topic }),
  z.object({ type: z.literal('ping') }),
]);
export type ClientMessage = z.infer<typeof ClientMessage>;

// KitchenOrder first: its `kind` tells it apart, where KitchenTicket would take it and strip it.
const row = z.union([KitchenOrder, KitchenTicket, OrderListRow, OrderTracker, ReportHourRow]);
export type LiveRow = z.infer<typeof row>;

/** A row's key in its topic: an order's id, or a report hour (report and period). */
export const liveRowKey = (row: LiveRow): string =>
  'orderId' in row ? row.orderId : reportRowKey(row);

export const ServerMessage = z.discriminatedUnion('type', [
  /**
   * The topic's whole current state, replacing whatever the client had: the answer to a subscribe
   * without `after`, or with an `after` the gateway cannot honour (malformed, or ahead of its log,
   * e.g. from before a restore), so its position may be older than the client's.
   */
  z.object({
    type: z.literal('snapshot'),
    topic: Topic,
    position: z.string(),
    rows: z.array(row),
    /** Rows of the topic left out (the kitchen stations' oldest open orders past their bound). */
    hidden: z.number().int().nonnegative().optional(),
  }),
  /** One row changed; rows carry their own key (liveRowKey). */
  z.object({ type: z.literal('change'), topic: Topic, position: z.string(), row }),
  /** A signal topic changed (or was just subscribed): read it again. */
  z.object({ type: z.literal('invalidate'), topic: Topic, position: z.string() }),
  z.object({ type: z.literal('heartbeat'), position: z.string() }),
  z.object({ type: z.literal('pong') }),
  z.object({ type: z.literal('error'), code: z.string(), message: z.string() }),
]);
export type ServerMessage = z.infer<typeof ServerMessage>;

export const HEARTBEAT_INTERVAL_MS = 15_000;

/**
 * Why the gateway closed a live socket (4000–4999 belong to the application; the last digits
 * echo HTTP). The reason text of the close frame is the matching error code.
 */
export const LiveCloseCode = {
  /** It did not read what it was sent (send buffer over the bound, or no pong): reconnect. */
  TOO_SLOW: 4008,
  /** Too many frames the gateway could not read. */
  BAD_MESSAGES: 4400,
  /** The login the socket was opened with ended (logout, stolen refresh token). */
  SESSION_ENDED: 4401,
  /** Subscribing far more often than any screen does. */
  TOO_MANY_SUBSCRIBES: 4429,
} as const;

/** Error codes the gateway sends just before it closes the socket itself. */
export const LIVE_CLOSING_ERRORS: ReadonlySet<string> = new Set([
  'LIVE_TOO_MANY_BAD_MESSAGES',
  'LIVE_TOO_MANY_SUBSCRIBES',
]);

/** Closed for misbehaving: retrying at once would only be closed again, so wait the longest. */
export const isPenaltyClose = (code: number): boolean =>
  code === LiveCloseCode.BAD_MESSAGES || code === LiveCloseCode.TOO_MANY_SUBSCRIBES;
