// Two JSON values are the same whatever the order of their keys: a row read back from PostgreSQL
// (jsonb orders keys its own way) must compare as it did before it was stored, or a rebuild and
// the live run would decide differently.
const canonical = (value: unknown): unknown =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(
        Object.keys(value)
          .sort()
          .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
      )
    : Array.isArray(value)
      ? value.map(canonical)
      : value;

export const sameValue = (a: unknown, b: unknown): boolean =>
  JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
