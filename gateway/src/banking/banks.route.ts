// /api-identity/banks — the vendor's banks: its accounts and the card-reader contracts on them
// (engine banking/bank.kind.ts). GET (paged, searched) here; POST, PUT (id in the body), GET {id}
// and DELETE {id} are the records' own. Money matters, so only vendor.manage sees or changes them.
import { bankKind } from '@sofre/engine/banking';
import {
  BankIdParams,
  BankView,
  CreateBankRequest,
  EditBankRequest,
  pageOf,
  PagedSearchQuery,
} from '@sofre/engine/contracts';
import { staff } from '../http/access.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { BearerHeaders } from '../auth/auth.contracts.ts';
import { recordsOf, type RecordDeps } from '../records/record-commands.ts';
import { recordRoutes } from '../records/record-routes.ts';
import { bankAnswer, bankText, pageOfQuery } from './banking.answers.ts';

const BANKS = '/api-identity/banks';
const vendorManage = staff('vendor.manage');
const tags = ['identity'];

export function bankRoutes(app: ZodApp, deps: RecordDeps) {
  app.get(
    BANKS,
    {
      schema: {
        tags,
        summary: 'The vendor’s banks, paged and searched',
        headers: BearerHeaders,
        querystring: PagedSearchQuery,
        response: { 200: pageOf(BankView), ...problemResponses(400, 401, 403) },
      },
      config: { access: vendorManage },
    },
    async (request) => {
      const banks = (await recordsOf(deps, request, bankKind)).map(bankAnswer);
      return pageOfQuery(banks, request.query, bankText);
    },
  );

  recordRoutes(app, deps, {
    kind: bankKind,
    path: BANKS,
    tags,
    access: { read: vendorManage, write: vendorManage },
    contracts: {
      view: BankView,
      create: CreateBankRequest,
      edit: EditBankRequest,
      idParams: BankIdParams,
    },
    answer: bankAnswer,
    summaries: {
      get: 'One bank',
      create: 'Add a bank',
      change: 'Change a bank (its id in the body)',
      remove: 'Remove a bank',
    },
  });
}
