// Scale-out for real (ARCHITECTURE decision 13): two gateway processes (PROJECTIONS=external) and
// a projector process on one PostgreSQL database. A change made through one gateway is pushed by
// both. Needs PostgreSQL (DATABASE_URL, default the local test server); unreachable fails loudly.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveRowKey, type ServerMessage } from '@sofre/engine/contracts';
import { startScript, type Child } from '../testing/child-process.ts';
import { testDatabase } from '../testing/postgres-database.ts';
import { connectLive, type TestLiveClient } from '../testing/live-client.ts';
import { salonOrder, VENDOR_A_ID } from '../testing/test-gateway.ts';
import { accessTokens } from '../auth/access-token.ts';
import { authCrypto } from '../auth/auth-crypto.ts';

const database = testDatabase('sofre_gw');
const databaseUrl = database.url;

const children: Child[] = [];
const sockets: TestLiveClient[] = [];
const dataDir = mkdtempSync(join(tmpdir(), 'sofre-two-gateways-'));
// Both gateways share the secret, so a token either signed is good at the other.
const authSecret = randomUUID() + randomUUID();
/** The demo owner's access token (the gateways seed the demo staff). */
const ownerToken = () =>
  accessTokens(authCrypto(Buffer.from(authSecret, 'utf8')).keyFor('access-token')).sign(
    { sub: 'demo-owner', vendorId: VENDOR_A_ID, kind: 'STAFF', sid: 'two-gateways' },
    new Date(),
  );

const listeningPort = (line: string) => {
  try {
    const entry = JSON.parse(line) as { msg?: string; port?: number };
    return entry.msg === 'gateway listening' ? entry.port : undefined;
  } catch {
    return undefined;
  }
};

const startGateway = async () => {
  const child = startScript('gateway/src/server.ts', {
    STORE: 'postgres',
    PROJECTIONS: 'external',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    AUTH_SECRET: authSecret,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
  });
  children.push(child);
  const port = listeningPort(await child.waitForLine((l) => listeningPort(l) !== undefined));
  return `127.0.0.1:${port}`;
};

let addresses: string[] = [];
beforeAll(async () => {
  await database.create();
  const projector = startScript('projections/src/projector.ts', {
    STORE: 'postgres',
    DATABASE_URL: databaseUrl,
  });
  children.push(projector);
  // One at a time: each process creates the tables it needs if they are missing.
  await projector.waitForLine((line) => line.includes('projector: running'));
  addresses = [await startGateway(), await startGateway()];
}, 120_000);

afterAll(async () => {
  for (const s of sockets) s.close();
  await Promise.all(children.map((c) => c.stop()));
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

const changeFor = (orderId: string) => (m: ServerMessage) =>
  m.type === 'change' && m.topic === 'kitchen-stations' && liveRowKey(m.row) === orderId;

describe('two gateways, one projector, PostgreSQL', () => {
  it('both gateways push the change made through one of them', async () => {
    const token = await ownerToken();
    const asOwner = { authorization: `Bearer ${token}` };
    for (const address of addresses) {
      const socket = await connectLive(address, 'localhost', token);
      sockets.push(socket);
      socket.send({ type: 'subscribe', topic: 'kitchen-stations' });
      await socket.next((m) => m.type === 'snapshot');
    }
    const order = salonOrder();
    const created = await fetch(`http://${addresses[0]}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-vendor-domain': 'localhost', ...asOwner },
      body: JSON.stringify(order),
    });
    expect(created.status).toBe(201);
    const { position } = (await created.json()) as { position: string };
    const pushed = await Promise.all(sockets.map((s) => s.next(changeFor(order.id), 15_000)));
    expect(pushed.map((m) => m.type === 'change' && m.position)).toEqual([
      expect.any(String),
      expect.any(String),
    ]);

    // The other gateway reads its own write with minPosition, and moves the order; both see it.
    const read = await fetch(
      `http://${addresses[1]}/api/orders/${order.id}?minPosition=${position}`,
      {
        headers: { 'x-vendor-domain': 'localhost' },
      },
    );
    expect(read.status).toBe(200);
    const moved = await fetch(`http://${addresses[1]}/api/orders/state`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', 'x-vendor-domain': 'localhost', ...asOwner },
      body: JSON.stringify({ orderId: order.id, status: 'READYTOSERVE' }),
    });
    expect(moved.status).toBe(200);
    const ready = (m: ServerMessage) =>
      changeFor(order.id)(m) &&
      m.type === 'change' &&
      'status' in m.row &&
      m.row.status === 'READYTOSERVE';
    await Promise.all(sockets.map((s) => s.next(ready, 15_000)));
  });
});
