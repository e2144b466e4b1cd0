// The kitchen stations' snapshot is bounded (issue item 5): with more open orders than it holds, a
// display that reloads starts from the newest ones and is told how many older ones it left out.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { KitchenOrder, ServerMessage } from '@sofre/engine/contracts';
import { KITCHEN_STATION_ORDERS } from '@sofre/projections';
import { connectLive } from '../testing/live-client.ts';
import { salonOrder, startTestGateway, type TestGateway } from '../testing/test-gateway.ts';

let gateway: TestGateway;
let address: string;
beforeAll(async () => {
  gateway = await startTestGateway();
  address = await gateway.listen();
}, 30_000);
afterAll(() => gateway.close());

async function takeOrders(count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 50) {
    const batch = Array.from({ length: Math.min(50, count - i) }, () => salonOrder());
    const answers = await Promise.all(
      batch.map((payload) =>
        gateway.app.inject({
          method: 'POST',
          url: '/api/orders',
          payload,
          headers: gateway.asOwner,
        }),
      ),
    );
    for (const a of answers) expect(a.statusCode).toBe(201);
    ids.push(...batch.map((o) => o.id));
  }
  return ids;
}

it('starts from the newest open orders and counts the older ones it leaves out', async () => {
  // The first order alone, a moment before the others: strictly the oldest one.
  const ids = await takeOrders(1);
  await new Promise((resolve) => setTimeout(resolve, 10));
  ids.push(...(await takeOrders(KITCHEN_STATION_ORDERS + 4)));
  const token = gateway.asOwner.authorization.replace('Bearer ', '');
  const client = await connectLive(address, 'localhost', token);
  client.send({ type: 'subscribe', topic: 'kitchen-stations' });
  const snapshot = await client.next((m: ServerMessage) => m.type === 'snapshot', 5_000);
  client.close();
  if (snapshot.type !== 'snapshot') throw new Error('not a snapshot');
  const open = (snapshot.rows as KitchenOrder[]).filter((o) => o.open);
  expect(open).toHaveLength(KITCHEN_STATION_ORDERS);
  const shown = new Set(open.map((o) => o.orderId));
  // The newest order is on the screens; the oldest ones are the ones left out, and counted.
  expect(shown.has(ids.at(-1)!)).toBe(true);
  expect(shown.has(ids[0]!)).toBe(false);
  expect(snapshot.hidden).toBeGreaterThanOrEqual(5);
}, 60_000);
