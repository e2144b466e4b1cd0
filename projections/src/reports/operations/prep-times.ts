// Preparation times as an aggregate: how many, their sum, and how many took each whole minute
// (a histogram), so days add up and a range's average and 90th percentile come out of a few
// rows instead of every order.

export interface PrepTimes {
  readonly count: number;
  readonly seconds: number;
  /** Orders by whole minutes taken ('7': 7 to 8 minutes); MAX_MINUTE holds that long and more. */
  readonly minutes: Readonly<Record<string, number>>;
}

export const MAX_MINUTE = 120;

export const noTimes: PrepTimes = { count: 0, seconds: 0, minutes: {} };

export function oneTime(seconds: number): PrepTimes {
  const minute = Math.min(Math.floor(seconds / 60), MAX_MINUTE);
  return { count: 1, seconds, minutes: { [minute]: 1 } };
}

/** a + sign × b; minutes that come to nothing leave. */
export function addTimes(a: PrepTimes, b: PrepTimes, sign: 1 | -1 = 1): PrepTimes {
  const out = { ...a, minutes: { ...a.minutes } };
  addTimesInto(out, b, sign);
  return { count: out.count, seconds: out.seconds, minutes: out.minutes };
}

/** A copy of the times whose minutes addTimesInto may change in place. */
export const copyTimes = (t: PrepTimes): PrepTimes => ({
  count: t.count,
  seconds: t.seconds,
  minutes: { ...t.minutes },
});

/** addTimes into a copy of copyTimes, in place. */
export function addTimesInto(draft: PrepTimes, b: PrepTimes, sign: 1 | -1): void {
  const a = draft as { count: number; seconds: number; minutes: Record<string, number> };
  for (const [minute, n] of Object.entries(b.minutes)) {
    const next = (a.minutes[minute] ?? 0) + sign * n;
    if (next === 0) delete a.minutes[minute];
    else a.minutes[minute] = next;
  }
  a.count += sign * b.count;
  a.seconds += sign * b.seconds;
}

/**
 * The minute by which `share` of the orders were ready: the upper edge of the histogram bucket
 * where the running count reaches the share (so 90% took less than this many minutes).
 */
export function percentileMinutes(times: PrepTimes, share: number): number {
  if (times.count <= 0) return 0;
  const needed = share * times.count;
  let seen = 0;
  const buckets = Object.entries(times.minutes)
    .map(([m, n]) => [Number(m), n] as const)
    .sort((x, y) => x[0] - y[0]);
  for (const [minute, n] of buckets) {
    seen += n;
    if (seen >= needed) return minute + 1;
  }
  return MAX_MINUTE + 1;
}

/** Average minutes, to one decimal. */
export const averageMinutes = (times: PrepTimes): number =>
  times.count <= 0 ? 0 : Math.round(times.seconds / times.count / 6) / 10;
