// /api-catalog/catalog/printers: GET (all), POST, PUT (id in the body), GET {id}, DELETE {id}.
// The engine's printer kind decides (unique names and addresses); a printer a station still prints
// on is not removed, checked here against the read side (a station added in the same instant can
// still name it — the print path skips printers that are gone).
import { DomainError, errorMessages } from '@sofre/engine';
import { CreatePrinterRequest, EditPrinterRequest, PrinterView } from '@sofre/engine/contracts';
import { printerKind, printerStationKind, stationsUsingPrinter } from '@sofre/engine/printing';
import type { ZodApp } from '../http/zod-app.ts';
import { recordsOf, type RecordDeps } from '../records/record-commands.ts';
import { recordRoutes } from '../records/record-routes.ts';
import { printingMessages } from './printing.messages.ts';
import { PRINTERS, printingAccess, printingTags, viewOf } from './printing.paths.ts';

export function printerRoutes(app: ZodApp, deps: RecordDeps) {
  recordRoutes(app, deps, {
    kind: printerKind,
    path: PRINTERS,
    tags: printingTags,
    access: printingAccess,
    contracts: { view: PrinterView, create: CreatePrinterRequest, edit: EditPrinterRequest },
    answer: viewOf,
    summaries: {
      list: 'Every printer of the vendor',
      get: 'One printer',
      create: 'Add a printer (the client may send its own id)',
      change: 'Change a printer (its id in the body)',
      remove: 'Remove a printer no station prints on',
    },
    async checkRemove(request, id) {
      const users = stationsUsingPrinter(await recordsOf(deps, request, printerStationKind), id);
      if (users.length === 0) return;
      const message = `${errorMessages.PRINTER_IN_USE} ${printingMessages.usedBy(users.map((s) => s.fields.title))}`;
      throw new DomainError('PRINTER_IN_USE', [{ field: 'id', code: 'PRINTER_IN_USE', message }]);
    },
  });
}
