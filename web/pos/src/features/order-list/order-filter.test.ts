// The order list's filter and its live overlay, given a page and live rows.
import type { OrderListRow } from '@sofre/engine/contracts';
import { describe, expect, it } from 'vitest';
import { matchesFilter, orderListSearch, overlayLive, todayFilter } from './order-filter.ts';
import { nextDay, tehranDay, tehranDayBounds, tehranMidnight } from './tehran-day.ts';

const pos = (n: number) => String(n).padStart(20, '0');
const row = (n: number, changes: Partial<OrderListRow> = {}): OrderListRow => ({
  orderId: `o${n}`,
  number: n,
  source: 'SALON',
  deliveryType: 'SERVE',
  status: 'CONFIRMED',
  paymentMethod: 'CARD',
  finalPrice: 100_000,
  amountPaid: 0,
  itemCount: 1,
  // o1 at 08:01 UTC, o2 at 08:02 … on 1404-01-01 (2025-03-21) in Tehran.
  submittedAt: `2025-03-21T08:0${n}:00.000Z`,
  updatedAt: `2025-03-21T08:0${n}:00.000Z`,
  position: pos(n),
  ...changes,
});
const today = todayFilter('2025-03-21');

describe('Tehran days', () => {
  it('a day runs from its Tehran midnight to the next (UTC+03:30)', () => {
    expect(tehranMidnight('2025-03-21').toISOString()).toBe('2025-03-20T20:30:00.000Z');
    expect(tehranDayBounds('2025-03-21', '2025-03-22')).toEqual({
      fromDate: '2025-03-20T20:30:00.000Z',
      toDate: '2025-03-22T20:29:59.999Z',
    });
    expect(tehranDayBounds(undefined, undefined)).toEqual({
      fromDate: undefined,
      toDate: undefined,
    });
  });

  it('late evening UTC is already tomorrow in Tehran; month ends roll over', () => {
    expect(tehranDay(new Date('2025-03-20T21:00:00Z'))).toBe('2025-03-21');
    expect(nextDay('2025-03-31')).toBe('2025-04-01');
    expect(nextDay('2025-12-31')).toBe('2026-01-01');
  });
});

describe('the order list filter', () => {
  it('asks GET /api/orders with each status repeated and the days as UTC bounds', () => {
    const search = orderListSearch(
      { ...today, statuses: ['CONFIRMED', 'READYTOSERVE'], source: 'SALON' },
      2,
      10,
    );
    expect(search.getAll('status')).toEqual(['CONFIRMED', 'READYTOSERVE']);
    expect(search.get('source')).toBe('SALON');
    expect(search.get('fromDate')).toBe('2025-03-20T20:30:00.000Z');
    expect(search.get('pageNumber')).toBe('2');
  });

  it('judges a row by status, source, delivery type and Tehran day', () => {
    expect(matchesFilter(row(1), today)).toBe(true);
    expect(matchesFilter(row(1), { ...today, statuses: ['DELIVERED'] })).toBe(false);
    expect(matchesFilter(row(1), { ...today, deliveryType: 'PICKUP' })).toBe(false);
    expect(matchesFilter(row(1), { ...today, source: 'QR' })).toBe(false);
    expect(matchesFilter(row(1, { submittedAt: '2025-03-20T20:00:00Z' }), today)).toBe(false);
  });
});

describe('the live overlay', () => {
  const page = { rows: [row(3), row(2)], firstPage: true, complete: false };

  it('a new order that fits arrives on the first page, newest first', () => {
    expect(overlayLive(page, [row(4)], today).map((r) => r.orderId)).toEqual(['o4', 'o3', 'o2']);
  });

  it('not on a later page, and not when older than the page (it belongs further on)', () => {
    expect(overlayLive({ ...page, firstPage: false }, [row(4)], today)).toHaveLength(2);
    expect(overlayLive(page, [row(1)], today).map((r) => r.orderId)).toEqual(['o3', 'o2']);
    expect(overlayLive({ ...page, complete: true }, [row(1)], today)).toHaveLength(3);
  });

  it('a newer live row replaces the page row; an older one does not', () => {
    const served = row(3, { status: 'DELIVERED', position: pos(9) });
    expect(overlayLive(page, [served], today)[0]!.status).toBe('DELIVERED');
    const stale = row(3, { status: 'SUBMITTED', position: pos(1) });
    expect(overlayLive(page, [stale], today)[0]!.status).toBe('CONFIRMED');
  });

  it('a row whose status no longer fits the filter leaves the list', () => {
    const filter = { ...today, statuses: ['CONFIRMED' as const] };
    const finished = row(3, { status: 'FINISHED', position: pos(9) });
    expect(overlayLive(page, [finished], filter).map((r) => r.orderId)).toEqual(['o2']);
  });
});
