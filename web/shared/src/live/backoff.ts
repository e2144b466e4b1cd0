// Reconnect delays: exponential, capped, with "equal jitter" (half fixed, half random) so a
// restarted gateway is not hit by every screen of the restaurant at the same instant.
export interface BackoffOptions {
  readonly baseMs: number;
  readonly maxMs: number;
}

export const defaultBackoff: BackoffOptions = { baseMs: 500, maxMs: 15_000 };

/** The wait before reconnect attempt `attempt` (0 = first retry), in [cap/2, cap]. */
export function backoffDelay(
  attempt: number,
  options: BackoffOptions = defaultBackoff,
  random: () => number = Math.random,
): number {
  const cap = Math.min(options.maxMs, options.baseMs * 2 ** Math.min(attempt, 30));
  return Math.round(cap / 2 + (random() * cap) / 2);
}
