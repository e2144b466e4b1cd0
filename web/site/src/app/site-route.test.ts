import { describe, expect, it } from 'vitest';
import { parseRoute, trackerPath } from './site-route.ts';

describe('site routes', () => {
  it('finds the order in /orders/<id> or in ?order=', () => {
    expect(parseRoute('/orders/abc-1', '')).toEqual({ orderId: 'abc-1', table: undefined });
    expect(parseRoute('/', '?order=abc-2&table=7')).toEqual({ orderId: 'abc-2', table: '7' });
  });

  it('has no order on the home page, and keeps the table', () => {
    expect(parseRoute('/', '?table=12')).toEqual({ orderId: undefined, table: '12' });
    expect(parseRoute('/menu', '')).toEqual({ orderId: undefined, table: undefined });
  });

  it('builds the tracker address with the table kept', () => {
    expect(trackerPath('abc', '7')).toBe('/orders/abc?table=7');
    expect(trackerPath('a b', undefined)).toBe('/orders/a%20b');
  });
});
