// /api-catalog/catalog/printers: GET (all), POST, PUT (id in the body), GET {id}, DELETE {id}.
// The engine's printer kind decides (unique names and addresses); a printer a station still prints
// on is not removed, checked here against the read side (a station added in the same instant can
// still name it — the print path skips printers that are gone).
import { DomainError, errorMessages } from '@sofre/engine';
import { CreatePrinterRequest, EditPrinterRequest, PrinterView } from '@sofre/engine/contracts';
import { printerKind, printerStationKind, stationsUsingPrinter } from '@sofre/engine/printing';
import { z } from 'zod';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import {
  changeRecord,
  createRecord,
  recordOr404,
  recordsOf,
  removeRecord,
  type RecordDeps,
} from '../records/record-commands.ts';
import { printingMessages } from './printing.messages.ts';
import {
  baseSchema,
  PRINTERS,
  readAccess,
  RecordIdParams,
  viewOf,
  writeAccess,
} from './printing.paths.ts';

export function printerRoutes(app: ZodApp, deps: RecordDeps) {
  app.get(
    PRINTERS,
    {
      schema: {
        ...baseSchema,
        summary: 'Every printer of the vendor',
        response: { 200: z.array(PrinterView), ...problemResponses(401, 403) },
      },
      config: { access: readAccess },
    },
    async (request) => (await recordsOf(deps, request, printerKind)).map(viewOf),
  );
  app.get(
    `${PRINTERS}/:id`,
    {
      schema: {
        ...baseSchema,
        summary: 'One printer',
        params: RecordIdParams,
        response: { 200: PrinterView, ...problemResponses(401, 403, 404) },
      },
      config: { access: readAccess },
    },
    async (request) => viewOf(await recordOr404(deps, request, printerKind, request.params.id)),
  );
  app.post(
    PRINTERS,
    {
      schema: {
        ...baseSchema,
        summary: 'Add a printer (the client may send its own id)',
        body: CreatePrinterRequest,
        response: { 201: PrinterView, ...problemResponses(400, 401, 403, 409, 422) },
      },
      config: { access: writeAccess },
    },
    async (request, reply) => {
      const { id, ...fields } = request.body;
      return reply
        .code(201)
        .send(viewOf(await createRecord(deps, request, printerKind, fields, id)));
    },
  );
  app.put(
    PRINTERS,
    {
      schema: {
        ...baseSchema,
        summary: 'Change a printer (its id in the body)',
        body: EditPrinterRequest,
        response: { 200: PrinterView, ...problemResponses(400, 401, 403, 404, 422) },
      },
      config: { access: writeAccess },
    },
    async (request) => {
      const { id, ...fields } = request.body;
      return viewOf(await changeRecord(deps, request, printerKind, id, fields));
    },
  );
  app.delete(
    `${PRINTERS}/:id`,
    {
      schema: {
        ...baseSchema,
        summary: 'Remove a printer no station prints on',
        params: RecordIdParams,
        response: { 204: z.null(), ...problemResponses(401, 403, 404, 422) },
      },
      config: { access: writeAccess },
    },
    async (request, reply) => {
      const { id } = request.params;
      await recordOr404(deps, request, printerKind, id);
      const users = stationsUsingPrinter(await recordsOf(deps, request, printerStationKind), id);
      if (users.length > 0) {
        const message = `${errorMessages.PRINTER_IN_USE} ${printingMessages.usedBy(users.map((s) => s.fields.title))}`;
        throw new DomainError('PRINTER_IN_USE', [{ field: 'id', code: 'PRINTER_IN_USE', message }]);
      }
      await removeRecord(deps, request, printerKind, id);
      return reply.code(204).send(null);
    },
  );
}
