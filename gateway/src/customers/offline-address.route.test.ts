// Staff's offline addresses through the real gateway: taken on the phone without a map point,
// edited, read by id, then pinned on the map; refusals change nothing; other vendors see nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventCount, startTestGateway, type TestGateway } from '../testing/test-gateway.ts';
import { customersClient } from './customers.test-fixtures.ts';

let gw: TestGateway;
let c: ReturnType<typeof customersClient>;
let cashier: Record<string, string>;
beforeAll(async () => {
  gw = await startTestGateway();
  c = customersClient(gw);
  cashier = await c.staffOf('demo-cashier');
}, 30_000);
afterAll(() => gw.close());

const CUSTOMER = 'demo-customer-4';
type Address = {
  id: string;
  customerId: string;
  latitude: number | null;
  offline: boolean;
  title: string;
};

describe('offline addresses', () => {
  let address: Address;

  it('the cashier takes an address on the phone, without a map point', async () => {
    const res = await c.call('POST', '/identity/address/offline', cashier, {
      customerId: CUSTOMER,
      title: 'خانه',
      text: 'تهران، پیروزی، خیابان نبرد',
    });
    expect(res.statusCode).toBe(201);
    address = res.json<Address>();
    expect(address).toMatchObject({
      customerId: CUSTOMER,
      offline: true,
      latitude: null,
      longitude: null,
    });
    const read = await c.call('GET', `/identity/address/offline/${address.id}`, cashier);
    expect(read.json()).toEqual(address);
  });

  it('edits it and pins it on the map', async () => {
    const edited = await c.call('PUT', '/identity/address/offline', cashier, {
      id: address.id,
      title: 'منزل',
      text: 'تهران، پیروزی، خیابان نبرد شمالی',
    });
    expect(edited.json()).toMatchObject({ title: 'منزل', latitude: null });
    const located = await c.call('PUT', '/identity/address/offline/lat-long', cashier, {
      id: address.id,
      latitude: 35.6933,
      longitude: 51.4714,
    });
    expect(located.statusCode).toBe(200);
    expect(located.json()).toMatchObject({
      title: 'منزل',
      latitude: 35.6933,
      longitude: 51.4714,
      offline: true,
    });
    const all = await c.call('GET', `/customers/${CUSTOMER}/address`, cashier);
    expect(all.json<Address[]>().find((a) => a.id === address.id)).toMatchObject({
      latitude: 35.6933,
    });
  });

  it('refuses a point off the Earth, an unknown address or customer, and writes nothing', async () => {
    const before = await eventCount(gw);
    const off = await c.call('PUT', '/identity/address/offline/lat-long', cashier, {
      id: address.id,
      latitude: 95,
      longitude: 51,
    });
    expect(off.statusCode).toBe(422);
    expect(off.json()).toMatchObject({
      code: 'ADDRESS_EDIT_FAILED',
      errors: [{ field: 'latitude' }],
    });
    const empty = await c.call('POST', '/identity/address/offline', cashier, {
      customerId: CUSTOMER,
      title: 'خانه',
      text: '',
    });
    expect(empty.json()).toMatchObject({ code: 'ADDRESS_ADD_FAILED', errors: [{ field: 'text' }] });
    const unknown = await c.call('GET', '/identity/address/offline/nope', cashier);
    expect(unknown.json()).toMatchObject({ code: 'ADDRESS_NOT_FOUND' });
    expect(unknown.statusCode).toBe(404);
    const noCustomer = await c.call('POST', '/identity/address/offline', cashier, {
      customerId: 'nobody',
      title: 'خانه',
      text: 'تهران',
    });
    expect(noCustomer.statusCode).toBe(404);
    expect(noCustomer.json()).toMatchObject({ code: 'CUSTOMER_NOT_FOUND' });
    expect(await eventCount(gw)).toBe(before);
  });

  it('vendor B’s demo customer with the same id is another customer', async () => {
    const other = await c.call('GET', `/identity/address/offline/${address.id}`, gw.asOwnerB);
    expect(other.statusCode).toBe(404);
    const bAddresses = await c.call('GET', `/customers/${CUSTOMER}/address`, gw.asOwnerB);
    expect(bAddresses.json()).toEqual([]);
  });

  it('the kitchen may not touch addresses', async () => {
    const kitchen = await c.staffOf('demo-kitchen');
    expect(
      (await c.call('GET', `/identity/address/offline/${address.id}`, kitchen)).statusCode,
    ).toBe(403);
  });
});
