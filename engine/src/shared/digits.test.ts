import { describe, expect, it } from 'vitest';
import { normalizeDigits } from './digits.ts';

describe('normalizeDigits', () => {
  it('turns Persian and Arabic-Indic digits into ASCII', () => {
    expect(normalizeDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(normalizeDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
  });

  it('keeps everything else, including mixed input', () => {
    expect(normalizeDigits('کد: ۱2٣ - abc')).toBe('کد: 123 - abc');
  });
});
