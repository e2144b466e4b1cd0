// GET /api-identity/users/map/reverse?latitude=&longitude= — the address text for a point picked
// on the map (a customer's new address on the site, a cashier pinning a phone order's address).
// Any logged-in user may ask: each answer may cost the vendor a map-service call, so not anyone.
// The provider failing is 503 MAPS_UNAVAILABLE; no address for the point is 404 MAPS_NO_ADDRESS —
// either way the form falls back to typing the address.
import { ReverseGeocodeQuery, ReverseGeocodeResponse } from '@sofre/engine/contracts';
import { GatewayProblem } from '../http/problem.ts';
import { problemResponses, type ZodApp } from '../http/zod-app.ts';
import { MapsProviderError, type ReverseGeocoder } from './reverse-geocoder.port.ts';
import { BearerHeaders } from '../auth/auth.contracts.ts';

export function mapReverseRoute(app: ZodApp, geocoder: ReverseGeocoder) {
  app.get(
    '/api-identity/users/map/reverse',
    {
      schema: {
        tags: ['identity'],
        summary: 'The address of a map point (reverse geocoding)',
        headers: BearerHeaders,
        querystring: ReverseGeocodeQuery,
        response: { 200: ReverseGeocodeResponse, ...problemResponses(400, 401, 404, 503) },
      },
      config: { access: 'authenticated' },
    },
    async (request) => {
      try {
        return await geocoder.reverse(request.query);
      } catch (error) {
        if (!(error instanceof MapsProviderError)) throw error;
        request.log.warn({ code: error.code, detail: error.detail }, 'reverse geocoding failed');
        if (error.code === 'MAPS_NO_ADDRESS') throw new GatewayProblem(404, 'MAPS_NO_ADDRESS');
        throw new GatewayProblem(503, 'MAPS_UNAVAILABLE');
      }
    },
  );
}
