// GET /api-identity/users/map/settings — how the site draws its maps (the address picker, the
// courier's way): OpenStreetMap tiles under the grid when the gateway has MAP_TILES=on, the grid
// alone otherwise (no tile server reachable: offline, tests).
import { MapSettings } from '@sofre/engine/contracts';
import type { ZodApp } from '../http/zod-app.ts';

export const OSM_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

export function mapSettingsRoute(app: ZodApp, tiles: boolean) {
  const settings: MapSettings = { tiles: tiles ? OSM_TILES : null };
  app.get(
    '/api-identity/users/map/settings',
    {
      schema: {
        tags: ['identity'],
        summary: 'How the apps draw maps: the tile URL template, or none',
        response: { 200: MapSettings },
      },
      config: { access: 'public' },
    },
    async () => settings,
  );
}
