// Resuming a live topic from a position the gateway cannot honour (issue item 3): a kitchen
// display must get a fresh snapshot and then live changes, never silence.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveRowKey, type KitchenOrder, type ServerMessage } from '@sofre/engine/contracts';
import { connectLive, type TestLiveClient } from '../testing/live-client.ts';
import {
  startTestGateway,
  takeOrder as takeGatewayOrder,
  type TestGateway,
} from '../testing/test-gateway.ts';

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

const connect = async () => {
  const token = gateway.asOwner.authorization.replace('Bearer ', '');
  const client = await connectLive(address, 'localhost', token);
  clients.push(client);
  return client;
};
const takeOrder = () => takeGatewayOrder(gateway);
const isSnapshot = (m: ServerMessage) => m.type === 'snapshot' && m.topic === 'kitchen-stations';
const changeFor = (orderId: string) => (m: ServerMessage) =>
  m.type === 'change' && m.topic === 'kitchen-stations' && liveRowKey(m.row) === orderId;

/** The embedded store's position `by` events past `position`: the log as it was before a restore. */
const ahead = (position: string, by: bigint) => String(BigInt(position) + by).padStart(20, '0');

/** Subscribes from `after`; expects a snapshot holding `known`, then the next order live. */
async function expectFreshSnapshot(after: string) {
  const known = await takeOrder();
  const client = await connect();
  client.send({ type: 'subscribe', topic: 'kitchen-stations', after });
  const snapshot = await client.next(isSnapshot, 2_000);
  if (snapshot.type !== 'snapshot') throw new Error('not a snapshot');
  expect((snapshot.rows as KitchenOrder[]).map((r) => r.orderId)).toContain(known.id);
  expect(snapshot.position).toBe(gateway.platform.readSide.position());
  const later = await takeOrder();
  await client.next(changeFor(later.id), 2_000);
}

describe('GET /live resuming from a position it cannot honour', () => {
  it('answers a snapshot to a position ahead of the log, as after a restore from backup', async () => {
    const { position } = await takeOrder();
    await expectFreshSnapshot(ahead(position, 1_000n));
  });

  it.each(['garbage', '5', '', `${'0'.repeat(20)}:${'0'.repeat(20)}`])(
    'answers a snapshot to the malformed position %j',
    async (after) => {
      await expectFreshSnapshot(after);
    },
  );

  it('still resumes from a position it has reached, with no snapshot', async () => {
    const from = await takeOrder();
    const missed = await takeOrder();
    const client = await connect();
    client.send({ type: 'subscribe', topic: 'kitchen-stations', after: from.position });
    await client.next(changeFor(missed.id));
    expect(client.received.some(isSnapshot)).toBe(false);
    expect(client.received.some(changeFor(from.id))).toBe(false);
  });
});
