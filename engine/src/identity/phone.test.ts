import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../shared/domain-error.ts';
import { normalizePhone, parsePhone, PhoneInput } from './phone.ts';

const toPersian = (s: string) => s.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);
const toArabic = (s: string) => s.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!);

describe('normalizePhone', () => {
  it.each([
    '09123456789',
    '9123456789',
    '+989123456789',
    '00989123456789',
    '989123456789',
    '+98 912 345 6789',
    '0912-345-6789',
    '+98 0912 345 6789',
    '(0912) 345.6789',
    '۰۹۱۲۳۴۵۶۷۸۹',
    '٠٩١٢٣٤٥٦٧٨٩',
    '+۹۸ ۹۱۲ ۳۴۵ ۶۷۸۹',
    '\u200e0912\u00a0345\u200c6789',
  ])('%s → 09123456789', (input) => {
    expect(normalizePhone(input)).toBe('09123456789');
  });

  it.each([
    '',
    '0912345678', // ten digits
    '091234567890', // twelve
    '02188776655', // a Tehran landline
    '+19123456789', // another country
    '+0989123456789',
    '0912345678a',
    '08123456789',
    '++989123456789',
  ])('refuses %j', (input) => {
    expect(normalizePhone(input)).toBeUndefined();
  });

  it('any mobile, written in any digits and prefix, comes back the same', () => {
    const national = fc.stringMatching(/^9\d{9}$/);
    const prefix = fc.constantFrom('', '0', '+98', '0098', '98', '+98 0', '0098-');
    const digits = fc.constantFrom((s: string) => s, toPersian, toArabic);
    fc.assert(
      fc.property(national, prefix, digits, (n, p, write) => {
        expect(normalizePhone(write(`${p}${n}`))).toBe(`0${n}`);
      }),
    );
  });
});

describe('parsePhone and PhoneInput', () => {
  it('refuses with INVALID_PHONE_NUMBER and a field error', () => {
    let error: unknown;
    try {
      parsePhone('123', 'phone');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({
      code: 'INVALID_PHONE_NUMBER',
      errors: [{ field: 'phone', code: 'INVALID_PHONE_NUMBER' }],
    });
  });

  it('the schema normalises on the way in', () => {
    expect(PhoneInput.parse('۰۹۱۲ ۳۴۵ ۶۷۸۹')).toBe('09123456789');
    expect(PhoneInput.safeParse('12345').success).toBe(false);
  });
});
