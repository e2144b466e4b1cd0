import { OrderTracker } from '@sofre/engine/contracts';
import { describe, expect, it } from 'vitest';
import { EventLog, orderKey } from '../../testing/event-log.fixtures.ts';
import { projectInMemory } from '../../testing/project-in-memory.ts';
import { ordersProjection } from '../orders.projection.ts';
import { orderTrackerOf } from './order-tracker.view.ts';
import { viewsOf } from './order-views.fixtures.ts';

const T = (minute: number) => `2025-03-21T08:${String(minute).padStart(2, '0')}:00.000Z`;

function trackerOf(log: EventLog) {
  return viewsOf(log.events, (doc) => orderTrackerOf(doc)).get(orderKey('o-1')) as OrderTracker;
}

describe('order tracker (a view of the order document)', () => {
  it('shows the lines with what one unit costs, toppings included', () => {
    const log = new EventLog();
    log
      .order('o-1')
      .submit({ source: 'WEBSITE', deliveryType: 'PICKUP', preparationTime: 25 }, T(0));
    const tracker = trackerOf(log);
    expect(tracker.lines).toEqual([
      // (1,200,000 − 200,000 discount) + 30,000 of butter
      {
        id: expect.any(String),
        menuItemId: expect.any(String),
        title: 'چلو کباب',
        count: 2,
        toppings: [{ title: 'کره', count: 1, toppingId: expect.any(String) }],
        isFreeItem: false,
        unitPrice: 1_030_000,
        refundedCount: 0,
      },
      {
        id: expect.any(String),
        menuItemId: expect.any(String),
        title: 'دوغ',
        count: 1,
        toppings: [],
        isFreeItem: false,
        unitPrice: 150_000,
        refundedCount: 0,
      },
    ]);
    // The total's breakdown, for the customer to see where it comes from.
    expect(tracker.price).toMatchObject({ finalPrice: tracker.finalPrice });
    expect(tracker.preparationTime).toBe(25);
    expect(() => OrderTracker.strict().parse(tracker)).not.toThrow();
  });

  it('keeps a timeline of every status reached, with the time it happened', () => {
    const log = new EventLog();
    const order = log.order('o-1');
    order.submit({ source: 'WEBSITE', deliveryType: 'PICKUP', paymentMethod: 'ONLINE' }, T(0));
    order.pay(T(1));
    order.moveTo('CONFIRMED', T(2));
    order.moveTo('READYTOPICKUP', T(20));
    order.moveTo('NEEDFORCALL', T(40), 'نیامد');
    order.moveTo('READYTOPICKUP', T(45));
    order.moveTo('DELIVERED', T(50));
    expect(trackerOf(log).timeline).toEqual([
      { status: 'SUBMITTED', at: T(0) },
      { status: 'PAID', at: T(1) },
      { status: 'CONFIRMED', at: T(2) },
      { status: 'READYTOPICKUP', at: T(20) },
      { status: 'NEEDFORCALL', at: T(40), reason: 'نیامد' },
      { status: 'READYTOPICKUP', at: T(45) },
      { status: 'DELIVERED', at: T(50) },
    ]);
    expect(trackerOf(log)).toMatchObject({ status: 'DELIVERED', number: 1 });
  });

  it('a part payment is not a step of the timeline, but counts as paid', () => {
    const log = new EventLog();
    const order = log.order('o-1');
    order.submit({ paymentMethod: 'CASH' }, T(0));
    order.pay(T(5), 100_000);
    expect(trackerOf(log)).toMatchObject({
      amountPaid: 100_000,
      timeline: [{ status: 'SUBMITTED', at: T(0) }],
    });
  });

  it('is safe to apply twice', () => {
    const log = new EventLog();
    const order = log.order('o-1');
    order.submit({ confirm: true }, T(0));
    order.moveTo('READYTOSERVE', T(10));
    const once = projectInMemory(ordersProjection, log.events);
    expect(projectInMemory(ordersProjection, log.events, new Map(once))).toEqual(once);
  });
});

describe('order tracker: after the kitchen', () => {
  it('shows when the counter called, and what was refunded', () => {
    const log = new EventLog();
    const order = log.order('o-1');
    order.submit({ confirm: true, deliveryType: 'PICKUP' }, '2025-03-21T08:30:00Z');
    order.pay('2025-03-21T08:31:00Z');
    order.moveTo('READYTOPICKUP', '2025-03-21T08:40:00Z');
    order.callCustomer('2025-03-21T08:41:00Z');
    order.refund('2025-03-21T08:45:00Z', 10_000);
    const row = trackerOf(log);
    expect(row).toMatchObject({ calledAt: '2025-03-21T08:41:00.000Z', amountRefunded: 10_000 });
  });
});
