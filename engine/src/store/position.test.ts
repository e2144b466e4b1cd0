import { describe, expect, it } from 'vitest';
import {
  comparePositions,
  decodePosition,
  encodePosition,
  isCanonicalPosition,
  parsePosition,
} from './position.ts';

describe('positions', () => {
  it('are ordered as numbers, whatever their padding', () => {
    expect(comparePositions(encodePosition(9), encodePosition(10))).toBeLessThan(0);
    expect(comparePositions('10', encodePosition(9))).toBeGreaterThan(0);
    expect(comparePositions(encodePosition(7), '7')).toBe(0);
    expect(comparePositions(encodePosition(2, 1), encodePosition(1, 5))).toBeGreaterThan(0);
    expect(comparePositions(encodePosition(1, 1), encodePosition(1, 5))).toBeLessThan(0);
  });

  it('start the log with "", before every position', () => {
    expect(comparePositions('', encodePosition(0))).toBeLessThan(0);
    expect(comparePositions(encodePosition(3, 4), '')).toBeGreaterThan(0);
    expect(comparePositions('', '')).toBe(0);
  });

  it('cannot be ordered when one is not a position or they have another shape', () => {
    for (const [a, b] of [
      ['garbage', encodePosition(1)],
      [encodePosition(1), 'garbage'],
      ['garbage', 'garbage'],
      ['-1', '1'],
      [encodePosition(1), encodePosition(1, 1)],
      ['1'.repeat(21), '1'],
    ] as const) {
      expect(comparePositions(a, b)).toBeUndefined();
    }
  });

  it('are canonical only as the stores write them', () => {
    expect(isCanonicalPosition(encodePosition(5))).toBe(true);
    expect(isCanonicalPosition(encodePosition(5, 6))).toBe(true);
    for (const text of ['', '5', 'garbage', `${encodePosition(5)}:`, ` ${encodePosition(5)}`]) {
      expect(isCanonicalPosition(text)).toBe(false);
    }
  });

  it('decode to their parts, or refuse another shape', () => {
    expect(parsePosition(encodePosition(3, 4))).toEqual([3n, 4n]);
    expect(decodePosition(encodePosition(3, 4), 2)).toEqual([3n, 4n]);
    expect(() => decodePosition(encodePosition(3), 2)).toThrow(TypeError);
    expect(() => decodePosition('', 1)).toThrow(TypeError);
  });
});
