// Two JSON values are the same whatever the order of their keys: a row read back from PostgreSQL
// (jsonb orders keys its own way) must compare as it did before it was stored, or a rebuild and
// the live run would decide differently. Compared in place: a rebuild asks this for every event,
// and serialising both sides was a tenth of its time.
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((item, i) => sameValue(item, other[i]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  // JSON drops undefined members, so a key holding undefined counts as absent.
  const keys = (o: Record<string, unknown>) => Object.keys(o).filter((k) => o[k] !== undefined);
  const leftKeys = keys(left);
  if (leftKeys.length !== keys(right).length) return false;
  return leftKeys.every((k) => Object.hasOwn(right, k) && sameValue(left[k], right[k]));
}
