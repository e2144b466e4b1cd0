// What the POS and the terminals screen read of /api-identity/posterminal: the vendor's readers
// (paged; `active=true` for the till), one reader (getbyid?id=), and the banks that provide card
// readers with their Persian names (bankproviders). A cashier reads them to take a card payment.
import { bankLabels, cardReaderProviders, posTerminalKind } from '@sofre/engine/banking';
import {
  BankOption,
  pageOf,
  PosTerminalIdQuery,
  PosTerminalListQuery,
  PosTerminalView,
} from '@sofre/engine/contracts';
import { z } from 'zod';
import { staff } from '../http/access.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { BearerHeaders } from '../auth/auth.contracts.ts';
import { recordOr404, recordsOf, type RecordDeps } from '../records/record-commands.ts';
import { pageOfQuery, terminalAnswer, terminalText } from './banking.answers.ts';

export const TERMINALS = '/api-identity/posterminal';
/** Who uses the readers (the till) and who manages them. */
export const readTerminals = { access: staff('terminals.manage', 'orders.take') };
const tags = ['identity'];

export function posTerminalReadRoutes(app: ZodApp, deps: RecordDeps) {
  app.get(
    `${TERMINALS}/posterminals`,
    {
      schema: {
        tags,
        summary: 'The vendor’s card readers, paged and searched',
        headers: BearerHeaders,
        querystring: PosTerminalListQuery,
        response: { 200: pageOf(PosTerminalView), ...problemResponses(400, 401, 403) },
      },
      config: readTerminals,
    },
    async (request) => {
      const { active } = request.query;
      const all = (await recordsOf(deps, request, posTerminalKind)).map(terminalAnswer);
      const wanted =
        active === undefined ? all : all.filter((t) => t.active === (active === 'true'));
      return pageOfQuery(wanted, request.query, terminalText);
    },
  );

  app.get(
    `${TERMINALS}/getbyid`,
    {
      schema: {
        tags,
        summary: 'One card reader (?id=)',
        headers: BearerHeaders,
        querystring: PosTerminalIdQuery,
        response: { 200: PosTerminalView, ...problemResponses(400, 401, 403, 404) },
      },
      config: readTerminals,
    },
    async (request) =>
      terminalAnswer(await recordOr404(deps, request, posTerminalKind, request.query.id)),
  );

  app.get(
    `${TERMINALS}/bankproviders`,
    {
      schema: {
        tags,
        summary: 'The banks that provide card readers, with their Persian names',
        headers: BearerHeaders,
        response: { 200: z.array(BankOption), ...problemResponses(401, 403) },
      },
      config: readTerminals,
    },
    async () => cardReaderProviders.map((value) => ({ value, label: bankLabels[value] })),
  );
}
