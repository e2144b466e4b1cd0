import { describe, expect, it } from 'vitest';
import { TokenBucket } from './token-bucket.ts';

describe('token bucket', () => {
  it('allows a burst, then refills at its rate up to its capacity', () => {
    let now = 0;
    const bucket = new TokenBucket({ capacity: 3, perSecond: 2 }, () => now);
    expect([1, 2, 3, 4].map(() => bucket.take())).toEqual([true, true, true, false]);
    now += 500; // one token back
    expect([bucket.take(), bucket.take()]).toEqual([true, false]);
    now += 60_000; // refilled to the capacity, not beyond
    expect([1, 2, 3, 4].map(() => bucket.take())).toEqual([true, true, true, false]);
  });
});
