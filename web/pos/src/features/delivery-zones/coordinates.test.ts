// Coordinates typed in any digits and either decimal mark, and shown in Persian digits.
import { describe, expect, it } from 'vitest';
import {
  asTypedCoordinate,
  formatCoordinate,
  parseLatitude,
  parseLongitude,
  roundCoordinate,
} from './coordinates.ts';

describe('coordinates', () => {
  it('reads Persian, Arabic-Indic and Latin digits with ٫ / or . as the decimal mark', () => {
    expect(parseLatitude('۳۵٫۶۸۹۲')).toBe(35.6892);
    expect(parseLatitude('٣٥/٦٨')).toBe(35.68);
    expect(parseLongitude(' 51.389 ')).toBe(51.389);
    expect(parseLongitude('-0.5')).toBe(-0.5);
  });

  it('refuses text that is not a number, and numbers out of range', () => {
    expect(parseLatitude('')).toBeUndefined();
    expect(parseLatitude('۳۵٫۶٫۸')).toBeUndefined();
    expect(parseLatitude('abc')).toBeUndefined();
    expect(parseLatitude('91')).toBeUndefined();
    expect(parseLongitude('180.5')).toBeUndefined();
  });

  it('shows five decimals in Persian digits, and rounds clicks to six', () => {
    expect(formatCoordinate(35.689234)).toBe('۳۵٫۶۸۹۲۳');
    expect(roundCoordinate(51.38912345678)).toBe(51.389123);
    expect(asTypedCoordinate('35.7')).toBe('۳۵٫۷');
    expect(parseLatitude(asTypedCoordinate('35.7'))).toBe(35.7);
  });
});
