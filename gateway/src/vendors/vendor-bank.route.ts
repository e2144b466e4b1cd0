// GET, POST and PUT /api-identity/vendors/bank — the account the platform settles the vendor's
// online sales into: bank, account holder, Sheba (IBAN, mod-97 checked) and optionally a card
// (Luhn checked). Bad numbers come back as field errors beside the form's fields (spec §5). GET
// answers null while the vendor has none yet (a normal state, no 404); PUT still needs one.
import { DomainError } from '@sofre/engine';
import {
  VendorBankAccountAnswer,
  VendorBankAccountRequest,
  VendorBankAccountView,
} from '@sofre/engine/contracts';
import { vendorAccountAggregate } from '@sofre/engine/vendors';
import { staff } from '../http/access.ts';
import { contextOf } from '../http/request-context.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { BearerHeaders } from '../auth/auth.contracts.ts';
import type { AuthDeps } from '../auth/auth.deps.ts';
import { accountOf } from './vendor-streams.ts';

const PATH = '/api-identity/vendors/bank';
const schema = {
  tags: ['identity'],
  headers: BearerHeaders,
  body: VendorBankAccountRequest,
};

const accountOr404 = (account: VendorBankAccountView | null): VendorBankAccountView => {
  if (!account) throw new DomainError('VENDOR_BANK_ACCOUNT_NOT_FOUND');
  return account;
};

export function vendorBankRoutes(app: ZodApp, deps: AuthDeps) {
  app.get(
    PATH,
    {
      schema: {
        tags: ['identity'],
        summary: 'The vendor’s settlement account (null until one is added)',
        headers: BearerHeaders,
        response: { 200: VendorBankAccountAnswer, ...problemResponses(401, 403) },
      },
      config: { access: staff('vendor.manage') },
    },
    async (request) => {
      const { vendor } = contextOf(request);
      return (await accountOf(deps.platform.store, vendor.id)).bankAccount;
    },
  );

  app.post(
    PATH,
    {
      schema: {
        ...schema,
        summary: 'Add the vendor’s settlement account',
        response: { 201: VendorBankAccountView, ...problemResponses(400, 401, 403, 409, 422) },
      },
      config: { access: staff('vendor.manage') },
    },
    async (request, reply) => {
      const { state } = await deps.runner.run(
        request,
        vendorAccountAggregate,
        {
          type: 'AddVendorBankAccount',
          data: { account: request.body, vendorId: contextOf(request).vendor.id },
        },
        { wait: false },
      );
      return reply.code(201).send(accountOr404(state.bankAccount));
    },
  );

  app.put(
    PATH,
    {
      schema: {
        ...schema,
        summary: 'Change the vendor’s settlement account',
        response: { 200: VendorBankAccountView, ...problemResponses(400, 401, 403, 404, 422) },
      },
      config: { access: staff('vendor.manage') },
    },
    async (request) => {
      const { state } = await deps.runner.run(
        request,
        vendorAccountAggregate,
        {
          type: 'ChangeVendorBankAccount',
          data: { account: request.body, vendorId: contextOf(request).vendor.id },
        },
        { wait: false },
      );
      return accountOr404(state.bankAccount);
    },
  );
}
