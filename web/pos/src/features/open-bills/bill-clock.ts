// The clock the open bills are timed by. The tab stays mounted from the POS's first render, so a
// clock read then and ticking every half minute timed a bill opened since from a stale «now» (it
// said «همین حالا» well past its first minute). Instead «now» is read again whenever the bills
// change, and the next tick comes just when the first of the bills' durations turns a minute.
import { useEffect, useState } from 'react';

const MINUTE = 60_000;
/** Never sooner: a clock a few milliseconds off must not spin. */
const MIN_WAIT = 250;

/** How long until one of the bills (opened at `openedAts`) has been open a whole minute more. */
export function msToNextMinute(openedAts: readonly string[], now: Date): number {
  const waits = openedAts.map((at) => {
    const elapsed = now.getTime() - Date.parse(at);
    // A bill stamped a little ahead of this clock turns its first minute a minute after its stamp.
    return elapsed < 0 ? MINUTE - elapsed : MINUTE - (elapsed % MINUTE);
  });
  return Math.max(MIN_WAIT, Math.min(MINUTE, ...waits));
}

/** «Now» for timing the bills: fresh when they change, then at each of their minutes. */
export function useBillClock(openedAts: readonly string[]): Date {
  const key = openedAts.join();
  const [clock, setClock] = useState(() => ({ key, now: new Date() }));
  // Bills other than the ones last timed: time them from now, not from the last tick.
  if (clock.key !== key) setClock({ key, now: new Date() });
  useEffect(() => {
    const wait = msToNextMinute(key ? key.split(',') : [], clock.now);
    const timer = setTimeout(() => setClock({ key, now: new Date() }), wait);
    return () => clearTimeout(timer);
  }, [clock, key]);
  return clock.now;
}
