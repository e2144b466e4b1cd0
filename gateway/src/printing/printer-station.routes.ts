// /api-catalog/catalog/printerstations: GET (all), POST, PUT (id in the body), GET {id},
// DELETE {id}. A station says which printers print which menu categories' lines (KITCHEN) or the
// customer's receipt (CUSTOMER), and how many copies.
import {
  CreatePrinterStationRequest,
  EditPrinterStationRequest,
  PrinterStationView,
} from '@sofre/engine/contracts';
import { printerStationKind } from '@sofre/engine/printing';
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
import { checkStationReferences } from './printer-station.references.ts';
import {
  baseSchema,
  PRINTER_STATIONS,
  readAccess,
  RecordIdParams,
  viewOf,
  writeAccess,
} from './printing.paths.ts';

export function printerStationRoutes(app: ZodApp, deps: RecordDeps) {
  const kind = printerStationKind;
  app.get(
    PRINTER_STATIONS,
    {
      schema: {
        ...baseSchema,
        summary: 'Every printer station of the vendor',
        response: { 200: z.array(PrinterStationView), ...problemResponses(401, 403) },
      },
      config: { access: readAccess },
    },
    async (request) => (await recordsOf(deps, request, kind)).map(viewOf),
  );
  app.get(
    `${PRINTER_STATIONS}/:id`,
    {
      schema: {
        ...baseSchema,
        summary: 'One printer station',
        params: RecordIdParams,
        response: { 200: PrinterStationView, ...problemResponses(401, 403, 404) },
      },
      config: { access: readAccess },
    },
    async (request) => viewOf(await recordOr404(deps, request, kind, request.params.id)),
  );
  app.post(
    PRINTER_STATIONS,
    {
      schema: {
        ...baseSchema,
        summary: 'Add a printer station (its printers and categories must exist)',
        body: CreatePrinterStationRequest,
        response: { 201: PrinterStationView, ...problemResponses(400, 401, 403, 409, 422) },
      },
      config: { access: writeAccess },
    },
    async (request, reply) => {
      const { id, ...fields } = request.body;
      await checkStationReferences(deps, request, fields);
      return reply.code(201).send(viewOf(await createRecord(deps, request, kind, fields, id)));
    },
  );
  app.put(
    PRINTER_STATIONS,
    {
      schema: {
        ...baseSchema,
        summary: 'Change a printer station (its id in the body)',
        body: EditPrinterStationRequest,
        response: { 200: PrinterStationView, ...problemResponses(400, 401, 403, 404, 422) },
      },
      config: { access: writeAccess },
    },
    async (request) => {
      const { id, ...fields } = request.body;
      await recordOr404(deps, request, kind, id);
      await checkStationReferences(deps, request, fields);
      return viewOf(await changeRecord(deps, request, kind, id, fields));
    },
  );
  app.delete(
    `${PRINTER_STATIONS}/:id`,
    {
      schema: {
        ...baseSchema,
        summary: 'Remove a printer station',
        params: RecordIdParams,
        response: { 204: z.null(), ...problemResponses(401, 403, 404) },
      },
      config: { access: writeAccess },
    },
    async (request, reply) => {
      await recordOr404(deps, request, kind, request.params.id);
      await removeRecord(deps, request, kind, request.params.id);
      return reply.code(204).send(null);
    },
  );
}
