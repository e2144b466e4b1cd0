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
  ])('%s → %s', (from, to) => expect(loginTargetAt(from)).toBe(to));
});
