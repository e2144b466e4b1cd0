import { OrderListRow } from '@sofre/engine/contracts';
import { describe, expect, it } from 'vitest';
import { EventLog, doogh, orderKey } from '../../testing/event-log.fixtures.ts';
import { projectInMemory } from '../../testing/project-in-memory.ts';
import { ordersProjection } from '../orders.projection.ts';
import { orderListRowOf } from './order-list.view.ts';
import { viewsOf } from './order-views.fixtures.ts';

const listOf = (log: EventLog) => viewsOf(log.events, orderListRowOf);
const AT = '2025-03-21T08:30:00Z';
const LATER = '2025-03-21T08:45:00.000Z';

function submitted() {
  const log = new EventLog();
  const order = log.order('o-1');
  const [event] = order.submit(
    { paymentMethod: 'CARD', tableNumber: '4', customer: { name: 'سارا' }, numberOfCustomers: 2 },
    AT,
  );
  return { log, order, price: event?.type === 'OrderSubmitted' ? event.data.price.finalPrice : 0 };
}

describe('order list (a view of the order document)', () => {
  it('lists an order from its submission, exactly as the contract says', () => {
    const { log, price } = submitted();
    const row = listOf(log).get(orderKey('o-1'));
    expect(row).toEqual({
      orderId: 'o-1',
      number: 1,
      source: 'SALON',
      deliveryType: 'SERVE',
      status: 'SUBMITTED',
      paymentMethod: 'CARD',
      finalPrice: price,
      amountPaid: 0,
      tableNumber: '4',
      numberOfCustomers: 2,
      customerName: 'سارا',
      itemCount: 3,
      submittedAt: '2025-03-21T08:30:00.000Z',
      updatedAt: '2025-03-21T08:30:00.000Z',
      position: log.events[0]!.position,
    });
    expect(() => OrderListRow.strict().parse(row)).not.toThrow();
  });

  it('shows how the order was paid: the first payment’s method, MULTI once a second differs', () => {
    const { log, order } = submitted();
    order.pay(LATER, 1_000, 'CASH');
    expect(listOf(log).get(orderKey('o-1'))).toMatchObject({
      paymentMethod: 'CASH',
      amountPaid: 1_000,
    });
    order.pay(LATER, 2_000, 'CARD');
    expect(listOf(log).get(orderKey('o-1'))).toMatchObject({
      paymentMethod: 'MULTI',
      amountPaid: 3_000,
    });
  });

  it('follows the status, and the time of the last change', () => {
    const { log, order } = submitted();
    order.moveTo('CONFIRMED', LATER);
    expect(listOf(log).get(orderKey('o-1'))).toMatchObject({
      status: 'CONFIRMED',
      updatedAt: LATER,
      submittedAt: '2025-03-21T08:30:00.000Z',
    });
  });

  it('adds up part payments', () => {
    const { log, order } = submitted();
    order.pay(LATER, 500_000);
    order.pay(LATER, 300_000);
    expect(listOf(log).get(orderKey('o-1'))).toMatchObject({ amountPaid: 800_000 });
  });

  it('takes the new price and item count of an edit', () => {
    const { log, order } = submitted();
    const [edited] = order.edit([{ ...doogh, count: 4 }], LATER);
    const price = edited?.type === 'OrderEdited' ? edited.data.price.finalPrice : -1;
    expect(listOf(log).get(orderKey('o-1'))).toMatchObject({ itemCount: 4, finalPrice: price });
  });

  it('takes a new payment method and delivery method', () => {
    const { log, order } = submitted();
    order.changePaymentMethod('CASH', LATER);
    order.changeDeliveryMethod('PICKUP', LATER);
    expect(listOf(log).get(orderKey('o-1'))).toMatchObject({
      paymentMethod: 'CASH',
      deliveryType: 'PICKUP',
    });
  });

  it('indexes status, source and submission time; the day counter is unlisted', () => {
    const { log } = submitted();
    const rows = projectInMemory(ordersProjection, log.events);
    const event = log.events[0]!;
    expect(ordersProjection.index(rows.get(orderKey('o-1'))!, event as never)).toEqual({
      vendorId: 'vendor-1',
      status: 'SUBMITTED',
      source: 'SALON',
      sortAt: '2025-03-21T08:30:00.000Z',
      open: true,
    });
    expect(
      ordersProjection.index(rows.get('day:vendor-1:2025-03-21')!, event as never).listed,
    ).toBe(false);
  });

  it('is safe to apply twice: a payment replayed is not counted again', () => {
    const { log, order } = submitted();
    order.pay(LATER, 500_000);
    const once = projectInMemory(ordersProjection, log.events);
    expect(projectInMemory(ordersProjection, log.events, new Map(once))).toEqual(once);
  });
});
