// /api-catalog/catalog/printerstations: GET (all), POST, PUT (id in the body), GET {id},
// DELETE {id}. A station says which printers print which menu categories' lines (KITCHEN) or the
// customer's receipt (CUSTOMER), and how many copies.
import {
  CreatePrinterStationRequest,
  EditPrinterStationRequest,
  PrinterStationView,
} from '@sofre/engine/contracts';
import { printerStationKind } from '@sofre/engine/printing';
import type { ZodApp } from '../http/zod-app.ts';
import type { RecordDeps } from '../records/record-commands.ts';
import { recordRoutes } from '../records/record-routes.ts';
import { checkStationReferences } from './printer-station.references.ts';
import { PRINTER_STATIONS, printingAccess, printingTags, viewOf } from './printing.paths.ts';

export function printerStationRoutes(app: ZodApp, deps: RecordDeps) {
  recordRoutes(app, deps, {
    kind: printerStationKind,
    path: PRINTER_STATIONS,
    tags: printingTags,
    access: printingAccess,
    contracts: {
      view: PrinterStationView,
      create: CreatePrinterStationRequest,
      edit: EditPrinterStationRequest,
    },
    answer: viewOf,
    summaries: {
      list: 'Every printer station of the vendor',
      get: 'One printer station',
      create: 'Add a printer station (its printers and categories must exist)',
      change: 'Change a printer station (its id in the body)',
      remove: 'Remove a printer station',
    },
    checkFields: (request, fields) => checkStationReferences(deps, request, fields),
  });
}
