// Discount usage: one use per order that carried a code (a view of its document), counted by
// code and by customer on the orders read model's index; a rejected order gives its use back. In
// memory (the view and the index) and through the queries on a real store.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderRowKey } from '../orders/order-row-key.ts';
import { viewsOf } from '../orders/order-document/order-views.fixtures.ts';
import { ordersProjection } from '../orders/orders.projection.ts';
import { at, openEmbedded } from '../testing/embedded.fixtures.ts';
import { EventLog, OTHER_VENDOR, VENDOR, doogh } from '../testing/event-log.fixtures.ts';
import { projectInMemory } from '../testing/project-in-memory.ts';
import type { ProjectedEvent } from '../projection.ts';
import { discountUseOf } from './discount-use.view.ts';

const discountUsageKey = orderRowKey;
const usesOf = (log: EventLog) => viewsOf(log.events, discountUseOf);
/** The order's index columns, as the orders read model writes them after `event`. */
const indexOf = (log: EventLog, orderId: string, event: ProjectedEvent) => {
  const row = projectInMemory(ordersProjection, log.events).get(orderRowKey(VENDOR, orderId))!;
  return ordersProjection.index(row, event as never);
};

const customer = (id: string) => ({ id, name: 'مشتری', phone: '09121234567' });

describe('discount usage: a view of the order document', () => {
  it('an order with a code is one use, by its customer, in the code’s one spelling', () => {
    const log = new EventLog();
    const [submitted] = log
      .order('o1')
      .submit({ couponCode: 'norooz۱۴۰۴', customer: customer('c1') }, at(0));
    const rows = usesOf(log);
    expect(rows.get(discountUsageKey(VENDOR, 'o1'))).toEqual({
      orderId: 'o1',
      vendorId: VENDOR,
      code: 'NOROOZ1404',
      customerId: 'c1',
      usedAt: at(0),
      rejected: false,
      position: submitted!.position,
    });
    const index = indexOf(log, 'o1', submitted!);
    expect(index).toMatchObject({
      vendorId: VENDOR,
      discountCode: 'NOROOZ1404',
      customerId: 'c1',
      open: true,
    });
  });

  it('an order without a code leaves no row; a walk-in has no customer', () => {
    const log = new EventLog();
    log.order('o1').submit({}, at(0));
    log.order('o2').submit({ couponCode: 'WELCOME' }, at(1));
    const rows = usesOf(log);
    expect([...rows.keys()]).toEqual([discountUsageKey(VENDOR, 'o2')]);
    expect(rows.get(discountUsageKey(VENDOR, 'o2'))?.customerId).toBeNull();
  });

  it('a rejected order gives its use back; rejecting an order without a code changes nothing', () => {
    const log = new EventLog();
    const used = log.order('o1');
    used.submit({ couponCode: 'WELCOME', customer: customer('c1') }, at(0));
    used.moveTo('REJECTED', at(2), 'تمام شد');
    const plain = log.order('o2');
    plain.submit({}, at(3));
    plain.moveTo('REJECTED', at(4));
    const rows = usesOf(log);
    const row = rows.get(discountUsageKey(VENDOR, 'o1'))!;
    expect(row.rejected).toBe(true);
    expect(indexOf(log, 'o1', log.events.at(-1)!)).toMatchObject({ open: false });
    expect(rows.has(discountUsageKey(VENDOR, 'o2'))).toBe(false);
  });
});

describe('discount usage: queries', () => {
  let embedded: Awaited<ReturnType<typeof openEmbedded>>;
  beforeAll(async () => {
    embedded = await openEmbedded();
  });
  afterAll(() => embedded.close());

  let n = 0;
  const submit = async (
    vendorId: string,
    couponCode: string | undefined,
    customerId?: string,
    orderId = `order-${++n}`,
  ) => {
    const result = await embedded.commands.order(
      vendorId,
      'SubmitOrder',
      {
        orderId,
        source: 'SALON',
        deliveryType: 'SERVE',
        lines: [doogh],
        ...(couponCode ? { couponCode } : {}),
        ...(customerId ? { customer: customer(customerId) } : {}),
      },
      at(n % 50),
    );
    await embedded.runner.waitFor(result.position!, 5_000);
    return orderId;
  };

  it('counts uses of a code overall and per customer, per vendor, any spelling', async () => {
    await submit(VENDOR, 'YALDA', 'c1');
    await submit(VENDOR, 'yalda', 'c1');
    const third = await submit(VENDOR, 'YALDA', 'c2');
    await submit(VENDOR, 'OTHER', 'c1');
    await submit(VENDOR, undefined, 'c1');
    await submit(OTHER_VENDOR, 'YALDA', 'c1');
    const { queries } = embedded;
    expect(await queries.discountUsage(VENDOR, 'Yalda', { customerId: 'c1' })).toEqual({
      totalUsed: 3,
      usedByCustomer: 2,
    });
    expect(await queries.discountUsage(VENDOR, 'YALDA')).toEqual({
      totalUsed: 3,
      usedByCustomer: 0,
    });
    expect(await queries.discountUsage(OTHER_VENDOR, 'YALDA', { customerId: 'c1' })).toEqual({
      totalUsed: 1,
      usedByCustomer: 1,
    });
    expect(await queries.discountUsage(VENDOR, 'NOPE', { customerId: 'c1' })).toEqual({
      totalUsed: 0,
      usedByCustomer: 0,
    });
    // The order being edited does not count against itself.
    expect(
      await queries.discountUsage(VENDOR, 'YALDA', { customerId: 'c2', exceptOrderId: third }),
    ).toEqual({ totalUsed: 2, usedByCustomer: 0 });
  });

  it('a rejected order’s use is given back', async () => {
    const orderId = await submit(VENDOR, 'REJECTME', 'c9');
    const before = await embedded.queries.discountUsage(VENDOR, 'REJECTME', { customerId: 'c9' });
    expect(before).toEqual({ totalUsed: 1, usedByCustomer: 1 });
    const rejected = await embedded.commands.order(
      VENDOR,
      'ChangeOrderState',
      { orderId, target: 'REJECTED' },
      at(59),
    );
    await embedded.runner.waitFor(rejected.position!, 5_000);
    expect(await embedded.queries.discountUsage(VENDOR, 'REJECTME', { customerId: 'c9' })).toEqual({
      totalUsed: 0,
      usedByCustomer: 0,
    });
  });
});
