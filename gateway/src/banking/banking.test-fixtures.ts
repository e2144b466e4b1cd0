// Valid account numbers for the gateway's tests, made with the engine's own checks: a Sheba's
// check digits from its mod-97 remainder, a card's last digit by trying the ten.
import { ibanRemainder, isValidCardNumber } from '@sofre/engine/banking';

export function shebaOf(bankCode: string, account = '0000000123456789012'): string {
  const bban = `${bankCode}${account}`;
  return `IR${String(98 - ibanRemainder(`IR00${bban}`)).padStart(2, '0')}${bban}`;
}

export const cardOf = (first15: string): string =>
  [...'0123456789'].map((d) => `${first15}${d}`).find(isValidCardNumber)!;

export const MELLAT_SHEBA = shebaOf('012');
export const SAMAN_SHEBA = shebaOf('056');
export const MELLI_SHEBA = shebaOf('017');
export const MELLAT_CARD = cardOf('610433123456789');
/** Sixteen digits whose Luhn check fails. */
export const BAD_CARD = `${MELLAT_CARD.slice(0, 15)}${(Number(MELLAT_CARD[15]) + 1) % 10}`;
