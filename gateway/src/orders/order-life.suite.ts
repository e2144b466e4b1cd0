// An order's whole life through the real gateway (issue "Orders, complete"): edits (spec §4),
// an open salon bill paid with a split, refunds, moving tables, calling the customer, a kiosk
// order, the customer's own orders. Every refusal is problem+json with its code and changes nothing.
// One suite, run on the embedded store (order-life.route.test.ts) and on PostgreSQL
// (order-life.postgres.int.test.ts).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderTracker, OrderTransactions } from '@sofre/engine/contracts';
import { authClient, freshPhone } from '../auth/auth.test-fixtures.ts';
import { eventCount, salonOrder, type TestGateway } from '../testing/test-gateway.ts';

export function orderLifeSuite(start: () => Promise<TestGateway>) {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await start();
  }, 60_000);
  afterAll(() => gw.close());

  type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
  const call = (
    method: Method,
    url: string,
    payload?: object,
    headers: Record<string, string> = gw.asOwner,
  ) => gw.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const tracker = async (id: string) =>
    (await call('GET', `/api/orders/${id}`)).json<OrderTracker>();
  const take = async (order = salonOrder(), url = '/api/orders') => {
    const res = await call('POST', url, order);
    expect(res.statusCode, res.body).toBe(201);
    return { id: order.id, ...res.json<{ status: string; position: string }>() };
  };
  const move = (orderId: string, status: string) =>
    call('PATCH', '/api/orders/state', { orderId, status });

  /** Runs `act` and checks it appended nothing. */
  async function changesNothing(act: () => Promise<unknown>) {
    const before = await eventCount(gw);
    await act();
    expect(await eventCount(gw)).toBe(before);
  }

  const lineIds = async (orderId: string) => {
    const res = await call('GET', `/api/orders/${orderId}/transactions`);
    expect(res.statusCode).toBe(200);
    return res.json<OrderTransactions>();
  };

  describe('PATCH /api/orders (an edit, spec §4)', () => {
    it('lowers a count of a confirmed order; raising it is EDIT_INCREASE_NOT_ALLOWED', async () => {
      const order = salonOrder();
      await take(order);
      const lines = order.lines.map((l, i) => ({ ...l, id: `${order.id}:${i}` }));
      const lower = await call('PATCH', '/api/orders', {
        orderId: order.id,
        lines: [{ ...lines[0]!, count: 1 }, lines[1]],
      });
      expect(lower.statusCode, lower.body).toBe(200);
      expect((await tracker(order.id)).lines[0]?.count).toBe(1);
      await changesNothing(async () => {
        const raise = await call('PATCH', '/api/orders', {
          orderId: order.id,
          lines: [{ ...lines[0]!, count: 5 }, lines[1]],
        });
        expect(raise.statusCode).toBe(422);
        expect(raise.json()).toMatchObject({ code: 'EDIT_INCREASE_NOT_ALLOWED' });
      });
    });

    it('removing every line is NOT_ALLOW_REMOVE_ALL_ITEMS, with its Persian message', async () => {
      const order = await take();
      await changesNothing(async () => {
        const res = await call('PATCH', '/api/orders', { orderId: order.id, lines: [] });
        expect(res.statusCode).toBe(422);
        expect(res.headers['content-type']).toContain('application/problem+json');
        expect(res.json()).toMatchObject({
          code: 'NOT_ALLOW_REMOVE_ALL_ITEMS',
          message: 'امکان حذف همه اقلام سفارش وجود ندارد.',
        });
      });
    });

    it('an edit made from an older view is 409 with the order as it is now', async () => {
      const order = salonOrder();
      const { position } = await take(order);
      const lines = order.lines.map((l, i) => ({ ...l, id: `${order.id}:${i}` }));
      const first = await call('PATCH', '/api/orders', {
        orderId: order.id,
        lines: [lines[0]],
        position,
      });
      expect(first.statusCode, first.body).toBe(200);
      await changesNothing(async () => {
        const second = await call('PATCH', '/api/orders', {
          orderId: order.id,
          lines: [{ ...lines[0]!, count: 1 }, lines[1]],
          position,
        });
        expect(second.statusCode).toBe(409);
        expect(second.json()).toMatchObject({
          code: 'ORDER_CHANGED_MEANWHILE',
          current: { orderId: order.id, lines: [expect.objectContaining({ count: 2 })] },
        });
      });
    });

    it('a FINISHED order, an unknown id and another vendor’s order are refused', async () => {
      const order = salonOrder({ paymentMethod: 'CASH' });
      await take(order);
      await call('POST', '/api/payments/manualpaybypos', {
        orderId: order.id,
        paymentId: randomUUID(),
      });
      for (const status of ['READYTOSERVE', 'DELIVERED', 'FINISHED'])
        expect((await move(order.id, status)).statusCode).toBe(200);
      const lines = [{ ...order.lines[0]!, id: `${order.id}:0`, count: 1 }];
      const finished = await call('PATCH', '/api/orders', { orderId: order.id, lines });
      expect(finished.json()).toMatchObject({ code: 'INVALID_ORDER_STATE' });
      const unknown = await call('PATCH', '/api/orders', { orderId: randomUUID(), lines });
      expect(unknown.statusCode).toBe(404);
      const ofB = await call('PATCH', '/api/orders', { orderId: order.id, lines }, gw.asOwnerB);
      expect(ofB.statusCode).toBe(404);
    });
  });

  describe('an open salon bill (postpaid), paid with a split', () => {
    it('opens at a table, takes a round after serving, and settles only with parts that add up', async () => {
      const bill = salonOrder({ tableNumber: '5' });
      await take(bill, '/api/orders/postpaid');
      expect(await tracker(bill.id)).toMatchObject({
        paymentMethod: 'UNPAID',
        status: 'CONFIRMED',
      });
      for (const status of ['READYTOSERVE', 'DELIVERED'])
        expect((await move(bill.id, status)).statusCode).toBe(200);

      const dessert = { menuItemId: 'item-doogh', count: 2 };
      const lines = [...bill.lines.map((l, i) => ({ ...l, id: `${bill.id}:${i}` })), dessert];
      const round = await call('PUT', '/api/orders/editpostpaid', { orderId: bill.id, lines });
      expect(round.statusCode, round.body).toBe(200);
      // Back to the kitchen for the new round.
      expect(round.json()).toMatchObject({ status: 'CONFIRMED' });

      const due = (await tracker(bill.id)).finalPrice;
      const pay = (parts: { paymentMethod: string; amount: number }[]) =>
        call('POST', '/api/payments/manualpaybypos', {
          orderId: bill.id,
          paymentId: randomUUID(),
          parts,
        });
      await changesNothing(async () => {
        const short = await pay([
          { paymentMethod: 'CARD', amount: due - 100_000 },
          { paymentMethod: 'CASH', amount: 10_000 },
        ]);
        expect(short.statusCode).toBe(422);
        expect(short.json()).toMatchObject({
          code: 'PAYMENT_PARTS_MISMATCH',
          errors: [expect.objectContaining({ field: 'parts' })],
        });
      });
      const split = await pay([
        { paymentMethod: 'CARD', amount: due - 100_000 },
        { paymentMethod: 'CASH', amount: 100_000 },
      ]);
      expect(split.statusCode, split.body).toBe(200);
      const money = await lineIds(bill.id);
      expect(money.transactions.map((t) => [t.kind, t.paymentMethod])).toEqual([
        ['PAYMENT', 'CARD'],
        ['PAYMENT', 'CASH'],
      ]);
      expect(money.amountPaid).toBe(due);
    });

    it('a paid salon order takes dessert as a new round, owed on its own; nothing paid comes off', async () => {
      const order = salonOrder({ tableNumber: '6' });
      await take(order);
      await call('POST', '/api/payments/manualpaybypos', {
        orderId: order.id,
        paymentId: randomUUID(),
      });
      for (const status of ['READYTOSERVE', 'DELIVERED'])
        expect((await move(order.id, status)).statusCode).toBe(200);
      const paid = await tracker(order.id);
      expect(paid.amountPaid).toBe(paid.finalPrice);

      const lines = order.lines.map((l, i) => ({ ...l, id: `${order.id}:${i}` }));
      const dessert = { menuItemId: 'item-doogh', count: 1 };
      const round = await call('PUT', '/api/orders/editpostpaid', {
        orderId: order.id,
        lines: [...lines, dessert],
      });
      expect(round.statusCode, round.body).toBe(200);
      expect(round.json()).toMatchObject({ status: 'CONFIRMED' });
      const after = await tracker(order.id);
      expect(after.amountPaid).toBe(paid.finalPrice);
      expect(after.finalPrice).toBeGreaterThan(paid.finalPrice);

      await changesNothing(async () => {
        const less = await call('PUT', '/api/orders/editpostpaid', {
          orderId: order.id,
          lines: lines.slice(0, 1),
          previousLines: undefined,
        });
        expect(less.statusCode).toBe(409);
        expect(less.json()).toMatchObject({ code: 'ORDER_ALREADY_PAID' });
      });
    });

    it('a postpaid bill needs a table of the floor', async () => {
      const res = await call('POST', '/api/orders/postpaid', salonOrder({ tableNumber: '99' }));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        code: 'DINING_TABLE_NOT_FOUND',
        errors: [expect.objectContaining({ field: 'tableNumber' })],
      });
    });
  });

  describe('a courier order at the POS', () => {
    const courier = (extra: object) =>
      call('POST', '/api/orders', {
        id: randomUUID(),
        lines: salonOrder().lines,
        deliveryType: 'DELIVER',
        deliveryCost: 1,
        ...extra,
      });

    it('goes to a customer’s address in a covered zone, at the zone’s price', async () => {
      const res = await courier({ addressId: 'demo-customer-1-address-1' });
      expect(res.statusCode, res.body).toBe(201);
      const order = await tracker(res.json<{ id: string }>().id);
      expect(order.price.deliveryCost).toBe(300_000);
    });

    it('refuses an address outside every zone, an unknown one, and none at all', async () => {
      await changesNothing(async () => {
        const far = await courier({ addressId: 'demo-customer-2-address-1' });
        expect(far.json()).toMatchObject({
          code: 'OUT_OF_DELIVERY_ZONE',
          message: 'لطفاً آدرسی در محدوده‌های تحت پوشش انتخاب کنید.',
          errors: [expect.objectContaining({ field: 'addressId' })],
        });
        expect((await courier({ addressId: 'nowhere' })).json()).toMatchObject({
          code: 'ADDRESS_NOT_FOUND',
        });
        expect((await courier({})).json()).toMatchObject({
          code: 'ORDER_HAS_TO_HAVE_DELIVER_METHOD',
          errors: [expect.objectContaining({ field: 'addressId' })],
        });
      });
    });
  });

  describe('PUT /api/orders/changetable', () => {
    it('moves an order to a free table, refuses a taken one, and frees the old one', async () => {
      const a = await take(salonOrder({ tableNumber: '2' }));
      const b = await take(salonOrder({ tableNumber: '3' }));
      const taken = await call('PUT', '/api/orders/changetable', {
        orderId: a.id,
        tableNumber: '3',
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({ code: 'DINING_TABLE_OCCUPIED' });
      const missing = await call('PUT', '/api/orders/changetable', {
        orderId: a.id,
        tableNumber: '99',
      });
      expect(missing.json()).toMatchObject({ code: 'DINING_TABLE_NOT_FOUND' });
      const moved = await call('PUT', '/api/orders/changetable', {
        orderId: a.id,
        tableNumber: '۴',
      });
      expect(moved.statusCode, moved.body).toBe(200);
      expect((await tracker(a.id)).tableNumber).toBe('4');
      // Table 2 is free again: b may move there.
      const back = await call('PUT', '/api/orders/changetable', {
        orderId: b.id,
        tableNumber: '2',
      });
      expect(back.statusCode, back.body).toBe(200);
    });
  });

  describe('PUT /api/orders/refund', () => {
    it('gives back part, then refuses more than was paid; a retried refund is one refund', async () => {
      const order = salonOrder({ paymentMethod: 'CASH' });
      await take(order);
      await call('POST', '/api/payments/manualpaybypos', {
        orderId: order.id,
        paymentId: randomUUID(),
      });
      const paid = (await tracker(order.id)).finalPrice;
      const refundId = randomUUID();
      const part = { orderId: order.id, refundId, amount: 100_000, reason: 'سرد بود' };
      expect((await call('PUT', '/api/orders/refund', part)).statusCode).toBe(200);
      await changesNothing(async () => {
        expect((await call('PUT', '/api/orders/refund', part)).statusCode).toBe(200);
        const over = await call('PUT', '/api/orders/refund', {
          orderId: order.id,
          refundId: randomUUID(),
          amount: paid,
        });
        expect(over.statusCode).toBe(422);
        expect(over.json()).toMatchObject({ code: 'REFUND_EXCEEDS_PAID' });
      });
      const byLine = await call('PUT', '/api/orders/refund', {
        orderId: order.id,
        refundId: randomUUID(),
        lines: [{ id: `${order.id}:1`, count: 1 }],
      });
      expect(byLine.statusCode, byLine.body).toBe(200);
      const money = await lineIds(order.id);
      expect(money.transactions.map((t) => t.kind)).toEqual(['PAYMENT', 'REFUND', 'REFUND']);
      const after = await tracker(order.id);
      expect(after.amountRefunded).toBe(money.amountRefunded);
      expect(after.lines.map((l) => l.refundedCount)).toEqual([0, 1]);
    });

    it('only with the refund permission', async () => {
      const cashier = { authorization: `Bearer ${await gw.tokenFor('demo-kitchen')}` };
      const res = await call(
        'PUT',
        '/api/orders/refund',
        { orderId: randomUUID(), refundId: randomUUID() },
        cashier,
      );
      expect(res.statusCode).toBe(403);
    });
  });

  describe('calling the customer, a kiosk order, my orders', () => {
    it('calls a ready pickup order: the tracker shows it and an SMS goes out', async () => {
      const phone = freshPhone();
      const order = { id: randomUUID(), lines: salonOrder().lines, customer: { phone } };
      await take(order as never, '/api/orders/quick');
      const early = await call('PUT', `/api/orders/callforreadyorder/${order.id}`);
      expect(early.statusCode).toBe(409);
      expect(early.json()).toMatchObject({ code: 'INVALID_ORDER_STATE' });
      await move(order.id, 'READYTOPICKUP');
      const called = await call('POST', '/api/orders/notification/ready', { orderId: order.id });
      expect(called.statusCode, called.body).toBe(200);
      expect((await tracker(order.id)).calledAt).toEqual(expect.any(String));
      expect(gw.sms.lastTo(phone)?.text).toMatch(/آماده است/);
    });

    it('a customer finds today’s order by its number and their phone, never by the number alone', async () => {
      const phone = freshPhone();
      const order = { id: randomUUID(), lines: salonOrder().lines, customer: { phone } };
      await take(order as never, '/api/orders/quick');
      const { number } = await tracker(order.id);
      const persian = `#${number.toLocaleString('fa-IR')}`;
      const found = await call(
        'GET',
        `/api/orders/${encodeURIComponent(persian)}?phone=${phone}`,
        undefined,
        {},
      );
      expect(found.statusCode, found.body).toBe(200);
      expect(found.json()).toMatchObject({ orderId: order.id, number });
      const otherPhone = await call(
        'GET',
        `/api/orders/${number}?phone=09350000000`,
        undefined,
        {},
      );
      expect(otherPhone.statusCode).toBe(404);
      expect((await call('GET', `/api/orders/${number}`, undefined, {})).statusCode).toBe(404);
    });

    it('a kiosk order carries source KIOSK', async () => {
      const order = { id: randomUUID(), lines: salonOrder().lines };
      await take(order as never, '/api/orders/kiosk');
      expect(await tracker(order.id)).toMatchObject({ source: 'KIOSK', deliveryType: 'PICKUP' });
    });

    it('GET /api/orders/me lists the signed-in customer’s own orders', async () => {
      const phone = freshPhone();
      const auth = authClient(gw);
      const { token } = await auth.logIn(phone, { firstName: 'نگار', lastName: 'راد' });
      const mine = { id: randomUUID(), lines: salonOrder().lines, customer: { phone } };
      await take(mine as never, '/api/orders/quick');
      await take();
      const res = await call('GET', '/api/orders/me', undefined, auth.bearer(token));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ totalCount: 1, data: [{ orderId: mine.id }] });
    });
  });
}
