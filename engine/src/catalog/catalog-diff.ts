// What an edit really changes: the fields it names whose value differs from the current one. A
// `null` asks to remove an optional field (image, description) and counts only if one is set.
// Id lists are kept without repeats, sell channels in their canonical order, so the same choice
// in another order is no change.
import { OrderSource } from '../shared/enums.ts';

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Only the keys of `wanted` that are present and differ from `current`. */
export function changedFields<T extends object, K extends keyof T & string>(
  current: T,
  wanted: { readonly [P in K]?: T[P] | null },
  keys: readonly K[],
): { [P in K]?: T[P] | null } {
  const out: { [P in K]?: T[P] | null } = {};
  for (const key of keys) {
    const value = wanted[key];
    if (value === undefined) continue;
    if (!same(current[key], value)) out[key] = value;
  }
  return out;
}

export const hasChanges = (changes: object): boolean => Object.keys(changes).length > 0;

/** Each id once, first mention first. */
export const uniqueIds = (ids: readonly string[]): string[] => [...new Set(ids)];

/** Each channel once, in the order the spec lists them. */
export const canonicalChannels = (channels: readonly OrderSource[]): OrderSource[] =>
  OrderSource.options.filter((c) => channels.includes(c));
