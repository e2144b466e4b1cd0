// A logged-in customer's own addresses through the real gateway and the real login: the first
// address opens their customer record, refusals say «خطا در ثبت آدرس» / «خطا در ویرایش آدرس»
// with field errors and change nothing, and nobody reaches another's addresses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventCount, startTestGateway, type TestGateway } from '../testing/test-gateway.ts';
import { customersClient, newPhone } from './customers.test-fixtures.ts';

let gw: TestGateway;
let c: ReturnType<typeof customersClient>;
beforeAll(async () => {
  gw = await startTestGateway();
  c = customersClient(gw);
}, 30_000);
afterAll(() => gw.close());

const vanak = {
  title: 'خانه',
  text: 'تهران، ونک، خیابان ملاصدرا',
  latitude: 35.7575,
  longitude: 51.4097,
};
type Address = {
  id: string;
  title: string;
  text: string;
  latitude: number | null;
  details: string | null;
};

describe('my addresses', () => {
  let me: Awaited<ReturnType<typeof c.customer>>;
  let address: Address;
  beforeAll(async () => {
    me = await c.customer();
  });

  it('none at first; an address without a map point is refused with field errors, writing nothing', async () => {
    expect((await c.call('GET', '/identity/address', me.headers)).json()).toEqual([]);
    const before = await eventCount(gw);
    const res = await c.call('POST', '/identity/address', me.headers, { title: '', text: 'تهران' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'ADDRESS_ADD_FAILED', message: 'خطا در ثبت آدرس' });
    expect(res.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toEqual([
      'title',
      'latitude',
    ]);
    expect(await eventCount(gw)).toBe(before);
  });

  it('the first address opens my customer record with my names, found by the staff', async () => {
    const res = await c.call('POST', '/identity/address', me.headers, vanak);
    expect(res.statusCode).toBe(201);
    address = res.json<Address>();
    expect(address).toMatchObject({ title: 'خانه', latitude: 35.7575, offline: false });
    const found = await c.call('GET', `/customers/search?phoneNumber=${me.phone}`, gw.asOwner);
    expect(found.json()).toMatchObject([
      { id: me.userId, firstName: 'نگار', addresses: [{ id: address.id }] },
    ]);
    const second = await c.call('POST', '/identity/address', me.headers, {
      ...vanak,
      title: 'کار',
    });
    expect(second.statusCode).toBe(201);
    const mine = (await c.call('GET', '/identity/address', me.headers)).json<Address[]>();
    expect(mine.map((a) => a.title)).toEqual(['خانه', 'کار']);
  });

  it('reads and edits one; a bad edit says «خطا در ویرایش آدرس» and changes nothing', async () => {
    expect((await c.call('GET', `/identity/address/${address.id}`, me.headers)).json()).toEqual(
      address,
    );
    const edited = await c.call('PUT', '/identity/address', me.headers, {
      id: address.id,
      title: 'خانه',
      text: vanak.text,
      details: 'پلاک ۵',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ details: 'پلاک ۵', latitude: 35.7575 });
    const before = await eventCount(gw);
    const bad = await c.call('PUT', '/identity/address', me.headers, {
      id: address.id,
      title: 'خانه',
      text: ' ',
      latitude: 95,
      longitude: 51,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({
      code: 'ADDRESS_EDIT_FAILED',
      message: 'خطا در ویرایش آدرس',
    });
    expect(bad.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toEqual([
      'text',
      'latitude',
    ]);
    expect(await eventCount(gw)).toBe(before);
  });

  it('another customer, or staff of another vendor, cannot reach my address', async () => {
    const other = await c.customer();
    for (const [method, path, body] of [
      ['GET', `/identity/address/${address.id}`, undefined],
      ['PUT', '/identity/address', { id: address.id, ...vanak }],
      ['DELETE', `/identity/address/${address.id}`, undefined],
    ] as const) {
      const res = await c.call(method, path, other.headers, body);
      expect(res.statusCode, `${method} ${path}`).toBe(404);
      expect(res.json()).toMatchObject({ code: 'ADDRESS_NOT_FOUND', message: 'آدرس یافت نشد.' });
    }
    expect((await c.call('GET', '/identity/address', other.headers)).json()).toEqual([]);
    expect(
      (await c.call('GET', `/identity/address/offline/${address.id}`, gw.asOwnerB)).statusCode,
    ).toBe(404);
    // A customer's token opens none of the staff's address routes.
    expect(
      (await c.call('GET', `/identity/address/offline/${address.id}`, other.headers)).statusCode,
    ).toBe(403);
  });

  it('deletes it', async () => {
    const res = await c.call('DELETE', `/identity/address/${address.id}`, me.headers);
    expect(res.statusCode).toBe(204);
    expect((await c.call('GET', `/identity/address/${address.id}`, me.headers)).statusCode).toBe(
      404,
    );
  });
});

it('a customer the cashier created on the phone finds those addresses after logging in', async () => {
  const phone = newPhone();
  const created = await c.call('POST', '/customers', gw.asOwner, {
    firstName: 'بهرام',
    lastName: 'نیک‌نام',
    phoneNumber: phone,
    address: { title: 'خانه', text: 'تهران، نارمک، میدان هلال احمر' },
  });
  expect(created.statusCode).toBe(201);
  const me = await c.customer(phone, { firstName: 'بهرام', lastName: 'نیکنام' });
  const mine = (await c.call('GET', '/identity/address', me.headers)).json<Address[]>();
  expect(mine.map((a) => a.text)).toEqual(['تهران، نارمک، میدان هلال احمر']);
  const added = await c.call('POST', '/identity/address', me.headers, vanak);
  expect(added.statusCode).toBe(201);
  const customerId = created.json<{ id: string }>().id;
  const addresses = await c.call('GET', `/customers/${customerId}/address`, gw.asOwner);
  expect(addresses.json<Address[]>()).toHaveLength(2);
});
