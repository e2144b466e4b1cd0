// The live client against a tiny websocket server (the `ws` package): it resubscribes after a
// drop with its last position, receives exactly what it missed, and reports its status.
import {
  liveRowKey,
  LiveCloseCode,
  type ClientMessage,
  type ServerMessage,
} from '@sofre/engine/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { LiveClient } from './live-client.ts';
import type { WebSocketLike } from './live-connection.ts';
import { aTicket, at } from './live.test-fixtures.ts';
import type { NetworkStatus } from './network-status.ts';

interface Connection {
  readonly socket: WebSocket;
  readonly received: ClientMessage[];
  /** The path and query it connected with. */
  readonly url: string | undefined;
}

/** A server that records what each connection sent and lets the test answer. */
function liveServer(listenOn = 0) {
  const wss = new WebSocketServer({ port: listenOn });
  const connections: Connection[] = [];
  wss.on('connection', (socket, request) => {
    const connection: Connection = { socket, received: [], url: request.url };
    connections.push(connection);
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as ClientMessage;
      connection.received.push(message);
      if (message.type === 'ping') socket.send(JSON.stringify({ type: 'pong' }));
    });
  });
  const port = () => (wss.address() as { port: number }).port;
  const send = (connection: Connection, message: ServerMessage) =>
    connection.socket.send(JSON.stringify(message));
  return { wss, connections, port, send };
}

