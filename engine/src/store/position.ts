// Positions are strings so every adapter can encode its own log coordinates: one or more unsigned
// integers (`seq`, `txid:seq`, `commit:prepare`), each zero-padded to a fixed width. Anything a
// client sends back must be parsed and compared as such, never as a plain string: `5`, `garbage`
// or a position from another log would otherwise sort anywhere.
import type { Position } from './event-store.port.ts';

const WIDTH = 20; // 2^64 - 1 has 20 digits
const PART = /^\d{1,20}$/;
/** A position exactly as the stores write it. */
const CANONICAL = /^\d{20}(?::\d{20})*$/;

export const padNumber = (n: number | bigint | string): string => String(n).padStart(WIDTH, '0');

/** A position made of one or more unsigned integers, e.g. `txid:seq` or `commit:prepare`. */
export const encodePosition = (...parts: readonly (number | bigint | string)[]): Position =>
  parts.map(padNumber).join(':');

export const decodePosition = (position: Position, parts: number): bigint[] => {
  const pieces = parsePosition(position);
  if (pieces?.length !== parts) {
    throw new TypeError(`not a position of this event store: ${position}`);
  }
  return pieces;
};

/** Whether `text` is spelled as the stores write positions (so one the gateway handed out). */
export const isCanonicalPosition = (text: string): boolean => CANONICAL.test(text);

/** The integers of a position ('' is the start of the log: none); undefined if it is not one. */
export function parsePosition(text: string): bigint[] | undefined {
  if (text === '') return [];
  const parts = text.split(':');
  return parts.every((p) => PART.test(p)) ? parts.map((p) => BigInt(p)) : undefined;
}

/**
 * Log order of two positions: negative, zero or positive. The start ('') comes before every
 * position. Undefined when either is not a position, or they come from stores of another shape
 * (one part against two): such positions cannot be ordered at all.
 */
export function comparePositions(a: string, b: string): number | undefined {
  if (a === b) return parsePosition(a) ? 0 : undefined;
  const x = parsePosition(a);
  const y = parsePosition(b);
  if (!x || !y) return undefined;
  if (x.length === 0 || y.length === 0) return x.length - y.length;
  if (x.length !== y.length) return undefined;
  for (let i = 0; i < x.length; i++) {
    if (x[i] !== y[i]) return x[i]! < y[i]! ? -1 : 1;
  }
  return 0;
}
