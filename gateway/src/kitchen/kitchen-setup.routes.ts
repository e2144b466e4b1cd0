// What a station screen reads and the back office sets:
// - GET /api/kitchen/stations: the vendor's kitchen stations (and the default station for lines
//   no station takes) with their ageing thresholds, and which stations cook each menu item;
// - PUT /api/kitchen/stations/timing {stationId, warnAfterMinutes, lateAfterMinutes};
// - GET /api/kitchen/prep-times: each item's learned preparation time per station.
import {
  DEFAULT_LATE_AFTER_MINUTES,
  DEFAULT_WARN_AFTER_MINUTES,
  KitchenPrepTimes,
  KitchenSetup,
  KitchenStationTimingRequest,
} from '@sofre/engine/contracts';
import { DEFAULT_STATION_ID, kitchenTimingAggregate } from '@sofre/engine/kitchen';
import { z } from 'zod';
import { staff } from '../http/access.ts';
import { contextOf } from '../http/request-context.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { kitchenMessages } from './kitchen.messages.ts';
import { routingOf, type KitchenDeps } from './kitchen-deps.ts';

export function kitchenSetupRoutes(app: ZodApp, deps: KitchenDeps) {
  const runner = deps.runner;
  const { readSide } = deps.platform;
  app.get(
    '/api/kitchen/stations',
    {
      schema: {
        tags: ['kitchen'],
        summary: 'The kitchen stations, their ageing thresholds, and which items each cooks',
        response: { 200: KitchenSetup, ...problemResponses(401, 403) },
      },
      config: { access: staff('kitchen.view', 'terminals.manage') },
    },
    async (request) => {
      const vendorId = contextOf(request).vendor.id;
      const [routing, timings] = await Promise.all([
        routingOf(deps, vendorId),
        readSide.kitchenTimings(vendorId),
      ]);
      const station = (id: string, title: string, isDefault: boolean) => ({
        id,
        title,
        isDefault,
        warnAfterMinutes: timings[id]?.warnAfterMinutes ?? DEFAULT_WARN_AFTER_MINUTES,
        lateAfterMinutes: timings[id]?.lateAfterMinutes ?? DEFAULT_LATE_AFTER_MINUTES,
      });
      return {
        stations: [
          ...[...routing.stations].map(([id, title]) => station(id, title, false)),
          station(DEFAULT_STATION_ID, kitchenMessages.defaultStation, true),
        ],
        itemStations: Object.fromEntries(
          [...routing.itemStations].map(([item, ids]) => [item, [...ids]]),
        ),
      };
    },
  );
  app.put(
    '/api/kitchen/stations/timing',
    {
      schema: {
        tags: ['kitchen'],
        summary: 'Set a station’s ageing thresholds (minutes to yellow, then red)',
        body: KitchenStationTimingRequest,
        response: { 200: z.object({ position: z.string() }), ...problemResponses(400, 401, 403) },
      },
      config: { access: staff('terminals.manage') },
    },
    async (request) => {
      const result = await runner.run(request, kitchenTimingAggregate, {
        type: 'SetKitchenStationTiming',
        data: request.body,
      });
      return { position: result.position ?? readSide.position() };
    },
  );
  app.get(
    '/api/kitchen/prep-times',
    {
      schema: {
        tags: ['kitchen'],
        summary: 'Each item’s preparation time per station, learned from the bumps',
        response: { 200: KitchenPrepTimes, ...problemResponses(401, 403) },
      },
      config: { access: staff('kitchen.view', 'terminals.manage') },
    },
    async (request) => {
      const times = await readSide.kitchenPrepTimes(contextOf(request).vendor.id);
      return {
        items: Object.entries(times).map(([key, { ms, samples }]) => {
          const [stationId = '', menuItemId = ''] = key.split('|');
          return { stationId, menuItemId, ms, samples };
        }),
      };
    },
  );
}
