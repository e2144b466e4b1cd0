// The vendor's banks, POS terminals (card readers), bank configuration and settlement account as
// the API gives and takes them (/api-identity/banks, /posterminal, /vendors/bank and
// /api/bankconfiguration). Browser-safe: the terminals and settings screens import it.
import { z } from 'zod';
import {
  BankAccountFields,
  BankConfiguration,
  BankFields,
  BankName,
  PosTerminalFields,
} from '../banking/index.ts';
import { SettlementAccount } from '../vendors/vendor-account.events.ts';

const RecordId = z.string().trim().min(1).max(100);
const PageNumber = z.coerce.number().int().positive().optional();
const PageSize = z.coerce.number().int().positive().max(100).optional();
const Search = z.string().max(100).optional();

/** A paged list's query as routes.txt names it (PageNumber, PageSize, Search), either case. */
export const PagedSearchQuery = z.object({
  pageNumber: PageNumber,
  PageNumber,
  pageSize: PageSize,
  PageSize,
  search: Search,
  Search,
});
export type PagedSearchQuery = z.infer<typeof PagedSearchQuery>;

/** A bank name and the Persian label the screens show for it. */
export const BankOption = z.object({ value: BankName, label: z.string() });
export type BankOption = z.infer<typeof BankOption>;

const timestamps = { createdAt: z.string(), updatedAt: z.string() };

// POS terminals.
export const PosTerminalView = z.object({
  id: z.string(),
  title: z.string(),
  bankProvider: BankName,
  terminalId: z.string(),
  serialNumber: z.string().nullable(),
  ip: z.string().nullable(),
  port: z.number().int().nullable(),
  active: z.boolean(),
  ...timestamps,
});
export type PosTerminalView = z.infer<typeof PosTerminalView>;
export type PosTerminalInput = z.input<typeof PosTerminalFields>;

/** POST: a new reader; the client may send its own id (a repeated create answers the first). */
export const CreatePosTerminalRequest = PosTerminalFields.extend({ id: RecordId.optional() });
/** PUT: the whole reader, its id in the body. */
export const EditPosTerminalRequest = PosTerminalFields.extend({ id: RecordId });
/** DELETE, PATCH activate/deactivate and GET getbyid take the reader as ?id=. */
export const PosTerminalIdQuery = z.object({ id: RecordId });
/** GET posterminals: paged; `active=true` lists only the readers the till may offer. */
export const PosTerminalListQuery = PagedSearchQuery.extend({
  active: z.enum(['true', 'false']).optional(),
});

// Banks (the vendor's accounts and card-reader contracts).
export const BankView = z.object({
  id: z.string(),
  title: z.string(),
  bankName: BankName,
  accountHolder: z.string(),
  iban: z.string(),
  cardNumber: z.string().nullable(),
  merchantId: z.string().nullable(),
  active: z.boolean(),
  ...timestamps,
});
export type BankView = z.infer<typeof BankView>;
export const CreateBankRequest = BankFields.extend({ id: RecordId.optional() });
export const EditBankRequest = BankFields.extend({ id: RecordId });
export const BankIdParams = z.object({ id: RecordId });

// Bank configuration (/api/bankconfiguration).
export const BankConfigurationView = BankConfiguration;
export type BankConfigurationView = BankConfiguration;
export const BankConfigurationRequest = BankConfiguration.extend({
  preSelectedProvider: BankName.nullable().default(null),
});
export type BankConfigurationRequest = z.input<typeof BankConfigurationRequest>;

// The vendor's settlement account (/api-identity/vendors/bank).
export const VendorBankAccountRequest = BankAccountFields;
export type VendorBankAccountRequest = z.input<typeof BankAccountFields>;
export const VendorBankAccountView = SettlementAccount;
export type VendorBankAccountView = z.infer<typeof SettlementAccount>;
/** GET /api-identity/vendors/bank: the account, or null while the vendor has none yet. */
export const VendorBankAccountAnswer = VendorBankAccountView.nullable();
