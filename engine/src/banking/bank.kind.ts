// The vendor's banks: the accounts it holds and the merchant contracts behind its card readers
// (a bank gives each contract an acceptor number, «شمارهٔ پذیرنده», and settles the readers' sales
// into the contract's account). The settlement account the platform pays the vendor into is a
// separate, single fact of the vendor (vendors/bank); these are the vendor's own list.
import { z } from 'zod';
import { normalizeDigits } from '../shared/digits.ts';
import { errorMessages, type ErrorCode, type FieldError } from '../shared/domain-error.ts';
import { defineRecordKind } from '../records/record.decider.ts';
import { roleNameKey as nameKey } from '../staff/role.ts';
import { BankAccountFields, bankAccountErrors, PersianText } from './bank-account.ts';

const MerchantId = z
  .union([z.literal(''), z.null(), z.string().transform((s) => normalizeDigits(s).trim())])
  .optional()
  .transform((v) => (v === '' || v === undefined ? null : v))
  .pipe(
    z
      .string()
      .regex(/^\d{1,20}$/)
      .nullable(),
  );

export const BankFields = BankAccountFields.extend({
  /** How the vendor tells its accounts apart: «حساب جاری ملت شعبه ونک». */
  title: PersianText(100),
  /** The acceptor number of the card-reader contract on this account, if it has one. */
  merchantId: MerchantId,
  active: z.boolean().default(true),
});
export type BankFields = z.output<typeof BankFields>;
export type BankInput = z.input<typeof BankFields>;

const fieldError = (field: string, code: ErrorCode): FieldError => ({
  field,
  code,
  message: errorMessages[code],
});

export const bankKind = defineRecordKind({
  kind: 'bank',
  eventPrefix: 'Bank',
  notFound: 'BANK_NOT_FOUND',
  fields: BankFields,
  check: (fields, others) => [
    ...bankAccountErrors(fields),
    ...(others.some((o) => nameKey(o.fields.title) === nameKey(fields.title))
      ? [fieldError('title', 'BANK_TITLE_TAKEN')]
      : []),
    ...(others.some((o) => o.fields.iban === fields.iban)
      ? [fieldError('iban', 'BANK_IBAN_TAKEN')]
      : []),
  ],
});
