import { describe, expect, it } from 'vitest';
import { aLine } from '../pricing/order-line.test-fixtures.ts';
import { priceOrder } from '../pricing/price-order.ts';
import { defaultPricingSettings, noDiscount } from '../pricing/pricing.schemas.ts';
import { specFor } from '../testing/given-when-then.ts';
import { orderDecider } from './order.decider.ts';
import { OrderConfirmed, OrderSubmitted } from './order.events.ts';
import { initialOrderState } from './order.state.ts';
import { doogh, kebab, ORDER_ID, run, stateOf, submit } from './order.test-fixtures.ts';

const given = specFor(orderDecider);
const freeSalad = aLine({ tempId: 'salad', price: 300_000, isFreeItem: true });

describe('SubmitOrder', () => {
  it('records the order with its lines, its price and the defaults of spec §9', () => {
    const pricing = {
      discount: noDiscount,
      tip: 0,
      deliveryCost: 0,
      settings: defaultPricingSettings,
    };
    given([])
      .when(submit({ deliveryType: 'SERVE' }, { tableNumber: '7', description: 'بدون پیاز' }))
      .then([
        OrderSubmitted({
          orderId: ORDER_ID,
          source: 'SALON',
          deliveryType: 'SERVE',
          paymentMethod: 'CARD',
          lines: [kebab, doogh],
          price: priceOrder({ ...pricing, lines: [kebab, doogh], deliveryType: 'SERVE' }),
          pricing,
          tableNumber: '7',
          addressId: 'address-1',
          description: 'بدون پیاز',
          preparationTime: 20,
        }),
      ]);
  });

  it('prices with the discount, tip, delivery cost and settings it was given', () => {
    const [event] = run([
      submit(
        { deliveryType: 'DELIVER' },
        { discount: { type: 'MONEY', amount: 100_000 }, tip: 50_000, deliveryCost: 200_000 },
      ),
    ]);
    const price = event?.type === 'OrderSubmitted' ? event.data.price : undefined;
    // 2 × 1,000,000 + 150,000 − 100,000 discount; tax on the kebab's share; tip; delivery.
    expect(price?.finalDiscountAmount).toBe(100_000);
    expect(price?.tip).toBe(50_000);
    expect(price?.deliveryCost).toBe(200_000);
    expect(price?.finalPrice).toBeGreaterThan(2_050_000);
  });

  it('a second order with the same id is ORDER_ALREADY_EXISTS', () => {
    given(run([submit()]))
      .when(submit())
      .thenRefuses('ORDER_ALREADY_EXISTS');
  });

  it('an order without a paid line is ORDER_EMPTY', () => {
    given([])
      .when(submit({}, { lines: [] }))
      .thenRefuses('ORDER_EMPTY');
    given([])
      .when(submit({}, { lines: [freeSalad] }))
      .thenRefuses('ORDER_EMPTY');
  });

  it('a free gift rides along with a paid line', () => {
    expect(stateOf(run([submit({}, { lines: [kebab, freeSalad] })])).status).toBe('SUBMITTED');
  });
});

describe('preparation time (spec §9)', () => {
  const preparationOf = (preparationTime?: number) => {
    const [event] = run([submit({}, preparationTime === undefined ? {} : { preparationTime })]);
    return event?.type === 'OrderSubmitted' ? event.data.preparationTime : undefined;
  };

  it('defaults to 20 minutes', () => expect(preparationOf()).toBe(20));
  it('accepts the minimum of 14 minutes', () => expect(preparationOf(14)).toBe(14));
  it.each([13, 1, 0])('refuses %i minutes as PREPARATION_TIME_TOO_SHORT', (minutes) => {
    given([])
      .when(submit({}, { preparationTime: minutes }))
      .thenRefuses('PREPARATION_TIME_TOO_SHORT');
  });
});

describe('delivery method at submission', () => {
  it('a courier order without an address is ORDER_HAS_TO_HAVE_DELIVER_METHOD', () => {
    given([])
      .when(submit({ deliveryType: 'DELIVER' }, { addressId: undefined }))
      .thenRefuses('ORDER_HAS_TO_HAVE_DELIVER_METHOD');
  });

  it.each(['SERVE', 'PICKUP', 'ZFEXPRESS'] as const)('a %s order needs no address of ours', (t) => {
    expect(run([submit({ deliveryType: t }, { addressId: undefined })])).toHaveLength(1);
  });

  it('an order may arrive without a delivery type; it is priced as a pickup until it has one', () => {
    const [event] = run([submit({ deliveryType: undefined }, { deliveryCost: 90_000 })]);
    expect(event?.type === 'OrderSubmitted' && event.data.price.deliveryCost).toBe(0);
    expect(stateOf(event ? [event] : []).status).toBe('SUBMITTED');
  });
});

describe('staff placing an order accept it at once (confirm)', () => {
  it('a postpaid order is submitted and confirmed together', () => {
    const events = run([submit({ paymentMethod: 'CASH' }, { confirm: true })]);
    expect(events.map((e) => e.type)).toEqual(['OrderSubmitted', 'OrderConfirmed']);
    expect(events[1]).toEqual(OrderConfirmed({ orderId: ORDER_ID }));
  });

  it('a prepaid order cannot be confirmed before its money arrives', () => {
    given([])
      .when(submit({ paymentMethod: 'ONLINE' }, { confirm: true }))
      .thenRefuses('INVALID_ORDER_STATE');
  });
});

describe('a credit order', () => {
  it('needs a customer: CREDIT_NEEDS_CUSTOMER on the customer field otherwise', () => {
    expect(() =>
      orderDecider.decide(submit({ paymentMethod: 'CREDIT' }), initialOrderState()),
    ).toThrow(expect.objectContaining({ code: 'CREDIT_NEEDS_CUSTOMER' }) as Error);
    const known = submit({ paymentMethod: 'CREDIT' }, { customer: { phone: '09121000001' } });
    expect(orderDecider.decide(known, initialOrderState())[0]?.type).toBe('OrderSubmitted');
  });
});
