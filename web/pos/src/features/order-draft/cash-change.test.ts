import { describe, expect, it } from 'vitest';
import { cashChange } from './cash-change.ts';

describe('change due for a cash order', () => {
  it('says nothing until the cashier types what was handed over', () => {
    expect(cashChange(2_750_000, undefined)).toEqual({ kind: 'none' });
  });

  it('gives back the difference; exact money gives back nothing', () => {
    expect(cashChange(2_750_000, 3_000_000)).toEqual({ kind: 'change', amount: 250_000 });
    expect(cashChange(2_750_000, 2_750_000)).toEqual({ kind: 'change', amount: 0 });
  });

  it('too little is short by the rest', () => {
    expect(cashChange(2_750_000, 2_000_000)).toEqual({ kind: 'short', amount: 750_000 });
  });
});
