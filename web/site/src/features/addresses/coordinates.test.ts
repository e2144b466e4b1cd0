import { describe, expect, it } from 'vitest';
import { parseCoordinate } from './coordinates.ts';

describe('typed coordinates', () => {
  it('reads Persian and Latin digits, with either decimal mark', () => {
    expect(parseCoordinate('۳۵٫۷۳۶۶', 90)).toBe(35.7366);
    expect(parseCoordinate(' 51.4155 ', 180)).toBe(51.4155);
  });

  it('refuses what is not a coordinate within its bound', () => {
    expect(parseCoordinate('', 90)).toBeUndefined();
    expect(parseCoordinate('abc', 90)).toBeUndefined();
    expect(parseCoordinate('95', 90)).toBeUndefined();
    expect(parseCoordinate('1.2.3', 90)).toBeUndefined();
  });
});
