import { describe, expect, it } from 'vitest';
import { sameValue } from './same-value.ts';

describe('sameValue', () => {
  it('ignores the order of keys, as a row read back from jsonb has them', () => {
    const stored = { 'ITEM:b': { count: 1, amount: 2 }, 'ITEM:a': { amount: 3, count: 4 } };
    const fresh = { 'ITEM:a': { count: 4, amount: 3 }, 'ITEM:b': { count: 1, amount: 2 } };
    expect(sameValue(stored, fresh)).toBe(true);
    expect(sameValue(stored, { ...fresh, 'ITEM:a': { count: 5, amount: 3 } })).toBe(false);
    expect(sameValue({}, undefined)).toBe(false);
  });

  it('compares arrays in order, treats an undefined member as absent, and tells arrays from objects', () => {
    expect(sameValue([1, { a: 1, b: 2 }], [1, { b: 2, a: 1 }])).toBe(true);
    expect(sameValue([1, 2], [2, 1])).toBe(false);
    expect(sameValue({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameValue({ a: 1, b: undefined }, { a: 1, c: 2 })).toBe(false);
    expect(sameValue([], {})).toBe(false);
    expect(sameValue({ a: null }, { a: 0 })).toBe(false);
  });
});
