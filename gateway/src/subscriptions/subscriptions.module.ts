// The platform's business with its vendors in the gateway (issue 32): the feature gate (before any
// route, so it sees every route's path), then the 17 routes of routes.txt and the admin's writes.
import type { ContractPaymentProviders } from '@sofre/engine/subscriptions';
import type { AuthDeps } from '../auth/auth.deps.ts';
import type { ZodApp } from '../http/zod-app.ts';
import { contractRoutes } from './contracts.routes.ts';
import { featureAdminRoutes } from './feature-admin.routes.ts';
import { featureReadRoutes } from './feature.routes.ts';
import { subscriptionCodeRoutes } from './subscription-codes.routes.ts';
import { subscriptionRoutes } from './subscriptions.routes.ts';

export function platformBusinessRoutes(
  app: ZodApp,
  deps: AuthDeps,
  providers: ContractPaymentProviders,
) {
  featureReadRoutes(app, deps);
  featureAdminRoutes(app, deps);
  subscriptionRoutes(app, deps);
  contractRoutes(app, { ...deps, providers });
  subscriptionCodeRoutes(app, deps);
}
