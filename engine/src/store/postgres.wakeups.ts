// Wake-ups between the processes of one PostgreSQL database (LISTEN/NOTIFY): a commit notifies a
// channel with the position it reached, and a process listening on it wakes its readers at once
// instead of at their next poll. The poll stays the safety net: nothing is heard while the
// listening connection is down (it connects again), nor from a process that does not notify.
// pg is loaded when first used, so the embedded mode does not load it through the store's index.
import type pg from 'pg';
import type { Position } from './event-store.port.ts';

const NAME_MAX = 63; // PostgreSQL's identifier length: a longer channel name is refused

/** One channel per store and schema, whatever the vendor: e.g. `sofre_events_public`. */
export const wakeupChannel = (store: 'events' | 'read_models', schema: string): string =>
  `sofre_${store}_${schema}`.slice(0, NAME_MAX);

export interface WakeupListener {
  close(): Promise<void>;
}

export interface ListenOptions {
  /** Pause before connecting again after the connection failed or was lost. Default 1 s. */
  readonly retryMs?: number;
  /** Told the first failure of each outage (the connection lost, or refused while away). */
  readonly onError?: (error: unknown) => void;
}

/**
 * Listens on `channel` on a connection of its own, and calls `wake` with each notification's
 * position; also with no position each time it has (re)connected, since what was notified while
 * it was away is lost.
 */
export function listenForWakeups(
  connectionString: string,
  channel: string,
  wake: (position: Position | undefined) => void,
  options: ListenOptions = {},
): WakeupListener {
  const { retryMs = 1_000, onError = () => {} } = options;
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let away = false;
  if (!/^[a-z0-9_]+$/.test(channel)) throw new TypeError(`invalid channel name: ${channel}`);

  /** The connection `lost` failed or ended: drop it and, unless closed, connect again shortly. */
  const again = (lost: pg.Client, error?: unknown) => {
    if (lost !== client) return; // an old connection's late news
    if (!away) onError(error ?? new Error(`LISTEN ${channel}: the connection ended`));
    away = true;
    client = undefined;
    void lost.end().catch(() => undefined);
    if (!closed) retry = setTimeout(() => void connect(), retryMs);
  };

  async function connect(): Promise<void> {
    const { default: pg } = await import('pg');
    if (closed) return;
    const listening = new pg.Client({
      connectionString,
      application_name: 'sofre-wakeups',
      keepAlive: true,
    });
    client = listening;
    listening.on('notification', (message) => {
      if (message.channel === channel) wake(message.payload || undefined);
    });
    listening.on('error', (error) => again(listening, error));
    listening.on('end', () => again(listening));
    try {
      await listening.connect();
      await listening.query(`LISTEN "${channel}"`);
    } catch (error) {
      again(listening, error);
      return;
    }
    away = false;
    if (client === listening) wake(undefined);
  }

  void connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      const last = client;
      client = undefined;
      await last?.end().catch(() => undefined);
    },
  };
}

export interface WakeupNotifier {
  /** Notifies `position` soon (after a notification in flight, only the latest waiting one). */
  notify(position: Position): void;
  close(): Promise<void>;
}

/** Notifies `channel` after commits made elsewhere (a NOTIFY of its own, outside them). */
export function notifyWakeups(
  connectionString: string,
  channel: string,
  onError: (error: unknown) => void = () => {},
): WakeupNotifier {
  const opening = import('pg').then(({ default: pg }) => {
    const pool = new pg.Pool({ connectionString, max: 1, application_name: 'sofre-wakeups' });
    pool.on('error', onError); // an idle connection lost: the next notify opens another
    return pool;
  });
  let waiting: Position | undefined;
  let sending: Promise<void> | undefined;
  const send = async () => {
    while (waiting !== undefined) {
      const position = waiting;
      waiting = undefined;
      const pool = await opening;
      await pool.query('SELECT pg_notify($1, $2)', [channel, position]).catch(onError);
    }
    sending = undefined;
  };
  return {
    notify(position) {
      waiting = position;
      sending ??= send();
    },
    async close() {
      await sending;
      await (await opening).end();
    },
  };
}
