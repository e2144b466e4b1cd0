// GET /api-identity/users/map/search?term=&lat=&lng= — places whose street or neighbourhood is
// named by the term, nearest the map's centre first: with no map tiles to read, the customer finds
// their street by name and the map goes there. Same access and failures as map/reverse.
import { PlaceSearchQuery, PlaceSearchResponse } from '@sofre/engine/contracts';
import { GatewayProblem } from '../http/problem.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { MapsProviderError, type PlaceSearch } from './reverse-geocoder.port.ts';
import { BearerHeaders } from '../auth/auth.contracts.ts';

export function mapSearchRoute(app: ZodApp, maps: PlaceSearch) {
  app.get(
    '/api-identity/users/map/search',
    {
      schema: {
        tags: ['identity'],
        summary: 'Places by street or neighbourhood name (search), nearest the point first',
        headers: BearerHeaders,
        querystring: PlaceSearchQuery,
        response: { 200: PlaceSearchResponse, ...problemResponses(400, 401, 503) },
      },
      config: { access: 'authenticated' },
    },
    async (request) => {
      const { term, lat, lng } = request.query;
      try {
        const places = await maps.search({ term, near: { latitude: lat, longitude: lng } });
        return { places: [...places] };
      } catch (error) {
        if (!(error instanceof MapsProviderError)) throw error;
        request.log.warn({ code: error.code, detail: error.detail }, 'place search failed');
        throw new GatewayProblem(503, 'MAPS_UNAVAILABLE');
      }
    },
  );
}
