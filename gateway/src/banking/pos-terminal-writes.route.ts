// The terminals screen's writes on /api-identity/posterminal (terminals.manage): POST a reader,
// PUT it whole (id in the body), DELETE ?id=, PATCH activate ?id= and deactivate ?id= (an
// inactive reader is kept but not offered at the till).
import { posTerminalKind } from '@sofre/engine/banking';
import {
  CreatePosTerminalRequest,
  EditPosTerminalRequest,
  PosTerminalIdQuery,
  PosTerminalView,
} from '@sofre/engine/contracts';
import { z } from 'zod';
import { staff } from '../http/access.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { BearerHeaders } from '../auth/auth.contracts.ts';
import { patchRecord, removeRecord, type RecordDeps } from '../records/record-commands.ts';
import { recordRoutes } from '../records/record-routes.ts';
import { terminalAnswer } from './banking.answers.ts';
import { readTerminals, TERMINALS } from './pos-terminal-reads.route.ts';

const config = { access: staff('terminals.manage') };
const tags = ['identity'];

export function posTerminalWriteRoutes(app: ZodApp, deps: RecordDeps) {
  // The id of DELETE, GET and PATCH is in the query (?id=), so only POST and PUT are the records'.
  recordRoutes(app, deps, {
    kind: posTerminalKind,
    path: TERMINALS,
    tags,
    access: { read: readTerminals.access, write: config.access },
    contracts: {
      view: PosTerminalView,
      create: CreatePosTerminalRequest,
      edit: EditPosTerminalRequest,
    },
    answer: terminalAnswer,
    summaries: { create: 'Add a card reader', change: 'Change a card reader (its id in the body)' },
  });

  app.delete(
    TERMINALS,
    {
      schema: {
        tags,
        summary: 'Remove a card reader (?id=)',
        headers: BearerHeaders,
        querystring: PosTerminalIdQuery,
        response: { 204: z.null(), ...problemResponses(400, 401, 403, 404) },
      },
      config,
    },
    async (request, reply) => {
      await removeRecord(deps, request, posTerminalKind, request.query.id);
      return reply.code(204).send(null);
    },
  );

  for (const [action, active] of [
    ['activate', true],
    ['deactivate', false],
  ] as const) {
    app.patch(
      `${TERMINALS}/${action}`,
      {
        schema: {
          tags,
          summary: active
            ? 'Offer a card reader at the till (?id=)'
            : 'Stop offering a card reader (?id=)',
          headers: BearerHeaders,
          querystring: PosTerminalIdQuery,
          response: { 200: PosTerminalView, ...problemResponses(400, 401, 403, 404) },
        },
        config,
      },
      async (request) =>
        terminalAnswer(
          await patchRecord(deps, request, posTerminalKind, request.query.id, { active }),
        ),
    );
  }
}
