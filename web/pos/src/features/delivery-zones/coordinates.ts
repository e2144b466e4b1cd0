// Latitude and longitude as a manager types and reads them: any digits (Persian, Arabic-Indic,
// Latin), '.' or the Persian decimal separator '٫'; shown with Persian digits, 5 decimals
// (about a metre).
import { normalizeDigits, toPersianDigits } from '@sofre/web-shared';

/** '۳۵٫۶۸۹۲' → 35.6892; undefined when it is not a number in [min, max]. */
export function parseCoordinate(text: string, min: number, max: number): number | undefined {
  const plain = normalizeDigits(text).replace(/[٫/]/g, '.').replace(/\s/g, '');
  if (!/^-?\d+(\.\d+)?$/.test(plain)) return undefined;
  const value = Number(plain);
  return value >= min && value <= max ? value : undefined;
}

export const parseLatitude = (text: string) => parseCoordinate(text, -90, 90);
export const parseLongitude = (text: string) => parseCoordinate(text, -180, 180);

/** What was typed, shown in Persian digits with the Persian decimal mark: '35.7' → '۳۵٫۷'. */
export const asTypedCoordinate = (text: string): string =>
  toPersianDigits(normalizeDigits(text)).replace('.', '٫');

/** 35.689234 → '۳۵٫۶۸۹۲۳' */
export const formatCoordinate = (value: number): string =>
  toPersianDigits(value.toFixed(5)).replace('.', '٫');

/** Rounds a clicked position to 6 decimals (about 10 cm): what is stored and sent. */
export const roundCoordinate = (value: number): number => Math.round(value * 1e6) / 1e6;
