import { describe, expect, it } from 'vitest';
import { EventLog, doogh, kebab } from '../../testing/event-log.fixtures.ts';
import { foldOrderDocument, type OrderDocumentEvent } from './order-document.ts';

const AT = '2025-03-21T08:30:00Z';
const minutes = (n: number) => new Date(Date.parse(AT) + n * 60_000).toISOString();
const fold = (log: EventLog, number = 7) =>
  foldOrderDocument(log.events as OrderDocumentEvent[], number)!;

function salonOrder() {
  const log = new EventLog();
  const order = log.order('o-1');
  order.submit(
    { confirm: true, tableNumber: '4', numberOfCustomers: 3, customer: { name: 'سارا' } },
    AT,
  );
  return { log, order };
}

describe('the order document', () => {
  it('folds a plain salon order: where it is, what it costs, when and by whom each step was', () => {
    const { log, order } = salonOrder();
    order.moveTo('READYTOSERVE', minutes(12));
    order.moveTo('DELIVERED', minutes(14));
    order.pay(minutes(40), undefined, 'CARD');
    order.moveTo('FINISHED', minutes(41));
    const doc = fold(log);
    expect(doc).toMatchObject({
      orderId: 'o-1',
      vendorId: 'vendor-1',
      number: 7,
      status: 'FINISHED',
      source: 'SALON',
      deliveryType: 'SERVE',
      tableNumber: '4',
      numberOfCustomers: 3,
      customer: { name: 'سارا' },
      lines: [kebab, doogh],
      paymentMethod: 'CASH',
      paidWith: 'CARD',
      amountPaid: doc.price.finalPrice,
      amountRefunded: 0,
      sale: true,
      submittedBy: 'cashier-1',
      position: log.events.at(-1)!.position,
    });
    expect(doc.price.finalPrice).toBeGreaterThan(0);
    expect(doc.payments).toEqual([
      {
        amount: doc.price.finalPrice,
        paymentMethod: 'CARD',
        at: minutes(40),
        by: 'cashier-1',
        position: log.events[4]!.position,
      },
    ]);
    expect(doc.times).toEqual({
      submittedAt: minutes(0),
      confirmedAt: minutes(0),
      sentToKitchenAt: minutes(0),
      readyAt: minutes(12),
      deliveredAt: minutes(14),
      paidAt: minutes(40),
      finishedAt: minutes(41),
      updatedAt: minutes(41),
    });
    expect(doc.timeline.map((s) => [s.status, s.at, s.by])).toEqual([
      ['SUBMITTED', minutes(0), 'cashier-1'],
      ['CONFIRMED', minutes(0), 'cashier-1'],
      ['READYTOSERVE', minutes(12), 'cashier-1'],
      ['DELIVERED', minutes(14), 'cashier-1'],
      ['FINISHED', minutes(41), 'cashier-1'],
    ]);
  });

  it('keeps what the engine decides: a part payment moves nothing, a full one is when it was paid', () => {
    const { log, order } = salonOrder();
    order.pay(minutes(5), 1_000, 'CASH');
    const part = fold(log);
    expect(part).toMatchObject({ status: 'CONFIRMED', amountPaid: 1_000, paidWith: 'CASH' });
    expect(part.times.paidAt).toBeUndefined();
    expect(part.timeline).toHaveLength(2);
    order.pay(minutes(6), undefined, 'CARD');
    const paid = fold(log);
    expect(paid).toMatchObject({ amountPaid: paid.price.finalPrice, paidWith: 'MULTI' });
    expect(paid.times.paidAt).toBe(minutes(6));
  });

  it('follows refunds line by line, and their settling', () => {
    const { log, order } = salonOrder();
    order.pay(minutes(5));
    order.refund(minutes(6), 100_000);
    const doc = fold(log);
    expect(doc.amountRefunded).toBe(100_000);
    expect(doc.refunds).toEqual([
      expect.objectContaining({ refundId: `refund-${minutes(6)}`, amount: 100_000, settled: true }),
    ]);
  });

  it('says why an order was rejected, and gives its code back by its status', () => {
    const log = new EventLog();
    const order = log.order('o-1');
    order.submit({ couponCode: ' nowruz ', customer: { id: 'c-1', phone: '09121234567' } }, AT);
    order.moveTo('REJECTED', minutes(1), 'no rice left');
    const doc = fold(log);
    expect(doc).toMatchObject({
      status: 'REJECTED',
      couponCode: ' nowruz ',
      discountCode: 'NOWRUZ',
      rejectionReason: 'no rice left',
      times: { rejectedAt: minutes(1) },
    });
    expect(doc.timeline.at(-1)).toEqual({
      status: 'REJECTED',
      at: minutes(1),
      reason: 'no rice left',
      by: 'cashier-1',
    });
  });

  it('counts a site order as a sale only once it is paid or accepted (counts-as-sale.ts)', () => {
    const log = new EventLog();
    const order = log.order('o-1');
    order.submit({ source: 'WEBSITE', deliveryType: 'PICKUP', paymentMethod: 'ONLINE' }, AT);
    expect(fold(log).sale).toBe(false);
    order.pay(minutes(2));
    expect(fold(log).sale).toBe(true);
  });

  it('knows when the counter called the customer, and a new round sends it to the kitchen again', () => {
    const { log, order } = salonOrder();
    order.moveTo('READYTOSERVE', minutes(10));
    order.callCustomer(minutes(11));
    order.editBill([kebab, doogh, { ...doogh, tempId: 'doogh-2' }], minutes(20));
    const doc = fold(log);
    expect(doc.times).toMatchObject({ calledAt: minutes(11), sentToKitchenAt: minutes(20) });
    expect(doc.status).toBe('CONFIRMED');
    expect(doc.lines).toHaveLength(3);
  });

  it('knows where it is for the kitchen’s tickets: waiting, cooking, done; a new round cooks again', () => {
    const log = new EventLog();
    const order = log.order('o-1');
    order.submit({ source: 'WEBSITE', deliveryType: 'PICKUP', paymentMethod: 'ONLINE' }, AT);
    expect(fold(log).kitchenStage).toBe('WAITING');
    const salon = salonOrder();
    expect(fold(salon.log).kitchenStage).toBe('COOKING');
    salon.order.moveTo('READYTOSERVE', minutes(10));
    expect(fold(salon.log).kitchenStage).toBe('DONE');
    // A station's recall prints nothing: the tickets stay done with.
    salon.order.returnToKitchen('grill', minutes(11));
    expect(fold(salon.log)).toMatchObject({ status: 'CONFIRMED', kitchenStage: 'DONE' });
    salon.order.moveTo('READYTOSERVE', minutes(12));
    salon.order.moveTo('DELIVERED', minutes(13));
    salon.order.editBill([kebab, doogh, { ...doogh, tempId: 'doogh-2' }], minutes(20));
    expect(fold(salon.log).kitchenStage).toBe('COOKING');
  });
});
