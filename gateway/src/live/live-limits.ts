// What one live connection may do before the gateway closes it. Sized from real screens: a
// kitchen display follows one or two topics, the busiest back-office page about ten (order list,
// menu, a few record kinds, trackers), and a reconnect resubscribes all of them at once. A
// client beyond these is broken or hostile: one resubscribing 300 times a second to a large board
// once took hundreds of MiB of snapshots and stalled order submission.
import type { BucketSize } from './token-bucket.ts';

export interface LiveLimits {
  /** Subscribes: a reconnect's burst of every topic, then a page change now and then. */
  readonly subscribes: BucketSize;
  /** Frames the gateway cannot read: the web client sends none, so a few are already a bug. */
  readonly badFrames: BucketSize;
}

export const defaultLiveLimits: LiveLimits = {
  subscribes: { capacity: 50, perSecond: 2 },
  badFrames: { capacity: 10, perSecond: 0.1 },
};

/**
 * How long a closed client has to read its close frame before its socket is cut. One that does
 * not read never answers the close, and cutting at once loses the code (it would see 1006).
 */
export const closeGraceMs = (heartbeatMs: number): number => Math.min(heartbeatMs, 5_000);
