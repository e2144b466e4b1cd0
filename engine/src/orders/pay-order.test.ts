// Prepaid and postpaid roads, and what a payment may and may not do.
import { describe, expect, it } from 'vitest';
import { specFor } from '../testing/given-when-then.ts';
import { orderDecider } from './order.decider.ts';
import { OrderPaid, OrderPaymentMethodChanged, type OrderEvent } from './order.events.ts';
import { balanceDue, isPaid, type ExistingOrder } from './order.state.ts';
import {
  changeState,
  command,
  historyTo,
  ORDER_ID,
  pay,
  run,
  stateOf,
  submit,
} from './order.test-fixtures.ts';

const given = specFor(orderDecider);
const existing = (events: OrderEvent[]) => stateOf(events) as ExistingOrder;
const priceOf = (events: OrderEvent[]) => existing(events).price.finalPrice;
const changeMethod = (paymentMethod: 'CASH' | 'CARD' | 'ONLINE') =>
  command('ChangeOrderPaymentMethod', { paymentMethod });

describe('prepaid road: website or QR with ONLINE payment', () => {
  const online = run([submit({ deliveryType: 'DELIVER', paymentMethod: 'ONLINE' })]);

  it('waits for the money before the restaurant may confirm', () => {
    given(online).when(changeState('CONFIRMED')).thenRefuses('INVALID_ORDER_STATE');
  });

  it('SUBMITTED → PAID when the payment covers the price, then CONFIRMED', () => {
    given(online)
      .when(pay({ paymentMethod: 'ONLINE' }))
      .then([
        OrderPaid({
          orderId: ORDER_ID,
          amount: priceOf(online),
          paymentMethod: 'ONLINE',
          status: 'PAID',
        }),
      ]);
    const paid = run([
      submit({ deliveryType: 'DELIVER', paymentMethod: 'ONLINE' }),
      pay(),
      changeState('CONFIRMED'),
    ]);
    expect(stateOf(paid).status).toBe('CONFIRMED');
  });

  it('a failed online payment settled by phone: call, switch to cash, come back, confirm', () => {
    const events = run([
      submit({ deliveryType: 'DELIVER', paymentMethod: 'ONLINE' }),
      changeState('NEEDFORCALL', 'پرداخت ناموفق'),
      changeMethod('CASH'),
      changeState('SUBMITTED'),
      changeState('CONFIRMED'),
    ]);
    expect(events.map((e) => e.type)).toEqual([
      'OrderSubmitted',
      'OrderNeedsCall',
      'OrderPaymentMethodChanged',
      'OrderCallResolved',
      'OrderConfirmed',
    ]);
    expect(isPaid(existing(events))).toBe(false);
  });
});

describe('postpaid road: salon, counter, cash or card on delivery', () => {
  it('a salon order is cooked and served before it is paid; FINISHED waits for the money', () => {
    const served = run([
      submit({ deliveryType: 'SERVE' }, { confirm: true }),
      changeState('READYTOSERVE'),
      changeState('DELIVERED'),
    ]);
    given(served).when(changeState('FINISHED')).thenRefuses('INVALID_ORDER_STATE');
    const paid = run([pay()], served);
    expect(stateOf(paid).status).toBe('DELIVERED');
    expect(isPaid(existing(paid))).toBe(true);
    given(paid).when(changeState('FINISHED')).events();
  });

  it('cash on delivery: the courier collects while DELIVERING, the status stays', () => {
    const out = historyTo('DELIVERING', {
      deliveryType: 'DELIVER',
      paymentMethod: 'CASH',
      unpaid: true,
    });
    given(out)
      .when(pay())
      .then([
        OrderPaid({
          orderId: ORDER_ID,
          amount: priceOf(out),
          paymentMethod: 'CASH',
          status: 'DELIVERING',
        }),
      ]);
  });

  it('paid at the counter before confirming: SUBMITTED → PAID like any settled order', () => {
    expect(stateOf(run([submit({ paymentMethod: 'CARD' }), pay()])).status).toBe('PAID');
  });
});

