// Which rows a replay from zero has written to its store, as a Bloom filter: the rows of a replay
// from zero are in the store only if the replay wrote them, so a row it never wrote need not be
// looked for (nine lookups in ten found nothing: every new order's rows). "No" is certain; "maybe"
// (a row written, or now and then one that was not) asks the store. A set of the keys themselves
// would take about 100 bytes a row (7.5 million report rows for 500,000 orders); this takes under
// two. It grows in parts, each twice the one before, so a small replay stays small.
const BITS_PER_KEY = 12;
const PROBES = 8; // about 0.3 % of "maybe"s per part are rows never written
const FIRST_PART_KEYS = 1 << 12;

interface Part {
  readonly bits: Uint32Array;
  readonly mask: number;
  readonly capacity: number;
  size: number;
}

const partOf = (capacity: number): Part => {
  const bitCount = 2 ** Math.ceil(Math.log2(capacity * BITS_PER_KEY));
  return { bits: new Uint32Array(bitCount / 32), mask: bitCount - 1, capacity, size: 0 };
};

/** Two 32-bit FNV-1a hashes of the projection and the id, in one pass over their characters. */
function hashes(projection: string, id: string): [number, number] {
  let a = 0x811c9dc5;
  let b = 0x01000193;
  for (const text of [projection, '\u0000', id])
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      a = Math.imul(a ^ c, 0x01000193);
      b = Math.imul(b ^ c, 0x5bd1e995);
    }
  // Odd, so the probes of double hashing never repeat within a part.
  return [a >>> 0, (b ^ (b >>> 15)) | 1];
}

export interface WrittenKeys {
  add(projection: string, id: string): void;
  /** false: never added. true: added, or (rarely) not. */
  mayHave(projection: string, id: string): boolean;
}

export function writtenKeysFilter(firstPartKeys = FIRST_PART_KEYS): WrittenKeys {
  const parts: Part[] = [partOf(firstPartKeys)];
  const probe = (part: Part, [a, b]: [number, number], set: boolean): boolean => {
    for (let i = 0; i < PROBES; i++) {
      const bit = (a + Math.imul(i, b)) & part.mask;
      const word = bit >>> 5;
      const flag = 1 << (bit & 31);
      if (set) part.bits[word]! |= flag;
      else if ((part.bits[word]! & flag) === 0) return false;
    }
    return true;
  };
  return {
    add(projection, id) {
      let part = parts.at(-1)!;
      if (part.size >= part.capacity) parts.push((part = partOf(part.capacity * 2)));
      probe(part, hashes(projection, id), true);
      part.size++;
    },
    mayHave(projection, id) {
      const hashed = hashes(projection, id);
      return parts.some((part) => probe(part, hashed, false));
    },
  };
}
