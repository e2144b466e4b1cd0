// The delivery signals over real websockets: `dispatch` says "read again" to the dispatcher and to
// the courier's phone when a biker or a courier order changes, and refuses anyone else;
// `courier-tracker:<orderId>` is public like the tracker and says the order's courier moved.
import { randomUUID } from 'node:crypto';
import type { ServerMessage } from '@sofre/engine/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectLive, type TestLiveClient } from '../testing/live-client.ts';
import {
  VENDOR_A_ID,
  salonOrder,
  startTestGateway,
  takeOrder,
  type TestGateway,
} from '../testing/test-gateway.ts';

let gateway: TestGateway;
let address: string;
const clients: TestLiveClient[] = [];
beforeAll(async () => {
  gateway = await startTestGateway();
  address = await gateway.listen();
});
afterAll(async () => {
  for (const c of clients) c.close();
  await gateway.close();
});

const connect = async (token?: string) => {
  const client = await connectLive(address, 'localhost', token);
  clients.push(client);
  return client;
};
const invalidation =
  (topic: string, after = '') =>
  (m: ServerMessage) =>
    m.type === 'invalidate' && m.topic === topic && m.position > after;
const positionOf = (m: ServerMessage) => (m.type === 'invalidate' ? m.position : '');
const ownerToken = async () => gateway.tokenFor('demo-owner');
const call = async (method: 'POST' | 'PATCH', url: string, payload: object, token?: string) => {
  const authorization = `Bearer ${token ?? (await ownerToken())}`;
  const res = await gateway.app.inject({ method, url, payload, headers: { authorization } });
  expect(res.statusCode, res.body).toBe(200);
};

describe('delivery signals', () => {
  it('dispatch: the dispatcher and the courier hear a change; a cashier and a guest may not', async () => {
    const bikerId = randomUUID();
    await call('POST', '/api/bikers', { id: bikerId, name: 'علی', phoneNumber: '09135550011' });
    const bikerToken = await gateway.tokenFor(bikerId, VENDOR_A_ID, 'BIKER');
    const dispatcher = await connect(await ownerToken());
    const courier = await connect(bikerToken);
    dispatcher.send({ type: 'subscribe', topic: 'dispatch' });
    courier.send({ type: 'subscribe', topic: 'dispatch' });
    const first = positionOf(await dispatcher.next(invalidation('dispatch')));
    const courierFirst = positionOf(await courier.next(invalidation('dispatch')));
    await call('PATCH', '/api/bikers/state', { id: bikerId, onShift: true });
    await dispatcher.next(invalidation('dispatch', first));
    await courier.next(invalidation('dispatch', courierFirst));

    const cashier = await connect(await gateway.tokenFor('demo-cashier'));
    cashier.send({ type: 'subscribe', topic: 'dispatch' });
    expect(await cashier.next((m) => m.type === 'error')).toMatchObject({ code: 'FORBIDDEN' });
    const guest = await connect();
    guest.send({ type: 'subscribe', topic: 'dispatch' });
    expect(await guest.next((m) => m.type === 'error')).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('courier-tracker: anyone with the order’s id hears its courier move', async () => {
    const bikerId = randomUUID();
    await call('POST', '/api/bikers', { id: bikerId, name: 'رضا', phoneNumber: '09135550012' });
    await call('PATCH', '/api/bikers/state', { id: bikerId, onShift: true });
    const order = salonOrder({
      tableNumber: undefined,
      numberOfCustomers: undefined,
      deliveryType: 'DELIVER',
      addressId: 'demo-customer-1-address-1',
    });
    const { id: orderId } = await takeOrder(gateway, order);
    await call('PATCH', '/api/orders/state', { orderId, status: 'READYTOSHIPMENT' });
    const topic = `courier-tracker:${orderId}` as const;
    const customer = await connect();
    customer.send({ type: 'subscribe', topic });
    const first = positionOf(await customer.next(invalidation(topic)));
    await call('POST', '/api/delivery/requestnewtrip', { orderId, bikerId });
    const assigned = positionOf(await customer.next(invalidation(topic, first)));
    const bikerToken = await gateway.tokenFor(bikerId, VENDOR_A_ID, 'BIKER');
    await call('PATCH', '/api/bikers/orders/state', { orderId, status: 'ACCEPTED' }, bikerToken);
    await call('PATCH', '/api/bikers/location', { latitude: 35.7, longitude: 51.4 }, bikerToken);
    expect(await customer.next(invalidation(topic, assigned))).toMatchObject({
      type: 'invalidate',
    });
  });
});