describe('PayOrder', () => {
  const submitted = run([submit()]);
  const price = priceOf(submitted);

  it('a part payment leaves the order SUBMITTED with the rest due; the last part settles it', () => {
    const half = Math.floor(price / 2);
    const events = run([submit(), pay({ amount: half })]);
    expect(stateOf(events).status).toBe('SUBMITTED');
    expect(balanceDue(existing(events))).toBe(price - half);
    given(events)
      .when(pay({ paymentMethod: 'CASH' }))
      .then([
        OrderPaid({
          orderId: ORDER_ID,
          amount: price - half,
          paymentMethod: 'CASH',
          status: 'PAID',
        }),
      ]);
  });

  it('more than the balance is PAYMENT_EXCEEDS_BALANCE', () => {
    given(submitted)
      .when(pay({ amount: price + 1 }))
      .thenRefuses('PAYMENT_EXCEEDS_BALANCE');
  });

  it('a settled order is ORDER_ALREADY_PAID', () => {
    given(historyTo('PAID')).when(pay()).thenRefuses('ORDER_ALREADY_PAID');
    given(historyTo('FINISHED')).when(pay()).thenRefuses('ORDER_ALREADY_PAID');
  });

  it('a rejected order takes no money', () => {
    given(run([submit(), changeState('REJECTED')]))
      .when(pay())
      .thenRefuses('INVALID_ORDER_STATE');
  });

  it('an order that does not exist is ORDER_NOT_FOUND', () => {
    given([]).when(pay()).thenRefuses('ORDER_NOT_FOUND');
  });
});

describe('ChangeOrderPaymentMethod', () => {
  it('records the new method and the old one', () => {
    given(run([submit({ paymentMethod: 'ONLINE' })]))
      .when(changeMethod('CASH'))
      .then([
        OrderPaymentMethodChanged({
          orderId: ORDER_ID,
          paymentMethod: 'CASH',
          previousPaymentMethod: 'ONLINE',
        }),
      ]);
  });

  it('the method it already has changes nothing', () => {
    given(run([submit({ paymentMethod: 'CARD' })]))
      .when(changeMethod('CARD'))
      .then([]);
  });

  it('is history once the order is settled', () => {
    given(historyTo('CONFIRMED')).when(changeMethod('CASH')).thenRefuses('ORDER_ALREADY_PAID');
  });

  it('is refused on a rejected order', () => {
    given(run([submit(), changeState('REJECTED')]))
      .when(changeMethod('CASH'))
      .thenRefuses('INVALID_ORDER_STATE');
  });
});

describe('PayOrder keepUpToBalance: money already taken (a verified online payment)', () => {
  const online = run([submit({ deliveryType: 'PICKUP', paymentMethod: 'ONLINE' })]);
  const keep = (transactionId: string, amount: number) =>
    command('PayOrder', { amount, paymentMethod: 'ONLINE', transactionId, keepUpToBalance: true });

  it('keeps what the order owes of it, and pays it', () => {
    given(online)
      .when(keep('tx-1', priceOf(online) + 50_000))
      .then([
        OrderPaid({
          orderId: ORDER_ID,
          amount: priceOf(online),
          paymentMethod: 'ONLINE',
          transactionId: 'tx-1',
          status: 'PAID',
        }),
      ]);
  });

  it('keeps nothing of a second payment once the first paid the order, and refuses nothing', () => {
    const paid = run([
      submit({ deliveryType: 'PICKUP', paymentMethod: 'ONLINE' }),
      keep('tx-1', priceOf(online)),
    ]);
    given(paid)
      .when(keep('tx-2', priceOf(online)))
      .then([]);
  });

  it('keeps nothing twice from the same transaction', () => {
    const paid = run([
      submit({ deliveryType: 'PICKUP', paymentMethod: 'ONLINE' }),
      keep('tx-1', 100_000),
    ]);
    given(paid).when(keep('tx-1', 100_000)).then([]);
  });

  it('keeps nothing of a rejected order', () => {
    given(
      run([submit({ deliveryType: 'PICKUP', paymentMethod: 'ONLINE' }), changeState('REJECTED')]),
    )
      .when(keep('tx-1', priceOf(online)))
      .then([]);
  });
});
