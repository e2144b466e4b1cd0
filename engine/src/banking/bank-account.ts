// A bank account as a vendor gives it: which bank, whose name it is in, its Sheba (IBAN) and
// optionally the card of the account. The shape is checked by zod; the numbers' check digits and
// the bank they belong to are rules with their own field errors, so the form can say what is wrong.
import { z } from 'zod';
import { errorMessages, type ErrorCode, type FieldError } from '../shared/domain-error.ts';
import { BankName, shebaBankCodes } from './bank-name.ts';
import {
  isValidCardNumber,
  isValidSheba,
  normalizeCardNumber,
  normalizeSheba,
  shebaBankCode,
} from './sheba.ts';

/** A name as people type it: Arabic ی/ک made Persian, spaces collapsed. */
export const PersianText = (max: number) =>
  z
    .string()
    .transform((s) => s.replace(/ي/g, 'ی').replace(/ك/g, 'ک').replace(/\s+/g, ' ').trim())
    .pipe(z.string().min(1).max(max));

const Sheba = z.string().max(60).transform(normalizeSheba).pipe(z.string().min(1));

/** '' and null both mean "no card". */
const CardNumber = z
  .string()
  .max(40)
  .transform(normalizeCardNumber)
  .transform((s) => (s === '' ? null : s))
  .nullable()
  .optional()
  .transform((s) => s ?? null);

export const BankAccountFields = z.object({
  bankName: BankName,
  /** The account holder's name as the bank has it (a settlement is refused otherwise). */
  accountHolder: PersianText(100),
  iban: Sheba,
  cardNumber: CardNumber,
});
export type BankAccountFields = z.output<typeof BankAccountFields>;

const fieldError = (field: string, code: ErrorCode): FieldError => ({
  field,
  code,
  message: errorMessages[code],
});

/** The account's rules as field errors (none when it is good); `prefix` names a nested form. */
export function bankAccountErrors(account: BankAccountFields, prefix = ''): FieldError[] {
  const errors: FieldError[] = [];
  if (!isValidSheba(account.iban)) errors.push(fieldError(`${prefix}iban`, 'IBAN_INVALID'));
  else {
    const code = shebaBankCodes[account.bankName];
    if (code && shebaBankCode(account.iban) !== code)
      errors.push(fieldError(`${prefix}iban`, 'IBAN_BANK_MISMATCH'));
  }
  if (account.cardNumber !== null && !isValidCardNumber(account.cardNumber))
    errors.push(fieldError(`${prefix}cardNumber`, 'CARD_NUMBER_INVALID'));
  return errors;
}
