import type { OrderListRow } from '@sofre/engine/contracts';
import { describe, expect, it } from 'vitest';
import { awaitsAcceptance, incomingOrders, newlyArrived } from './incoming-orders.ts';

const row = (n: number, patch: Partial<OrderListRow>): OrderListRow => ({
  orderId: `o-${n}`,
  number: n,
  source: 'WEBSITE',
  status: 'PAID',
  paymentMethod: 'ONLINE',
  finalPrice: 100_000,
  amountPaid: 100_000,
  itemCount: 1,
  submittedAt: `2026-11-28T10:0${n}:00.000Z`,
  updatedAt: `2026-11-28T10:0${n}:00.000Z`,
  position: String(n),
  ...patch,
});

describe('orders waiting for the restaurant', () => {
  it('a site or QR order paid online waits; one still at the payment page does not', () => {
    expect(awaitsAcceptance(row(1, {}))).toBe(true);
    expect(awaitsAcceptance(row(1, { source: 'QR' }))).toBe(true);
    expect(awaitsAcceptance(row(1, { status: 'SUBMITTED', amountPaid: 0 }))).toBe(false);
  });

  it('a site order paid at the door waits from submission', () => {
    expect(awaitsAcceptance(row(1, { status: 'SUBMITTED', paymentMethod: 'CASH' }))).toBe(true);
  });

  it('accepted, rejected, or taken by staff: nothing to do', () => {
    expect(awaitsAcceptance(row(1, { status: 'CONFIRMED' }))).toBe(false);
    expect(awaitsAcceptance(row(1, { status: 'REJECTED' }))).toBe(false);
    expect(awaitsAcceptance(row(1, { source: 'SALON' }))).toBe(false);
    expect(awaitsAcceptance(row(1, { source: 'KIOSK' }))).toBe(false);
  });

  it('lists the longest waiting first, and tells which just arrived', () => {
    const rows = [row(3, {}), row(1, {}), row(2, { status: 'CONFIRMED' })];
    const waiting = incomingOrders(rows);
    expect(waiting.map((o) => o.number)).toEqual([1, 3]);
    expect(newlyArrived(new Set(['o-1']), waiting)).toEqual(['o-3']);
  });
});
