// GET /live — the one websocket endpoint. The vendor comes from the connection (its domain in
// the query string, the x-vendor-domain header, or the Host), never from a message.
import type { ZodApp } from '../http/zod-app.ts';
import { z } from 'zod';
import type { ReadSide } from '../platform/read-side.port.ts';
import { contextOf } from '../http/request-context.ts';
import type { LiveHub } from './live-hub.ts';
import { serveLiveClient } from './live-session.ts';

const LiveQuery = z.object({ domain: z.string().min(1).max(253).optional() });

export function liveRoute(app: ZodApp, hub: LiveHub, readSide: ReadSide) {
  app.get(
    '/live',
    {
      websocket: true,
      schema: { querystring: LiveQuery, hide: true },
      config: { permission: 'live.subscribe', domainFromQuery: true },
    },
    (socket, request) => {
      const client = hub.connect(socket, contextOf(request).vendor.id);
      serveLiveClient(hub, readSide, client, request.log);
    },
  );
}
