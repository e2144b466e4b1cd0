// Money after the fact: refunds (full, partial by amount, by lines; never more than paid and not
// yet refunded) and a split bill whose parts must add up to exactly what is due.
import { describe, expect, it } from 'vitest';
import { specFor } from '../testing/given-when-then.ts';
import { orderDecider } from './order.decider.ts';
import type { OrderEvent } from './order.events.ts';
import { balanceDue, isPaid, type ExistingOrder } from './order.state.ts';
import { command, historyTo, pay, run, stateOf, submit } from './order.test-fixtures.ts';

const given = specFor(orderDecider);
const existing = (events: OrderEvent[]) => stateOf(events) as ExistingOrder;
const refund = (data: { amount?: number; lines?: { tempId: string; count: number }[] } = {}) =>
  command('RefundOrder', { refundId: 'refund-1', reason: 'دیر رسید', ...data });

describe('RefundOrder', () => {
  const paid = () => historyTo('FINISHED');
  const paidAmount = () => existing(paid()).amountPaid;

  it('with neither amount nor lines gives back all that was paid, even once FINISHED', () => {
    const [event] = given(paid()).when(refund()).events();
    expect(event).toMatchObject({
      type: 'OrderRefunded',
      data: { amount: paidAmount(), paymentMethod: 'CARD', settled: true, lines: [] },
    });
  });

  it('a part by amount, then the rest; one more rial is REFUND_EXCEEDS_PAID', () => {
    const part = run([refund({ amount: 100_000 })], paid());
    expect(existing(part).amountRefunded).toBe(100_000);
    given(part)
      .when(refund({ amount: paidAmount() - 100_000 + 1 }))
      .thenRefuses('REFUND_EXCEEDS_PAID');
    given(part)
      .when(refund({ amount: paidAmount() - 100_000 }))
      .events();
  });

  it('by lines: worth the units given back, and a line at most its count', () => {
    const [event] = given(paid())
      .when(refund({ lines: [{ tempId: 'doogh', count: 1 }] }))
      .events();
    expect(event?.type === 'OrderRefunded' && event.data.lines).toEqual([
      { tempId: 'doogh', title: expect.any(String), count: 1, amount: expect.any(Number) },
    ]);
    const once = run([refund({ lines: [{ tempId: 'doogh', count: 1 }] })], paid());
    given(once)
      .when(refund({ lines: [{ tempId: 'doogh', count: 1 }] }))
      .thenRefuses('REFUND_LINE_UNKNOWN');
    given(paid())
      .when(refund({ lines: [{ tempId: 'nothing', count: 1 }] }))
      .thenRefuses('REFUND_LINE_UNKNOWN');
  });

  it('an unpaid order has nothing to give back; amount and lines together are refused', () => {
    given(historyTo('SUBMITTED')).when(refund()).thenRefuses('REFUND_EXCEEDS_PAID');
    given(paid())
      .when(refund({ amount: 1_000, lines: [{ tempId: 'doogh', count: 1 }] }))
      .thenRefuses('REFUND_AMOUNT_OR_LINES');
  });

  it('an online payment is given back by its gateway: recorded unsettled', () => {
    const online = run([submit({ paymentMethod: 'ONLINE' }), pay({ transactionId: 'tx-1' })]);
    const [event] = given(online).when(refund()).events();
    expect(event).toMatchObject({ data: { paymentMethod: 'ONLINE', settled: false } });
  });

  it('a card order paid by a payment link is given back online too; a card payment at once', () => {
    const linked = run([submit(), pay({ paymentMethod: 'ONLINE', transactionId: 'tx-1' })]);
    expect(given(linked).when(refund()).events()[0]).toMatchObject({
      data: { paymentMethod: 'ONLINE', settled: false },
    });
    const atCounter = run([submit(), pay()]);
    expect(given(atCounter).when(refund()).events()[0]).toMatchObject({
      data: { paymentMethod: 'CARD', settled: true },
    });
  });
});

describe('a split payment (MULTI)', () => {
  const bill = () => historyTo('CONFIRMED', { unpaid: true });
  const split = (amounts: number[]) =>
    command('PayOrder', {
      parts: amounts.map((amount, i) => ({ paymentMethod: i % 2 ? 'CASH' : 'CARD', amount })),
    });

  it('pays each part by its method, and the last one settles the order', () => {
    const due = balanceDue(existing(bill()));
    const events = given(bill())
      .when(split([due - 300_000, 300_000]))
      .events();
    expect(events.map((e) => e.type === 'OrderPaid' && e.data.paymentMethod)).toEqual([
      'CARD',
      'CASH',
    ]);
    expect(isPaid(existing(run([split([due - 300_000, 300_000])], bill())))).toBe(true);
  });

  it('parts that do not add up to the balance are a field error on parts', () => {
    const due = balanceDue(existing(bill()));
    given(bill())
      .when(split([due - 300_000, 299_999]))
      .thenRefuses('PAYMENT_PARTS_MISMATCH');
    given(bill())
      .when(split([due, 1]))
      .thenRefuses('PAYMENT_PARTS_MISMATCH');
  });
});
