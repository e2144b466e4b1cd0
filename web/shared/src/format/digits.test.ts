import { describe, expect, it } from 'vitest';
import { normalizeDigits, parseWholeNumber, toPersianDigits } from './digits.ts';

describe('digits', () => {
  it('normalises Persian and Arabic-Indic digits to ASCII, keeping everything else', () => {
    expect(normalizeDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(normalizeDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(normalizeDigits('میز ۱۲ - A٣')).toBe('میز 12 - A3');
  });

  it('writes Latin digits in Persian', () => {
    expect(toPersianDigits(2058)).toBe('۲۰۵۸');
    expect(toPersianDigits('T-07')).toBe('T-۰۷');
  });

  it('parses whole numbers typed in any digits, with thousands separators', () => {
    expect(parseWholeNumber('۱۲')).toBe(12);
    expect(parseWholeNumber('١٥٠٬٠٠٠')).toBe(150_000);
    expect(parseWholeNumber('1,250')).toBe(1250);
    expect(parseWholeNumber(' ۷ ')).toBe(7);
  });

  it('refuses what is not a whole non-negative number', () => {
    for (const text of ['', 'abc', '-3', '۱٫۵', '1.5', '99999999999999999999']) {
      expect(parseWholeNumber(text), text).toBeUndefined();
    }
  });
});
