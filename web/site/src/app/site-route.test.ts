import { describe, expect, it } from 'vitest';
import { homePath, myAddressesPath, myOrdersPath, parseRoute, trackerPath } from './site-route.ts';

describe('site routes', () => {
  it('finds the order in /orders/<id> or in ?order=, with the payment outcome', () => {
    expect(parseRoute('/orders/abc-1', '')).toEqual({
      page: { kind: 'tracker', orderId: 'abc-1' },
      table: undefined,
    });
    expect(parseRoute('/', '?order=abc-2&table=7')).toEqual({
      page: { kind: 'tracker', orderId: 'abc-2' },
      table: '7',
    });
    expect(parseRoute('/orders/abc-3', '?payment=failed').page).toEqual({
      kind: 'tracker',
      orderId: 'abc-3',
      payment: 'failed',
    });
    expect(parseRoute('/orders/abc-4', '?payment=maybe').page).toEqual({
      kind: 'tracker',
      orderId: 'abc-4',
    });
  });

  it('orders on the home page, and keeps the table', () => {
    expect(parseRoute('/', '?table=12')).toEqual({ page: { kind: 'ordering' }, table: '12' });
    expect(parseRoute('/menu', '').page).toEqual({ kind: 'ordering' });
  });

  it('has the customer’s own orders and addresses, keeping the table', () => {
    expect(parseRoute('/me/orders', '?table=3')).toEqual({
      page: { kind: 'my-orders' },
      table: '3',
    });
    expect(parseRoute('/me/addresses/', '').page).toEqual({ kind: 'my-addresses' });
    expect(myOrdersPath('3')).toBe('/me/orders?table=3');
    expect(myAddressesPath(undefined)).toBe('/me/addresses');
  });

  it('has the find-order page and the payment link page', () => {
    expect(parseRoute('/track', '').page).toEqual({ kind: 'find-order' });
    expect(parseRoute('/pay/o%201', '').page).toEqual({ kind: 'payment-link', orderId: 'o 1' });
  });

  it('builds addresses with the table kept', () => {
    expect(trackerPath('abc', '7')).toBe('/orders/abc?table=7');
    expect(trackerPath('a b', undefined)).toBe('/orders/a%20b');
    expect(homePath('5')).toBe('/?table=5');
    expect(homePath(undefined)).toBe('/');
  });

  it('has the counter’s kiosk and the courier’s screen', () => {
    expect(parseRoute('/kiosk', '').page).toEqual({ kind: 'kiosk' });
    expect(parseRoute('/biker', '').page).toEqual({ kind: 'biker' });
    expect(parseRoute('/biker/', '').page).toEqual({ kind: 'biker' });
  });
});
