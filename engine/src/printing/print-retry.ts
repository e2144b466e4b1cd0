// How long a failed print waits before the next attempt: 1 s, 2 s, 4 s … doubling up to a minute,
// so a printer that comes back prints within a minute, and a dead one is asked about once a minute.
export interface RetryPolicy {
  readonly baseMs: number;
  readonly capMs: number;
}

export const PRINT_RETRY: RetryPolicy = { baseMs: 1_000, capMs: 60_000 };

/** The wait after the `attempt`-th failure (1-based). */
export const printRetryDelayMs = (attempt: number, policy: RetryPolicy = PRINT_RETRY): number =>
  Math.min(policy.capMs, policy.baseMs * 2 ** Math.max(0, Math.min(attempt - 1, 30)));
