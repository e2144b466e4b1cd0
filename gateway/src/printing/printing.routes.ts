// Printers and printer stations (routes.txt /api-catalog/catalog/printers, /printerstations).
// Changing them needs terminals.manage; reading them also orders.take, since the POS prints.
import type { ZodApp } from '../http/zod-app.ts';
import type { RecordDeps } from '../records/record-commands.ts';
import { printerStationRoutes } from './printer-station.routes.ts';
import { printerRoutes } from './printer.routes.ts';

export function printingRoutes(app: ZodApp, deps: RecordDeps) {
  printerRoutes(app, deps);
  printerStationRoutes(app, deps);
}
