// The banks and payment companies of spec §3 "Bank names". They are the providers of the card
// readers on a restaurant's counter (Parsian's readers speak two protocols, a DLL and a JSON one,
// so Parsian appears twice) and the banks a vendor settles into.
import { z } from 'zod';

export const BankName = z.enum([
  'MELLAT',
  'MELLI',
  'TEJARAT',
  'SAMAN',
  'ASANPARDAKHT',
  'PARSIAN_DLL',
  'PARSIAN_JSON',
  'PASARGAD',
]);
export type BankName = z.infer<typeof BankName>;

/** What the back office shows for each (the bank's own Persian name). */
export const bankLabels: Record<BankName, string> = {
  MELLAT: 'بانک ملت',
  MELLI: 'بانک ملی',
  TEJARAT: 'بانک تجارت',
  SAMAN: 'بانک سامان',
  ASANPARDAKHT: 'آسان پرداخت',
  PARSIAN_DLL: 'بانک پارسیان (DLL)',
  PARSIAN_JSON: 'بانک پارسیان (JSON)',
  PASARGAD: 'بانک پاسارگاد',
};

/** Every name of the list sells card readers (PSPs and the banks behind them). */
export const cardReaderProviders: readonly BankName[] = BankName.options;

/**
 * The bank code inside an Iranian IBAN (Sheba): the three digits after 'IR' and the two check
 * digits (IR kk BBB …). Asan Pardakht is a payment company, not a bank: it has no code.
 */
export const shebaBankCodes: Partial<Record<BankName, string>> = {
  MELLAT: '012',
  MELLI: '017',
  TEJARAT: '018',
  SAMAN: '056',
  PARSIAN_DLL: '054',
  PARSIAN_JSON: '054',
  PASARGAD: '057',
};
