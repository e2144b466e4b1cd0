// Totals by group (a table, a staff member, a product, a zone): each group's numbers, and the
// words that name it (a title) as last seen. Day rows add these up; so do report ranges.

/** One group's numbers and names. */
export type Entry = Readonly<Record<string, number | string | undefined>>;

/** Groups by their key. */
export type Entries<E extends Entry> = Readonly<Record<string, E>>;

const isZero = (entry: Entry) =>
  Object.values(entry).every((v) => typeof v !== 'number' || v === 0);

/**
 * a + sign × b, group by group: numbers add; words come from b when it adds (the name it has
 * now), else stay. A group whose numbers all come to zero leaves.
 */
export function addEntries<E extends Entry>(
  a: Entries<E>,
  b: Entries<E>,
  sign: 1 | -1 = 1,
): Entries<E> {
  const out: Record<string, E> = { ...a };
  addEntriesInto(out, b, sign);
  return out;
}

/** addEntries into `out` itself (a copy the caller owns). */
export function addEntriesInto<E extends Entry>(
  out: Record<string, E>,
  b: Entries<E>,
  sign: 1 | -1,
): void {
  for (const [key, entry] of Object.entries(b)) {
    const next: Record<string, number | string | undefined> = { ...out[key] };
    for (const [field, value] of Object.entries(entry)) {
      if (typeof value === 'number') next[field] = ((next[field] as number) ?? 0) + sign * value;
      else if (sign === 1 || next[field] === undefined) next[field] = value;
    }
    if (isZero(next)) delete out[key];
    else out[key] = next as E;
  }
}

/** One group of totals, or none (an order that adds nothing). */
export const oneEntry = <E extends Entry>(key: string | undefined, entry: E): Entries<E> =>
  key === undefined ? {} : { [key]: entry };
