// A seeded random source (mulberry32), so the same seed generates the same history: a bench run
// can be compared with the last one, and a failing smoke test replays exactly.
export interface Random {
  /** In [0, 1). */
  next(): number;
  /** A whole number in [min, max]. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** One of the keys, with probabilities in proportion to the weights. */
  weighted<K extends string>(weights: Readonly<Partial<Record<K, number>>>): K;
  /** 32 random bits as 8 hex digits (ids). */
  hex8(): string;
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    weighted(weights) {
      const entries = Object.entries(weights) as [keyof typeof weights, number | undefined][];
      let left = next() * entries.reduce((sum, [, w]) => sum + (w ?? 0), 0);
      for (const [key, weight] of entries) if ((left -= weight ?? 0) < 0) return key;
      return entries.at(-1)![0];
    },
    hex8: () =>
      Math.floor(next() * 4_294_967_296)
        .toString(16)
        .padStart(8, '0'),
  };
  return random;
}
