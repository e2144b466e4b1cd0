// Sheba (Iranian IBAN) and card numbers: the check digits catch a mistyped digit or two swapped
// ones, Persian digits and spaces are accepted, and the bank inside a Sheba is read.
import { describe, expect, it } from 'vitest';
import { MELLAT_CARD, MELLAT_SHEBA, shebaOf } from './banking.test-fixtures.ts';
import {
  isValidCardNumber,
  isValidSheba,
  normalizeCardNumber,
  normalizeSheba,
  shebaBankCode,
} from './sheba.ts';

const toPersian = (s: string) => s.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);

describe('Sheba', () => {
  it('accepts published examples and ones made with the check digits', () => {
    expect(isValidSheba('IR580540105180021273113007')).toBe(true);
    expect(isValidSheba('IR062960000000100324200001')).toBe(true);
    expect(isValidSheba(MELLAT_SHEBA)).toBe(true);
    expect(shebaBankCode('IR580540105180021273113007')).toBe('054');
    expect(shebaBankCode(MELLAT_SHEBA)).toBe('012');
  });

  it('refuses a changed digit, swapped digits, a wrong length and another country', () => {
    const good = 'IR580540105180021273113007';
    expect(isValidSheba(good.replace(/7$/, '8'))).toBe(false);
    expect(isValidSheba('IR580540105180021273113070')).toBe(false);
    expect(isValidSheba(good.slice(0, -1))).toBe(false);
    expect(isValidSheba('GB82WEST12345698765432')).toBe(false);
  });

  it('reads Persian digits, spaces, dashes, lower case and the 24 digits alone', () => {
    const typed = `ir${toPersian(MELLAT_SHEBA.slice(2, 10))} ${MELLAT_SHEBA.slice(10, 18)}-${MELLAT_SHEBA.slice(18)}`;
    expect(normalizeSheba(typed)).toBe(MELLAT_SHEBA);
    expect(normalizeSheba(MELLAT_SHEBA.slice(2))).toBe(MELLAT_SHEBA);
  });

  it('every bank code gets a valid Sheba from the fixture', () => {
    for (const code of ['012', '017', '018', '054', '056', '057'])
      expect(isValidSheba(shebaOf(code))).toBe(true);
  });
});

describe('card numbers', () => {
  it('checks the Luhn digit of 16 digits', () => {
    expect(isValidCardNumber(MELLAT_CARD)).toBe(true);
    const wrongLast = MELLAT_CARD.slice(0, 15) + String((Number(MELLAT_CARD[15]) + 1) % 10);
    expect(isValidCardNumber(wrongLast)).toBe(false);
    expect(isValidCardNumber(MELLAT_CARD.slice(1))).toBe(false);
  });

  it('reads Persian digits with spaces and dashes', () => {
    const typed = `${toPersian(MELLAT_CARD.slice(0, 4))}-${MELLAT_CARD.slice(4, 8)} ${MELLAT_CARD.slice(8)}`;
    expect(normalizeCardNumber(typed)).toBe(MELLAT_CARD);
  });
});
