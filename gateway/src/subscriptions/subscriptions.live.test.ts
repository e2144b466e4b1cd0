// The kitchen's live topic belongs to its feature as its routes do: a vendor whose package lacks
// the kitchen display is refused it on the socket, one with it watches it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectLive, type TestLiveClient } from '../testing/live-client.ts';
import type { TestGateway } from '../testing/test-gateway.ts';
import { startSubscriptionGateway } from './subscriptions.test-fixtures.ts';

let gateway: TestGateway;
let address: string;
let tokenC: string;
const clients: TestLiveClient[] = [];
beforeAll(async () => {
  const started = await startSubscriptionGateway();
  gateway = started.gateway;
  tokenC = (await started.asOwnerC()).authorization.replace('Bearer ', '');
  address = await gateway.listen();
});
afterAll(async () => {
  for (const c of clients) c.close();
  await gateway.close();
});

const connect = async (domain: string, token: string) => {
  const client = await connectLive(address, domain, token);
  clients.push(client);
  return client;
};

describe('live topics of a feature', () => {
  it('refuses the kitchen topic to a vendor without the kitchen display', async () => {
    const client = await connect('c.sofre.local', tokenC);
    client.send({ type: 'subscribe', topic: 'kitchen-stations' });
    expect(await client.next((m) => m.type === 'error')).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('lets the demo vendor (on the full package) watch it', async () => {
    const token = gateway.asOwner.authorization.replace('Bearer ', '');
    const client = await connect('localhost', token);
    client.send({ type: 'subscribe', topic: 'kitchen-stations' });
    const first = await client.next((m) => m.type !== 'heartbeat');
    expect(first.type).not.toBe('error');
  });
});
