// The live endpoint over real websockets against a listening gateway and the embedded store.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import {
  liveRowKey,
  LiveCloseCode,
  ServerMessage,
  type KitchenOrder,
} from '@sofre/engine/contracts';
import { AUTH, authClient, freshPhone } from '../auth/auth.test-fixtures.ts';
import { connectLive, type TestLiveClient } from '../testing/live-client.ts';
import { salonOrder, startTestGateway, type TestGateway } from '../testing/test-gateway.ts';

let gateway: TestGateway;
let address: string;
const clients: TestLiveClient[] = [];
beforeAll(async () => {
  gateway = await startTestGateway({ heartbeatMs: 200 });
  address = await gateway.listen();
});
afterAll(async () => {
  for (const c of clients) c.close();
  await gateway.close();
});

const ownerHeaders = (domain: string) =>
  domain === 'b.sofre.local' ? gateway.asOwnerB : gateway.asOwner;
const ownerToken = (domain: string) => ownerHeaders(domain).authorization.replace('Bearer ', '');

/** A live client of the demo owner at `domain` (the staff topics need a token). */
const connect = async (domain = 'localhost') => {
  const client = await connectLive(address, domain, ownerToken(domain));
  clients.push(client);
  return client;
};
const takeOrder = async (domain = 'localhost') => {
  const order = salonOrder();
  const res = await gateway.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: order,
    headers: { 'x-vendor-domain': domain, ...ownerHeaders(domain) },
  });
  expect(res.statusCode).toBe(201);
  return { id: order.id, position: res.json().position as string };
};
const changeFor =
  (orderId: string, topic = 'kitchen-stations') =>
  (m: ServerMessage) =>
    m.type === 'change' && m.topic === topic && liveRowKey(m.row) === orderId;
const snapshotOf = (topic: string) => (m: ServerMessage) =>
  m.type === 'snapshot' && m.topic === topic;

