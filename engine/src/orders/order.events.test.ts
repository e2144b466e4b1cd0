// Events survive the trip through the store: encoded, stored as JSON, decoded to the same facts.
import { describe, expect, it } from 'vitest';
import { orderAggregate } from './order.decider.ts';
import { orderEventCodec, orderEvents, orderStreamName } from './order.events.ts';
import { changeState, command, historyTo, run, submit } from './order.test-fixtures.ts';

const everyKind = [
  ...historyTo('FINISHED', { deliveryType: 'DELIVER', paymentMethod: 'ONLINE' }),
  ...run([
    submit({ deliveryType: undefined }, { customer: { name: 'مریم', phone: '09120000000' } }),
    command('EditOrder', { lines: [submit().data.lines[0]!] }),
    command('ChangeOrderPaymentMethod', { paymentMethod: 'CASH' }),
    command('ChangeOrderDeliveryMethod', { deliveryType: 'PICKUP' }),
    changeState('NEEDFORCALL', 'آدرس ناقص'),
    changeState('SUBMITTED'),
    changeState('REJECTED', 'تمام شد'),
  ]),
  ...run(
    [
      command('CallCustomer', { bySms: false }),
      command('ChangeOrderTable', { tableNumber: '9' }),
      command('RefundOrder', { refundId: 'r-1', amount: 1_000 }),
      command('ReturnToKitchen', { stationId: 'grill' }),
    ],
    historyTo('READYTOSERVE', { deliveryType: 'SERVE' }),
  ).slice(-4),
  // An online refund the gateway settles later.
  ...run(
    [
      command('RefundOrder', { refundId: 'r-2', amount: 1_000 }),
      command('SettleOrderRefund', { refundId: 'r-2', outcome: 'SETTLED' }),
    ],
    historyTo('FINISHED', { deliveryType: 'PICKUP', paymentMethod: 'ONLINE' }),
  ).slice(-2),
];

describe('order events', () => {
  it('the sample covers every event type', () => {
    expect(new Set(everyKind.map((e) => e.type))).toEqual(new Set(orderEvents.map((d) => d.type)));
  });

  it.each(everyKind.map((e) => [e.type, e] as const))(
    '%s round-trips through JSON',
    (_type, event) => {
      const stored = JSON.parse(JSON.stringify(orderEventCodec.encode(event))) as typeof event;
      expect(
        orderEventCodec.decode(stored.type, stored.data, orderEventCodec.versionOf(event.type)),
      ).toEqual(event);
    },
  );

  it('refuses to store an event that breaks its schema', () => {
    expect(() =>
      orderEventCodec.encode({ type: 'OrderPaid', data: { orderId: 'o', amount: -1 } }),
    ).toThrow();
  });

  it('one stream per order', () => {
    expect(orderStreamName('vendor-1', 'abc')).toBe('order-vendor-1:abc');
    expect(orderAggregate.streamName(submit())).toBe(
      `order-${submit().metadata.vendorId}:${submit().data.orderId}`,
    );
  });
});
