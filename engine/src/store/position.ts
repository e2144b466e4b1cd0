// Positions are strings so every adapter can encode its own log coordinates; fixed-width
// zero padding makes plain string comparison agree with numeric order.
import type { Position } from './event-store.port.ts';

const WIDTH = 20; // 2^64 - 1 has 20 digits

export const padNumber = (n: number | bigint | string): string => String(n).padStart(WIDTH, '0');

/** A position made of one or more unsigned integers, e.g. `txid:seq` or `commit:prepare`. */
export const encodePosition = (...parts: readonly (number | bigint | string)[]): Position =>
  parts.map(padNumber).join(':');

export const decodePosition = (position: Position, parts: number): bigint[] => {
  const pieces = position.split(':');
  if (pieces.length !== parts || pieces.some((p) => !/^\d{1,20}$/.test(p))) {
    throw new TypeError(`not a position of this event store: ${position}`);
  }
  return pieces.map((p) => BigInt(p));
};
