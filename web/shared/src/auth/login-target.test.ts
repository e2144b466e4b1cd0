import { describe, expect, it } from 'vitest';
import { loginTargetAt } from './login-target.ts';

describe('where an ended session goes (spec §4, §8)', () => {
  it.each([
    ['http://localhost/bo/orders', '/bo/auth/login'],
    ['http://localhost/kds/', '/kds/auth/login'],
    ['http://shandiz.sofre.ir/?table=5', '/?table=5'],
    ['http://shandiz.sofre.ir/orders/42?table=7&payment=ok', '/?table=7'],
    ['http://shandiz.sofre.ir/pay/42', '/'],
    ['http://shandiz.sofre.ir/bookings', '/'],
    // The courier's phone goes back to the courier's own login, never to the site.
    ['http://shandiz.sofre.ir/biker', '/biker'],
    ['http://shandiz.sofre.ir/biker/?table=3', '/biker'],
    ['http://shandiz.sofre.ir/bikers-day', '/'],
  ])('%s → %s', (from, to) => expect(loginTargetAt(from)).toBe(to));
});
