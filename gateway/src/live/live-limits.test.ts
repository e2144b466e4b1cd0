// Per-connection limits of the live socket (issue item 7): junk and subscribe floods are closed
// with a clear code, snapshots are not read twice at once, and a client that stops reading is told
// 4008 rather than cut off with 1006.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import { liveRowKey, LiveCloseCode, type ServerMessage } from '@sofre/engine/contracts';
import { connectLive, type TestLiveClient } from '../testing/live-client.ts';
import {
  startTestGateway,
  takeOrder as takeGatewayOrder,
  type TestGateway,
} from '../testing/test-gateway.ts';
import { defaultLiveLimits } from './live-limits.ts';

const HEARTBEAT_MS = 200; // also the close grace (live-limits.ts closeGraceMs)

let gateway: TestGateway;
let address: string;
const clients: TestLiveClient[] = [];
beforeAll(async () => {
  gateway = await startTestGateway({ heartbeatMs: HEARTBEAT_MS });
  address = await gateway.listen();
});
afterAll(async () => {
  for (const c of clients) c.close();
  await gateway.close();
});

const connect = async () => {
  const token = gateway.asOwner.authorization.replace('Bearer ', '');
  const client = await connectLive(address, 'localhost', token);
  clients.push(client);
  return client;
};
const takeOrder = async () => (await takeGatewayOrder(gateway)).id;
const isSnapshot = (m: ServerMessage) => m.type === 'snapshot' && m.topic === 'kitchen-stations';
const changeFor = (orderId: string) => (m: ServerMessage) =>
  m.type === 'change' && liveRowKey(m.row) === orderId;
const subscribeFrame = JSON.stringify({ type: 'subscribe', topic: 'kitchen-stations' });

/** The gateway's end of a test client's socket. */
const serverSideOf = (client: TestLiveClient) => {
  const port = (client.socket as unknown as { _socket: { localPort: number } })._socket.localPort;
  return [...gateway.app.websocketServer.clients].find(
    (ws) => (ws as unknown as { _socket: { remotePort: number } })._socket.remotePort === port,
  ) as WebSocket;
};
/** The close code, or a failure within `ms` rather than at the test's timeout. */
const closeCode = (client: TestLiveClient, ms = 3_000) =>
  Promise.race([
    client.closed(),
    new Promise<string>((resolve) => setTimeout(() => resolve('still open'), ms)),
  ]);
const tcpOf = (client: TestLiveClient) =>
  (client.socket as unknown as { _socket: { pause(): void; resume(): void } })._socket;

describe('GET /live limits per connection', () => {
  it('closes a client that keeps sending frames it cannot read', async () => {
    const client = await connect();
    for (let i = 0; i < 50; i++) client.socket.send('not json');
    expect(await closeCode(client)).toBe(LiveCloseCode.BAD_MESSAGES);
    const errors = client.received.filter((m) => m.type === 'error');
    expect(errors.length).toBeLessThanOrEqual(defaultLiveLimits.badFrames.capacity + 1);
    expect(errors.at(-1)).toMatchObject({ code: 'LIVE_TOO_MANY_BAD_MESSAGES' });
  });

  it('closes a client that floods subscribes, and orders are still taken and pushed', async () => {
    const screen = await connect();
    screen.send({ type: 'subscribe', topic: 'kitchen-stations' });
    await screen.next(isSnapshot);

    const flood = await connect();
    for (let i = 0; i < 300; i++) flood.socket.send(subscribeFrame);
    expect(await closeCode(flood)).toBe(LiveCloseCode.TOO_MANY_SUBSCRIBES);
    expect(flood.received.at(-1)).toMatchObject({ code: 'LIVE_TOO_MANY_SUBSCRIBES' });

    const started = Date.now();
    const orderId = await takeOrder();
    await screen.next(changeFor(orderId));
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('reads one snapshot at a time for a client resubscribing while it is being read', async () => {
    const readSide = gateway.platform.readSide;
    const read = readSide.snapshot.bind(readSide);
    let reading = 0;
    let most = 0;
    const spy = vi.spyOn(readSide, 'snapshot').mockImplementation(async (...args) => {
      most = Math.max(most, ++reading);
      try {
        await new Promise((resolve) => setTimeout(resolve, 50)); // a large snapshot takes a while
        return await read(...args);
      } finally {
        reading--;
      }
    });
    try {
      const client = await connect();
      for (let i = 0; i < 30; i++) client.socket.send(subscribeFrame);
      await client.next(isSnapshot);
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(most).toBe(1);
      expect(spy).toHaveBeenCalledTimes(2); // the first subscribe's, then the latest's
      expect(client.received.filter(isSnapshot)).toHaveLength(1); // the first one was superseded
      client.send({ type: 'ping' });
      await client.next((m) => m.type === 'pong'); // a reconnect's burst is no abuse
    } finally {
      spy.mockRestore();
    }
  });

  it('closes a client that stops reading with 4008, which it reads once it reads again', async () => {
    const client = await connect();
    client.send({ type: 'subscribe', topic: 'kitchen-stations' });
    await client.next(isSnapshot);
    const serverSide = serverSideOf(client);
    tcpOf(client).pause();
    // What a client that reads nothing amounts to: its send buffer at the gateway keeps growing.
    Object.defineProperty(serverSide, 'bufferedAmount', { get: () => 64 * 1024 * 1024 });
    await takeOrder();

    await new Promise((resolve) => setTimeout(resolve, HEARTBEAT_MS * 4));
    expect(serverSide.readyState).toBe(serverSide.CLOSED); // the gateway let go of it
    tcpOf(client).resume();
    expect(await closeCode(client)).toBe(LiveCloseCode.TOO_SLOW);
  });
});
