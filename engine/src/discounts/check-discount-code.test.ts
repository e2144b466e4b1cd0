// Whether a code may be used now by this customer: each refusal of spec §5 / §8.
import { describe, expect, it } from 'vitest';
import { checkDiscountCode } from './check-discount-code.ts';
import { moneyCode, NEXT_MONTH, NOW } from './discount.test-fixtures.ts';

const fresh = { now: NOW, usedByCustomer: 0, totalUsed: 0 };

describe('checkDiscountCode', () => {
  it('a valid code may be used', () => {
    expect(checkDiscountCode(moneyCode, fresh)).toBeUndefined();
  });

  it('no such code is NOT_FOUND', () => {
    expect(checkDiscountCode(undefined, fresh)).toBe('DISCOUNT_CODE_NOT_FOUND');
  });

  it('a code switched off is INVALID', () => {
    expect(checkDiscountCode({ ...moneyCode, active: false }, fresh)).toBe('DISCOUNT_CODE_INVALID');
  });

  it('at or after its expiration it is EXPIRED', () => {
    expect(checkDiscountCode(moneyCode, { ...fresh, now: NEXT_MONTH })).toBe(
      'DISCOUNT_CODE_EXPIRED',
    );
    expect(checkDiscountCode(moneyCode, { ...fresh, now: '2025-04-21T08:29:59.000Z' })).toBe(
      undefined,
    );
  });

  it('a customer who used it as often as allowed gets ALREADY_USED', () => {
    const twice = { ...moneyCode, usageLimitPerUser: 2 };
    expect(checkDiscountCode(twice, { ...fresh, usedByCustomer: 1, totalUsed: 5 })).toBeUndefined();
    expect(checkDiscountCode(twice, { ...fresh, usedByCustomer: 2, totalUsed: 5 })).toBe(
      'DISCOUNT_CODE_ALREADY_USED',
    );
  });

  it('no per-user limit: a customer may use it again and again', () => {
    const unlimited = { ...moneyCode, usageLimitPerUser: null };
    expect(checkDiscountCode(unlimited, { ...fresh, usedByCustomer: 40 })).toBeUndefined();
  });

  it('everyone together reaching the total limit makes it INVALID (the §5 usage cap)', () => {
    const hundred = { ...moneyCode, usageLimit: 100, usageLimitPerUser: null };
    expect(checkDiscountCode(hundred, { ...fresh, totalUsed: 99 })).toBeUndefined();
    expect(checkDiscountCode(hundred, { ...fresh, totalUsed: 100 })).toBe('DISCOUNT_CODE_INVALID');
  });
});