async function until(check: () => boolean, what: string, timeoutMs = 3000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const subscribes = (c: Connection | undefined) =>
  c?.received.filter((m) => m.type === 'subscribe') ?? [];

describe('live client', () => {
  let server: ReturnType<typeof liveServer>;
  let client: LiveClient;
  const statuses: NetworkStatus[] = [];

  beforeEach(() => {
    server = liveServer();
    statuses.length = 0;
    client = new LiveClient({
      url: `ws://127.0.0.1:${server.port()}/live?domain=test.sofre.ir`,
      createSocket: (url) => new WebSocket(url) as unknown as WebSocketLike,
      backoff: { baseMs: 20, maxMs: 100 },
      settleMs: 50,
    });
    client.onStatus(() => statuses.push(client.getStatus()));
  });

  afterEach(async () => {
    client.stop();
    for (const c of server.connections) c.socket.terminate();
    await new Promise((resolve) => server.wss.close(resolve));
  });

  it('resumes after a drop from the last position and ends with exactly what it missed', async () => {
    client.subscribe('kitchen-stations', () => undefined);
    client.start();
    await until(() => subscribes(server.connections[0]).length === 1, 'the first subscribe');
    const [first] = server.connections as [Connection];
    expect(subscribes(first)).toEqual([{ type: 'subscribe', topic: 'kitchen-stations' }]);

    server.send(first, {
      type: 'snapshot',
      topic: 'kitchen-stations',
      position: at(1),
      rows: [aTicket('o1', 1)],
    });
    server.send(first, {
      type: 'change',
      topic: 'kitchen-stations',
      position: at(2),
      row: aTicket('o2', 2),
    });
    await until(() => client.getTopic('kitchen-stations').position === at(2), 'the change');
    expect(client.getStatus()).toBe('online');

    first.socket.terminate();
    await until(() => client.getStatus() === 'reconnecting', 'reconnecting');
    await until(() => subscribes(server.connections[1]).length === 1, 'the resubscribe');
    const second = server.connections[1]!;
    expect(subscribes(second)).toEqual([
      { type: 'subscribe', topic: 'kitchen-stations', after: at(2) },
    ]);

    // What happened while it was away: o1 was bumped, o3 arrived. A repeat of o2 changes nothing.
    server.send(second, {
      type: 'change',
      topic: 'kitchen-stations',
      position: at(2),
      row: aTicket('o2', 2),
    });
    server.send(second, {
      type: 'change',
      topic: 'kitchen-stations',
      position: at(3),
      row: aTicket('o1', 3, false),
    });
    server.send(second, {
      type: 'change',
      topic: 'kitchen-stations',
      position: at(4),
      row: aTicket('o3', 4),
    });
    await until(() => client.getStatus() === 'online', 'caught up again');

    const board = client.getTopic('kitchen-stations');
    expect([...board.rows.keys()].sort()).toEqual(['o2', 'o3']);
    expect(board.closed.map(liveRowKey)).toEqual(['o1']);
    expect(board.position).toBe(at(4));
    expect(statuses).toEqual(['online', 'reconnecting', 'sync', 'online']);
  });

  it('takes a snapshot older than its position when the gateway cannot resume, then its changes', async () => {
    client.subscribe('kitchen-stations', () => undefined);
    client.start();
    await until(() => subscribes(server.connections[0]).length === 1, 'the first subscribe');
    const [first] = server.connections as [Connection];
    server.send(first, {
      type: 'snapshot',
      topic: 'kitchen-stations',
      position: at(900),
      rows: [aTicket('o1', 900)],
    });
    await until(() => client.getTopic('kitchen-stations').position === at(900), 'the snapshot');

    // The gateway comes back with its log restored from a backup that ends at position 5.
    first.socket.terminate();
    await until(() => subscribes(server.connections[1]).length === 1, 'the resubscribe');
    const second = server.connections[1]!;
    expect(subscribes(second)).toEqual([
      { type: 'subscribe', topic: 'kitchen-stations', after: at(900) },
    ]);
    server.send(second, {
      type: 'snapshot',
      topic: 'kitchen-stations',
      position: at(5),
      rows: [aTicket('o7', 5)],
    });
    server.send(second, {
      type: 'change',
      topic: 'kitchen-stations',
      position: at(6),
      row: aTicket('o8', 6),
    });
    await until(() => client.getTopic('kitchen-stations').position === at(6), 'the new order');
    expect([...client.getTopic('kitchen-stations').rows.keys()]).toEqual(['o7', 'o8']);
    expect(client.getStatus()).toBe('online');
  });

  it('waits its longest backoff after being closed for misbehaving, not after a slow close', async () => {
    client.stop();
    client = new LiveClient({
      url: `ws://127.0.0.1:${server.port()}/live`,
      createSocket: (url) => new WebSocket(url) as unknown as WebSocketLike,
      backoff: { baseMs: 10, maxMs: 1_000 },
      random: () => 0, // the shortest wait of each step: 5 ms first, 500 ms at the longest
    });
    client.subscribe('kitchen-stations', () => undefined);
    client.start();
    await until(() => server.connections.length === 1, 'a connection');

    server.connections[0]!.socket.close(LiveCloseCode.TOO_SLOW, 'LIVE_TOO_SLOW');
    await until(() => server.connections.length === 2, 'a quick reconnect', 250);

    const second = server.connections[1]!;
    await until(() => subscribes(second).length === 1, 'the resubscribe');
    server.send(second, {
      type: 'error',
      code: 'LIVE_TOO_MANY_SUBSCRIBES',
      message: 'درخواست‌های اشتراک بیش از حد مجاز است؛ اتصال بسته شد.',
    });
    second.socket.close(LiveCloseCode.TOO_MANY_SUBSCRIBES, 'LIVE_TOO_MANY_SUBSCRIBES');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.connections).toHaveLength(2);
    expect(client.getStatus()).toBe('reconnecting');
    await until(() => server.connections.length === 3, 'a reconnect after the penalty');
  });

  it('keeps retrying with backoff while the server is away, then resubscribes every topic', async () => {
    const address = server.port();
    client.subscribe('order-list', () => undefined);
    client.subscribe('order-tracker:o7', () => undefined);
    client.start();
    await until(() => server.connections.length === 1, 'a connection');
    server.send(server.connections[0]!, {
      type: 'snapshot',
      topic: 'order-list',
      position: at(10),
      rows: [],
    });

    // The gateway goes down for a while and comes back on the same port.
    server.connections[0]!.socket.terminate();
    await new Promise((resolve) => server.wss.close(resolve));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(client.getStatus()).toBe('reconnecting');
    server = liveServer(address);

    await until(() => subscribes(server.connections[0]).length === 2, 'both topics resubscribed');
    expect(subscribes(server.connections[0])).toEqual([
      { type: 'subscribe', topic: 'order-list', after: at(10) },
      { type: 'subscribe', topic: 'order-tracker:o7' },
    ]);
  });

  it('asks for its address on every connect, so a reconnect carries the renewed token', async () => {
    client.stop();
    let token = 'access-1';
    client = new LiveClient({
      url: async () => {
        await new Promise((resolve) => setTimeout(resolve, 10));
        return `ws://127.0.0.1:${server.port()}/live?token=${token}`;
      },
      createSocket: (url) => new WebSocket(url) as unknown as WebSocketLike,
      backoff: { baseMs: 20, maxMs: 100 },
    });
    client.subscribe('kitchen-stations', () => undefined);
    client.start();
    client.reconnectNow();
    await until(() => subscribes(server.connections[0]).length === 1, 'the first subscribe');

    token = 'access-2';
    server.connections[0]!.socket.terminate();
    await until(() => subscribes(server.connections[1]).length === 1, 'the resubscribe');

    expect(server.connections.map((c) => c.url)).toEqual([
      '/live?token=access-1',
      '/live?token=access-2',
    ]);
  });

  it('opens no socket until a topic is followed', async () => {
    client.start();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.connections).toHaveLength(0);
    client.subscribe('order-list', () => undefined);
    await until(() => subscribes(server.connections[0]).length === 1, 'a subscribe');
  });

  it('drops a silent connection and opens a new one', async () => {
    client.stop();
    client = new LiveClient({
      url: `ws://127.0.0.1:${server.port()}/live`,
      createSocket: (url) => new WebSocket(url) as unknown as WebSocketLike,
      backoff: { baseMs: 10, maxMs: 20 },
      pingMs: 10_000,
      silenceMs: 80,
    });
    client.subscribe('kitchen-stations', () => undefined);
    client.start();
    await until(() => server.connections.length >= 2, 'a second connection after silence');
  });
});