describe('GET /live', () => {
  it('sends a snapshot with a position, then each change as it happens', async () => {
    const earlier = await takeOrder();
    const client = await connect();
    client.send({ type: 'subscribe', topic: 'kitchen-stations' });
    const snapshot = await client.next(snapshotOf('kitchen-stations'));
    if (snapshot.type !== 'snapshot') throw new Error('not a snapshot');
    expect(snapshot.position >= earlier.position).toBe(true);
    expect((snapshot.rows as KitchenOrder[]).map((r) => r.orderId)).toContain(earlier.id);

    const later = await takeOrder();
    const change = await client.next(changeFor(later.id));
    expect(ServerMessage.parse(change)).toMatchObject({
      type: 'change',
      row: { orderId: later.id, status: 'CONFIRMED' },
    });
    if (change.type === 'change') expect(change.position > snapshot.position).toBe(true);
  });

  it('pushes an order’s tracker and its order-list row', async () => {
    const client = await connect();
    const { id } = salonOrder();
    client.send({ type: 'subscribe', topic: `order-tracker:${id}` });
    client.send({ type: 'subscribe', topic: 'order-list' });
    await client.next(snapshotOf(`order-tracker:${id}`));
    await client.next(snapshotOf('order-list'));
    const res = await gateway.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: salonOrder({ id }),
      headers: gateway.asOwner,
    });
    expect(res.statusCode).toBe(201);
    await client.next(changeFor(id, `order-tracker:${id}`));
    await client.next(changeFor(id, 'order-list'));
  });

  it('resumes after a reconnect with exactly the changes missed', async () => {
    const first = await connect();
    first.send({ type: 'subscribe', topic: 'kitchen-stations' });
    const snapshot = await first.next(snapshotOf('kitchen-stations'));
    if (snapshot.type !== 'snapshot') throw new Error('not a snapshot');
    first.close();
    await first.closed();

    const missed = [await takeOrder(), await takeOrder()];
    await gateway.app.inject({
      method: 'PATCH',
      url: '/api/orders/state',
      payload: { orderId: missed[0]!.id, status: 'READYTOSERVE' },
      headers: gateway.asOwner,
    });

    const again = await connect();
    again.send({ type: 'subscribe', topic: 'kitchen-stations', after: snapshot.position });
    await again.next(changeFor(missed[1]!.id));
    const live = await takeOrder();
    await again.next(changeFor(live.id));
    const changes = again.received.filter((m) => m.type === 'change');
    // No snapshot, no repeat, nothing from before `after`, in log order.
    expect(again.received.some((m) => m.type === 'snapshot')).toBe(false);
    const ids = changes.map((m) => (m.type === 'change' ? liveRowKey(m.row) : ''));
    expect(new Set(ids)).toEqual(new Set([missed[0]!.id, missed[1]!.id, live.id]));
    const positions = changes.map((m) => (m.type === 'change' ? m.position : ''));
    expect(positions.every((p) => p > snapshot.position)).toBe(true);
    expect([...positions].sort()).toEqual(positions);
    const ready = changes.findLast(
      (m) => m.type === 'change' && liveRowKey(m.row) === missed[0]!.id,
    );
    expect(ready).toMatchObject({ row: { status: 'READYTOSERVE' } });
  });

  it('sends heartbeats with a position and answers ping with pong', async () => {
    const client = await connect();
    const beat = await client.next((m) => m.type === 'heartbeat', 2_000);
    expect(beat).toMatchObject({ type: 'heartbeat', position: expect.any(String) });
    client.send({ type: 'ping' });
    await client.next((m) => m.type === 'pong');
  });

  it('answers a message it cannot read with an error, and stays open', async () => {
    const client = await connect();
    client.socket.send('not json');
    await client.next((m) => m.type === 'error' && m.code === 'LIVE_BAD_MESSAGE');
    client.send({ type: 'ping' });
    await client.next((m) => m.type === 'pong');
  });

  it('drops a slow client rather than slowing the others', async () => {
    const fast = await connect();
    const slow = await connect();
    for (const c of [fast, slow]) {
      c.send({ type: 'subscribe', topic: 'kitchen-stations' });
      await c.next(snapshotOf('kitchen-stations'));
    }
    // The server's socket of `slow` reports a send buffer far above the limit.
    const slowPort = (slow.socket as unknown as { _socket: { localPort: number } })._socket
      .localPort;
    const serverSide = [...gateway.app.websocketServer.clients].find(
      (ws) =>
        (ws as unknown as { _socket: { remotePort: number } })._socket.remotePort === slowPort,
    ) as WebSocket;
    Object.defineProperty(serverSide, 'bufferedAmount', { get: () => 64 * 1024 * 1024 });

    const order = await takeOrder();
    await fast.next(changeFor(order.id));
    expect(await slow.closed()).toBe(LiveCloseCode.TOO_SLOW);
    expect(slow.received.some((m) => m.type === 'change' && liveRowKey(m.row) === order.id)).toBe(
      false,
    );
  });

  it('keeps vendors apart: a client of vendor B never sees vendor A’s orders', async () => {
    const ofA = await connect('localhost');
    const ofB = await connect('b.sofre.local');
    const spyOrder = salonOrder();
    for (const c of [ofA, ofB]) c.send({ type: 'subscribe', topic: 'kitchen-stations' });
    ofB.send({ type: 'subscribe', topic: `order-tracker:${spyOrder.id}` });
    const snapshotB = await ofB.next(snapshotOf('kitchen-stations'));
    await ofA.next(snapshotOf('kitchen-stations'));
    expect(snapshotB.type === 'snapshot' && snapshotB.rows).toEqual([]);

    const res = await gateway.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: spyOrder,
      headers: gateway.asOwner,
    });
    expect(res.statusCode).toBe(201);
    await ofA.next(changeFor(spyOrder.id));
    const ofBOrder = await takeOrder('b.sofre.local');
    await ofB.next(changeFor(ofBOrder.id));
    const seenByB = ofB.received.flatMap((m) =>
      m.type === 'change'
        ? [liveRowKey(m.row)]
        : m.type === 'snapshot'
          ? m.rows.map(liveRowKey)
          : [],
    );
    expect(seenByB).toEqual([ofBOrder.id]);
  });

  it('refuses a connection for an unknown vendor', async () => {
    await expect(connectLive(address, 'nobody.example')).rejects.toThrow('HTTP 404');
  });

  it('closes the sockets of a login that logs out, and only those', async () => {
    const auth = authClient(gateway);
    const login = await auth.logIn(freshPhone(), { firstName: 'مینا', lastName: 'کاظمی' });
    const ending = await connectLive(address, 'localhost', login.token);
    clients.push(ending);
    const staying = await connect();
    const out = await gateway.app.inject({
      method: 'DELETE',
      url: `${AUTH}/logout`,
      headers: auth.bearer(login.token),
    });
    expect(out.statusCode).toBe(204);
    expect(await ending.closed()).toBe(LiveCloseCode.SESSION_ENDED);
    // The owner's screen goes on: its next change still arrives.
    staying.send({ type: 'subscribe', topic: 'kitchen-stations' });
    await staying.next(snapshotOf('kitchen-stations'));
    const order = await takeOrder();
    await staying.next(changeFor(order.id));
    // The ended login cannot come back either.
    await expect(connectLive(address, 'localhost', login.token)).rejects.toThrow('HTTP 401');
  });
});
