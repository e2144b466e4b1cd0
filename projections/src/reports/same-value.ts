// Two JSON values are the same whatever the order of their keys: a row read back from PostgreSQL
// (jsonb orders keys its own way) must compare as it did before it was stored, or a rebuild and
// the live run would decide differently. Compared in place, without lists of keys: a rebuild asks
// this for every event (serialising both sides was a tenth of its time; listing their keys made
// a rebuild's garbage).
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    if (a.length !== other.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameValue(a[i], other[i])) return false;
    return true;
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  // JSON drops undefined members, so a key holding undefined counts as absent.
  let members = 0;
  for (const key of Object.keys(left)) {
    const value = left[key];
    if (value === undefined) continue;
    if (!Object.hasOwn(right, key) || !sameValue(value, right[key])) return false;
    members++;
  }
  return members === definedMembers(right);
}

function definedMembers(o: Record<string, unknown>): number {
  let members = 0;
  for (const key of Object.keys(o)) if (o[key] !== undefined) members++;
  return members;
}
