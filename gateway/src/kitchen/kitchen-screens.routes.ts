// The kitchen screens' heartbeats:
// - POST /api/kitchen/screens/heartbeat {screenId, name, stations}: a wall screen says it is on
//   (every 20 s, web/kds);
// - GET /api/health/kitchen-screens: every screen with its last beat, silent after a minute.
import { KitchenScreenBeatRequest, KitchenScreensHealth } from '@sofre/engine/contracts';
import { KITCHEN_SCREEN_SILENT_AFTER_SECONDS, kitchenScreenAggregate } from '@sofre/engine/kitchen';
import { z } from 'zod';
import { staff } from '../http/access.ts';
import { contextOf } from '../http/request-context.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { openNow } from '../vendors/vendor-streams.ts';
import type { KitchenDeps } from './kitchen-deps.ts';

export function kitchenScreenRoutes(app: ZodApp, deps: KitchenDeps) {
  const runner = deps.runner;
  const { readSide } = deps.platform;
  app.post(
    '/api/kitchen/screens/heartbeat',
    {
      schema: {
        tags: ['kitchen'],
        summary: 'A kitchen screen says it is on, and which stations it shows',
        body: KitchenScreenBeatRequest,
        response: { 200: z.object({ at: z.string() }), ...problemResponses(400, 401, 403) },
      },
      config: { access: staff('kitchen.view') },
    },
    async (request) => {
      const at = deps.clock().toISOString();
      await runner.run(request, kitchenScreenAggregate, {
        type: 'BeatKitchenScreen',
        data: request.body,
      });
      return { at };
    },
  );
  app.get(
    '/api/health/kitchen-screens',
    {
      schema: {
        tags: ['health'],
        summary: 'The vendor’s kitchen screens with their last heartbeat',
        response: { 200: KitchenScreensHealth, ...problemResponses(401, 403) },
      },
      config: { access: staff('terminals.manage', 'orders.take', 'kitchen.view') },
    },
    async (request) => {
      const now = deps.clock();
      const vendorId = contextOf(request).vendor.id;
      const [screens, open] = await Promise.all([
        readSide.kitchenScreens(vendorId),
        openNow(deps.platform.store, vendorId, now),
      ]);
      const silentBefore = now.getTime() - KITCHEN_SCREEN_SILENT_AFTER_SECONDS * 1000;
      return {
        checkedAt: now.toISOString(),
        silentAfterSeconds: KITCHEN_SCREEN_SILENT_AFTER_SECONDS,
        openNow: open,
        screens: screens.map((s) => ({
          screenId: s.screenId,
          name: s.name,
          stations: [...s.stations],
          lastBeatAt: s.lastBeatAt,
          silent: Date.parse(s.lastBeatAt) < silentBefore,
        })),
      };
    },
  );
}
