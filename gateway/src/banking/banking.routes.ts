// The banking routes (routes.txt): the vendor's banks (/api-identity/banks), its card readers
// (/api-identity/posterminal) and the POS's bank configuration (/api/bankconfiguration).
// The vendor's settlement account is a vendor route (identity/vendors/vendor-bank.route.ts).
import type { ZodApp } from '../http/zod-app.ts';
import type { RecordDeps } from '../records/record-commands.ts';
import { bankConfigurationRoutes } from './bank-configuration.route.ts';
import { bankRoutes } from './banks.route.ts';
import { posTerminalReadRoutes } from './pos-terminal-reads.route.ts';
import { posTerminalWriteRoutes } from './pos-terminal-writes.route.ts';

export function bankingRoutes(app: ZodApp, deps: RecordDeps) {
  bankRoutes(app, deps);
  posTerminalReadRoutes(app, deps);
  posTerminalWriteRoutes(app, deps);
  bankConfigurationRoutes(app, deps);
}
