// /api-identity/banks — the vendor's banks: its accounts and the card-reader contracts on them
// (engine banking/bank.kind.ts). GET (paged, searched), POST, PUT (id in the body), GET {id},
// DELETE {id}. Money matters, so only vendor.manage sees or changes them.
import { bankKind } from '@sofre/engine/banking';
import {
  BankIdParams,
  BankView,
  CreateBankRequest,
  EditBankRequest,
  pageOf,
  PagedSearchQuery,
} from '@sofre/engine/contracts';
import { z } from 'zod';
import { staff } from '../http/access.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { BearerHeaders } from '../identity/auth/auth.contracts.ts';
import {
  changeRecord,
  createRecord,
  recordOr404,
  recordsOf,
  removeRecord,
  type RecordDeps,
} from '../records/record-commands.ts';
import { bankAnswer, bankText, pageOfQuery } from './banking.answers.ts';

const BANKS = '/api-identity/banks';
const config = { access: staff('vendor.manage') };
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
      config,
    },
    async (request) => {
      const banks = (await recordsOf(deps, request, bankKind)).map(bankAnswer);
      return pageOfQuery(banks, request.query, bankText);
    },
  );

  app.post(
    BANKS,
    {
      schema: {
        tags,
        summary: 'Add a bank',
        headers: BearerHeaders,
        body: CreateBankRequest,
        response: { 201: BankView, ...problemResponses(400, 401, 403, 409, 422) },
      },
      config,
    },
    async (request, reply) => {
      const { id, ...fields } = request.body;
      const view = await createRecord(deps, request, bankKind, fields, id);
      return reply.code(201).send(bankAnswer(view));
    },
  );

  app.put(
    BANKS,
    {
      schema: {
        tags,
        summary: 'Change a bank (its id in the body)',
        headers: BearerHeaders,
        body: EditBankRequest,
        response: { 200: BankView, ...problemResponses(400, 401, 403, 404, 422) },
      },
      config,
    },
    async (request) => {
      const { id, ...fields } = request.body;
      return bankAnswer(await changeRecord(deps, request, bankKind, id, fields));
    },
  );

  app.get(
    `${BANKS}/:id`,
    {
      schema: {
        tags,
        summary: 'One bank',
        headers: BearerHeaders,
        params: BankIdParams,
        response: { 200: BankView, ...problemResponses(401, 403, 404) },
      },
      config,
    },
    async (request) => bankAnswer(await recordOr404(deps, request, bankKind, request.params.id)),
  );

  app.delete(
    `${BANKS}/:id`,
    {
      schema: {
        tags,
        summary: 'Remove a bank',
        headers: BearerHeaders,
        params: BankIdParams,
        response: { 204: z.null(), ...problemResponses(401, 403, 404) },
      },
      config,
    },
    async (request, reply) => {
      await removeRecord(deps, request, bankKind, request.params.id);
      return reply.code(204).send(null);
    },
  );
}
