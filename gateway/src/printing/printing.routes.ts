// Printers and printer stations (routes.txt /api-catalog/catalog/printers, /printerstations).
// Changing them needs terminals.manage; reading them also orders.take, since the POS prints.
// Beside them: printing a receipt, a printer's test page, and the printers' health.
import type { ZodApp } from '../http/zod-app.ts';
import type { RecordDeps } from '../records/record-commands.ts';
import { printerHealthRoute } from './printer-health.route.ts';
import { printTestPageRoute } from './print-test-page.route.ts';
import { printerStationRoutes } from './printer-station.routes.ts';
import { printerRoutes } from './printer.routes.ts';
import { receiptRoute } from './receipt.route.ts';

/** `sandboxPage`: where the sandbox printer shows its pages, when it is the one printing. */
export function printingRoutes(app: ZodApp, deps: RecordDeps, sandboxPage?: string) {
  printerRoutes(app, deps);
  printTestPageRoute(app, deps, sandboxPage);
  printerStationRoutes(app, deps);
  receiptRoute(app, deps);
  printerHealthRoute(app, deps);
}
