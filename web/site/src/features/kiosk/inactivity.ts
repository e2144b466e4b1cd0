// When a kiosk left alone goes back to its start screen: after a minute without a touch it asks
// «هنوز اینجا هستید؟» and counts down; a touch keeps the order, silence resets it. Pure: the
// time of the last touch and the clock come in, the phase and when to look again come out.
export interface InactivityPolicy {
  /** Without a touch this long, the question is asked. */
  readonly idleMs: number;
  /** How long the question waits before the kiosk resets. */
  readonly confirmMs: number;
}

export const kioskInactivity: InactivityPolicy = { idleMs: 60_000, confirmMs: 15_000 };

export type InactivityPhase =
  | { readonly kind: 'active' }
  | { readonly kind: 'confirming'; readonly secondsLeft: number }
  | { readonly kind: 'expired' };

export function inactivityPhase(
  lastTouchAt: number,
  now: number,
  policy: InactivityPolicy = kioskInactivity,
): InactivityPhase {
  const idle = now - lastTouchAt;
  if (idle < policy.idleMs) return { kind: 'active' };
  const left = policy.idleMs + policy.confirmMs - idle;
  if (left <= 0) return { kind: 'expired' };
  return { kind: 'confirming', secondsLeft: Math.ceil(left / 1000) };
}

/**
 * Milliseconds until the phase (or the countdown's second) next changes: the one timer the screen
 * keeps. At least 1 ms, so a timer is never set for the past.
 */
export function nextCheckIn(
  lastTouchAt: number,
  now: number,
  policy: InactivityPolicy = kioskInactivity,
): number {
  const idle = now - lastTouchAt;
  if (idle < policy.idleMs) return Math.max(1, policy.idleMs - idle);
  const left = policy.idleMs + policy.confirmMs - idle;
  const toNextSecond = left % 1000 || 1000;
  return Math.max(1, Math.min(left, toNextSecond));
}
