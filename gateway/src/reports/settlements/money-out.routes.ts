// The money-out reports (issue 13): card-reader transactions, settlements, the accounting export
// and the food marketplace. Registered from reportRoutes, after its read-your-writes hook.
import type { ZodApp } from '../../http/zod-app.ts';
import type { ReportDeps } from '../report-deps.ts';
import { accountingRoutes } from './accounting.routes.ts';
import { marketplaceRoutes } from './marketplace.routes.ts';
import { posTransactionRoutes } from './pos-transactions.routes.ts';
import { settlementRoutes } from './settlements.routes.ts';

export function moneyOutRoutes(app: ZodApp, deps: ReportDeps) {
  posTransactionRoutes(app, deps);
  settlementRoutes(app, deps);
  accountingRoutes(app, deps);
  marketplaceRoutes(app, deps);
}
