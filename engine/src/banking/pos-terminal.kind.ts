// A POS terminal: a bank's card reader on the counter. The cashier sends the amount to it and
// the customer pays by card (payment method CARD, gateway POS). Network readers are reached at an
// IP and port on the restaurant's network; the others hang on the POS computer (USB or serial)
// and have neither. An inactive reader is kept but not offered at the till.
import { z } from 'zod';
import { normalizeDigits } from '../shared/digits.ts';
import { errorMessages, type ErrorCode, type FieldError } from '../shared/domain-error.ts';
import { defineRecordKind } from '../records/record.decider.ts';
import { roleNameKey as nameKey } from '../staff/role.ts';
import { PersianText } from './bank-account.ts';
import { BankName } from './bank-name.ts';

/** Digits only, Persian ones accepted: the terminal number the bank printed on the reader. */
const TerminalNumber = z
  .string()
  .transform((s) => normalizeDigits(s).trim())
  .pipe(z.string().regex(/^\d{1,20}$/));

/** '' or null from a form both mean "none". */
const none = <T extends z.ZodType>(schema: T) =>
  z
    .union([z.literal(''), z.null(), schema])
    .optional()
    .transform((v) => (v === '' || v === undefined ? null : v) as z.output<T> | null);

export const PosTerminalFields = z.object({
  title: PersianText(100),
  /** Whose reader it is (spec §3 Bank names: the card-reader providers). */
  bankProvider: BankName,
  terminalId: TerminalNumber,
  serialNumber: none(z.string().trim().min(1).max(50)),
  ip: none(z.ipv4()),
  port: none(z.number().int().min(1).max(65_535)),
  active: z.boolean().default(true),
});
export type PosTerminalFields = z.output<typeof PosTerminalFields>;
export type PosTerminalInput = z.input<typeof PosTerminalFields>;

const fieldError = (field: string, code: ErrorCode): FieldError => ({
  field,
  code,
  message: errorMessages[code],
});

/** A network reader needs both its IP and its port; the others have neither. */
function addressErrors(fields: PosTerminalFields): FieldError[] {
  if (fields.ip !== null && fields.port === null)
    return [fieldError('port', 'POS_TERMINAL_PORT_REQUIRED')];
  if (fields.ip === null && fields.port !== null)
    return [fieldError('ip', 'POS_TERMINAL_IP_REQUIRED')];
  return [];
}

export const posTerminalKind = defineRecordKind({
  kind: 'pos-terminal',
  eventPrefix: 'PosTerminal',
  notFound: 'POS_TERMINAL_NOT_FOUND',
  fields: PosTerminalFields,
  check: (fields, others) => [
    ...addressErrors(fields),
    ...(others.some((o) => nameKey(o.fields.title) === nameKey(fields.title))
      ? [fieldError('title', 'POS_TERMINAL_TITLE_TAKEN')]
      : []),
    // A bank numbers its own terminals; two banks may both have a terminal 1234.
    ...(others.some(
      (o) =>
        o.fields.bankProvider === fields.bankProvider && o.fields.terminalId === fields.terminalId,
    )
      ? [fieldError('terminalId', 'POS_TERMINAL_ID_TAKEN')]
      : []),
    ...(fields.ip !== null &&
    others.some((o) => o.fields.ip === fields.ip && o.fields.port === fields.port)
      ? [fieldError('ip', 'POS_TERMINAL_ADDRESS_TAKEN')]
      : []),
  ],
});
