// Valid Iranian account numbers for tests, made the way banks make them: a Sheba's two check
// digits from ISO 7064 MOD 97-10, a card's last digit from Luhn.
import { ibanRemainder } from './sheba.ts';

/** 'IR' + check digits + bank code + 19 account digits. */
export function shebaOf(bankCode: string, account = '0000000123456789012'): string {
  const bban = `${bankCode}${account}`;
  const check = 98 - ibanRemainder(`IR00${bban}`);
  return `IR${String(check).padStart(2, '0')}${bban}`;
}

/** 15 digits and the Luhn digit that completes them. */
export function cardOf(first15: string): string {
  for (let last = 0; last <= 9; last++) {
    const card = `${first15}${last}`;
    let sum = 0;
    for (let i = 0; i < 16; i++) {
      let d = Number(card[15 - i]);
      if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
      sum += d;
    }
    if (sum % 10 === 0) return card;
  }
  throw new Error('unreachable');
}

export const MELLAT_SHEBA = shebaOf('012');
export const MELLI_SHEBA = shebaOf('017');
/** A Mellat card number (BIN 610433) with a good Luhn digit. */
export const MELLAT_CARD = cardOf('610433123456789');
