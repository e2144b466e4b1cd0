// A token bucket: a burst of `capacity` at once, then `perSecond` on average. Time comes in so
// tests need not wait.
export interface BucketSize {
  readonly capacity: number;
  readonly perSecond: number;
}

export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(
    private readonly size: BucketSize,
    private readonly now: () => number = Date.now,
  ) {
    this.tokens = size.capacity;
    this.last = now();
  }

  /** Takes one token; false when the bucket is empty. */
  take(): boolean {
    const now = this.now();
    const refill = ((now - this.last) / 1000) * this.size.perSecond;
    this.tokens = Math.min(this.size.capacity, this.tokens + refill);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
