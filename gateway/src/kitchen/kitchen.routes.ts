// The kitchen's stations (issue 15): the station screens' setup and learned times, the cooks'
// moves (item done, bump, recall), and the screens' heartbeats. The `kitchen-stations` live topic
// (GET /live) pushes every order in the kitchen as it changes.
import type { ZodApp } from '../http/zod-app.ts';
import type { KitchenDeps } from './kitchen-deps.ts';
import { kitchenMoveRoutes } from './kitchen-moves.routes.ts';
import { kitchenScreenRoutes } from './kitchen-screens.routes.ts';
import { kitchenSetupRoutes } from './kitchen-setup.routes.ts';

export function kitchenRoutes(app: ZodApp, deps: KitchenDeps) {
  kitchenSetupRoutes(app, deps);
  kitchenMoveRoutes(app, deps);
  kitchenScreenRoutes(app, deps);
}
