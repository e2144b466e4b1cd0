// The payment and refund dialogs' requests, given what is due or refundable and what was typed.
import { describe, expect, it } from 'vitest';
import { firstPart, nextPart, payRequest, remainingOf } from './payment-parts.ts';
import { linesEstimate, refundRequest } from './refund-choice.ts';
import { anOrder } from './order.test-fixtures.ts';

describe('taking payment at the counter', () => {
  const due = 1_000_000;

  it('one method pays all or part of what is due, never more', () => {
    expect(payRequest('o', 'p', due, [firstPart(due)])).toEqual({
      orderId: 'o',
      paymentId: 'p',
      paymentMethod: 'CARD',
      amount: due,
    });
    expect(payRequest('o', 'p', due, [{ method: 'CASH', amount: 300_000 }])?.amount).toBe(300_000);
    expect(payRequest('o', 'p', due, [{ method: 'CASH', amount: due + 10 }])).toBeUndefined();
  });

  it('a split shows what is left and is sent only when the parts add up exactly', () => {
    const card = { method: 'CARD' as const, amount: 600_000 };
    expect(remainingOf(due, [card])).toBe(400_000);
    expect(nextPart(due, [card])).toEqual({ method: 'CASH', amount: 400_000 });
    expect(payRequest('o', 'p', due, [card, { method: 'CASH', amount: 300_000 }])).toBeUndefined();
    expect(payRequest('o', 'p', due, [card, { method: 'CASH', amount: 400_000 }])).toEqual({
      orderId: 'o',
      paymentId: 'p',
      parts: [
        { paymentMethod: 'CARD', amount: 600_000 },
        { paymentMethod: 'CASH', amount: 400_000 },
      ],
    });
  });

  it('an empty or zero part stops the payment', () => {
    expect(payRequest('o', 'p', due, [{ method: 'CARD', amount: undefined }])).toBeUndefined();
    expect(nextPart(due, [firstPart(due)]).amount).toBeUndefined();
  });
});

describe('refunding', () => {
  const order = anOrder({ amountPaid: 1_000_000 });

  it('all that is refundable, an amount up to it, or units of lines', () => {
    expect(refundRequest(order, 'r', { kind: 'all' }, 1_000_000, '')).toEqual({
      orderId: 'order-1',
      refundId: 'r',
    });
    expect(
      refundRequest(order, 'r', { kind: 'amount', amount: 200_000 }, 1_000_000, ' سرد بود '),
    ).toEqual({
      orderId: 'order-1',
      refundId: 'r',
      amount: 200_000,
      reason: 'سرد بود',
    });
    expect(
      refundRequest(order, 'r', { kind: 'amount', amount: 2_000_000 }, 1_000_000, ''),
    ).toBeUndefined();
    const lines = { kind: 'lines' as const, counts: { 'order-1:0': 1, 'order-1:1': 0 } };
    expect(refundRequest(order, 'r', lines, 1_000_000, '')?.lines).toEqual([
      { id: 'order-1:0', count: 1 },
    ]);
    expect(linesEstimate(order, lines.counts)).toBe(400_000);
  });

  it('nothing chosen, nothing to send', () => {
    expect(refundRequest(order, 'r', { kind: 'lines', counts: {} }, 1_000_000, '')).toBeUndefined();
    expect(refundRequest(order, 'r', { kind: 'all' }, 0, '')).toBeUndefined();
  });
});
