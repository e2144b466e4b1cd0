// Ids a client sends are the vendor's own (issue: reliability and tenancy, items 1 and 2): two
// vendors using one id each get their own record or order, and learn nothing of the other's; a
// create repeated with the same id and body answers the first answer (even after a removal), and
// with another body is refused 422 IDEMPOTENCY_KEY_REUSED, writing nothing.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordClient } from '../food-shifts/record-routes.test-fixtures.ts';
import {
  eventCount,
  salonOrder,
  startTestGateway,
  type TestGateway,
} from '../testing/test-gateway.ts';

let gw: TestGateway;
let c: Awaited<ReturnType<typeof recordClient>>;
beforeAll(async () => {
  gw = await startTestGateway();
  c = await recordClient(gw);
}, 30_000);
afterAll(() => gw.close());

const KINDS = [
  {
    name: 'default description',
    url: '/api-identity/defaultdescription',
    body: { title: 'نان اضافه بیاورید' },
  },
  {
    name: 'printer',
    url: '/api-catalog/catalog/printers',
    body: { name: 'چاپگر بار', ip: '192.168.1.70' },
  },
  { name: 'table category', url: '/api/diningtablecategories', body: { title: 'حیاط' } },
] as const;

describe('a client id is the vendor’s own', () => {
  for (const kind of KINDS)
    it(`two vendors create a ${kind.name} with one id and each keeps its own`, async () => {
      const id = randomUUID();
      const ofA = await c.call('POST', kind.url, c.owner, { id, ...kind.body });
      expect(ofA.statusCode, ofA.body).toBe(201);
      const otherBody = { ...kind.body, ...('title' in kind.body ? { title: 'دیگری' } : {}) };
      const ofB = await c.call('POST', kind.url, c.ownerB, { id, ...otherBody });
      expect(ofB.statusCode).toBe(201);
      expect(ofB.json()).toMatchObject({ id, ...otherBody });
      expect((await c.call('GET', `${kind.url}/${id}`, c.owner)).json()).toMatchObject({
        id,
        ...kind.body,
      });
      expect((await c.call('GET', `${kind.url}/${id}`, c.ownerB)).json()).toMatchObject(otherBody);
    });

  it('two vendors take an order with one id: each has its own, the first unchanged', async () => {
    const id = randomUUID();
    const post = (headers: Record<string, string>, order: object) =>
      gw.app.inject({ method: 'POST', url: '/api/orders', headers, payload: order });
    const first = await post(gw.asOwner, salonOrder({ id, tableNumber: '3' }));
    expect(first.statusCode).toBe(201);
    const second = await post(gw.asOwnerB, salonOrder({ id, tableNumber: '9' }));
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({ id, status: 'CONFIRMED' });
    const get = (headers: Record<string, string>) =>
      gw.app.inject({ url: `/api/orders/${id}`, headers });
    expect((await get(gw.asOwner)).json()).toMatchObject({ orderId: id, tableNumber: '3' });
    expect((await get(gw.asOwnerB)).json()).toMatchObject({ orderId: id, tableNumber: '9' });
  });
});

describe('a record created again with its id', () => {
  const URL = '/api-catalog/catalog/printers';
  const printer = { name: 'چاپگر کافه', ip: '192.168.1.71' };

  it('with the same body answers the first answer and writes nothing', async () => {
    const id = randomUUID();
    const first = await c.call('POST', URL, c.owner, { id, ...printer });
    const before = await eventCount(gw);
    const again = await c.call('POST', URL, c.owner, { id, ...printer });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await eventCount(gw)).toBe(before);
  });

  it('with another body is refused 422 IDEMPOTENCY_KEY_REUSED and changes nothing', async () => {
    const id = randomUUID();
    await c.call('POST', URL, c.owner, { id, name: 'چاپگر ۱', ip: '192.168.1.72' });
    const before = await eventCount(gw);
    const other = await c.call('POST', URL, c.owner, { id, name: 'چاپگر ۲', ip: '192.168.1.73' });
    expect(other.statusCode).toBe(422);
    expect(other.headers['content-type']).toContain('application/problem+json');
    expect(other.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(other.json().message).toMatch(/[\u0600-\u06FF]/);
    expect(await eventCount(gw)).toBe(before);
    expect((await c.call('GET', `${URL}/${id}`, c.owner)).json()).toMatchObject({
      name: 'چاپگر ۱',
    });
  });

  it('after it was removed: the same body answers the first answer, another body 422', async () => {
    const id = randomUUID();
    const body = { id, name: 'چاپگر موقت', ip: '192.168.1.74' };
    const first = await c.call('POST', URL, c.owner, body);
    expect((await c.call('DELETE', `${URL}/${id}`, c.owner)).statusCode).toBe(204);
    const again = await c.call('POST', URL, c.owner, body);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const other = await c.call('POST', URL, c.owner, { ...body, name: 'چاپگر دیگر' });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
  });

  it('a menu item behaves the same', async () => {
    const itemId = randomUUID();
    const item = { title: 'کوکو ویژه', price: 700_000, categoryId: 'cat-appetizers' };
    const created = await c.call('POST', '/api-catalog/catalog/menuitems', c.owner, {
      id: itemId,
      ...item,
    });
    if (created.statusCode !== 201) throw new Error(created.body);
    const changed = await c.call('POST', '/api-catalog/catalog/menuitems', c.owner, {
      id: itemId,
      ...item,
      price: 1,
    });
    expect(changed.statusCode).toBe(422);
    expect(changed.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
  });
});
