// Iranian account numbers as people type them: the IBAN (called Sheba in Iran: 'IR' and 24
// digits, ISO 13616 with the mod-97 check of ISO 7064) and the 16-digit bank card number (Luhn
// check). Both arrive with Persian digits, spaces or dashes; they are stored plain.
import { normalizeDigits } from '../shared/digits.ts';

/** '۰۶ ۰۱۷-…', 'ir06…' or the 24 digits alone → 'IR06017…' (still unchecked). */
export const normalizeSheba = (input: string): string => {
  const plain = normalizeDigits(input)
    .replace(/[\s\-\u200c]/g, '')
    .toUpperCase();
  return /^\d{24}$/.test(plain) ? `IR${plain}` : plain;
};

/** ISO 7064 MOD 97-10 over an IBAN: letters become 10–35, the first four characters go last. */
export function ibanRemainder(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const value = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

/** An Iranian IBAN: 'IR', two check digits, 22 more digits, and the mod-97 remainder is 1. */
export const isValidSheba = (sheba: string): boolean =>
  /^IR\d{24}$/.test(sheba) && ibanRemainder(sheba) === 1;

/** The bank code of a Sheba, the three digits after the check digits: '012' for Mellat. */
export const shebaBankCode = (sheba: string): string => sheba.slice(4, 7);

/** '۶۰۳۷-۹۹۱۲ ...' → '60379912…' (still unchecked). */
export const normalizeCardNumber = (input: string): string =>
  normalizeDigits(input).replace(/[\s\-\u200c]/g, '');

/** 16 digits whose Luhn sum is a multiple of 10 (every Iranian Shetab card). */
export function isValidCardNumber(card: string): boolean {
  if (!/^\d{16}$/.test(card)) return false;
  let sum = 0;
  for (let i = 0; i < card.length; i++) {
    let digit = Number(card[card.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}
