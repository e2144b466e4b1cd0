import { describe, expect, it } from 'vitest';
import { backoffDelay } from './backoff.ts';

const options = { baseMs: 500, maxMs: 15_000 };

describe('reconnect backoff', () => {
  it('doubles each attempt up to the cap', () => {
    const top = (attempt: number) => backoffDelay(attempt, options, () => 1);
    expect([0, 1, 2, 3, 4, 5, 6, 50].map(top)).toEqual([
      500, 1000, 2000, 4000, 8000, 15_000, 15_000, 15_000,
    ]);
  });

  it('jitters between half the step and the whole step', () => {
    expect(backoffDelay(3, options, () => 0)).toBe(2000);
    expect(backoffDelay(3, options, () => 0.5)).toBe(3000);
    for (let i = 0; i < 100; i++) {
      const delay = backoffDelay(4, options);
      expect(delay).toBeGreaterThanOrEqual(4000);
      expect(delay).toBeLessThanOrEqual(8000);
    }
  });
});
