// GET /live — the one websocket endpoint. The vendor comes from the connection (its domain in
// the query string, the x-vendor-domain header, or the Host), never from a message. Browsers
// cannot set headers on a websocket, so staff pass their access token as `?token=` (checked by
// the request context like a bearer header; a bad or foreign token is refused 401 at the upgrade).
// Connecting is public; each topic has its own access, checked on subscribe with the caller's
// permissions as they were at connect time: the kitchen stations need kitchen.view, the order list
// orders.view, the report hours reports.view, and a tracker is public (its topic names the
// order's unguessable UUID). A topic of a feature (the kitchen's, the reports') also needs the
// feature in the vendor's package at connect time, as its routes do (subscriptions/feature-gate.ts
// featureAreas says which, for routes and topics alike).
import type { PermissionId } from '@sofre/engine/staff';
import type { Topic } from '@sofre/engine/contracts';
import type { ZodApp } from '../http/zod-app.ts';
import { z } from 'zod';
import type { ReadSide } from '../platform/read-side.port.ts';
import { contextOf } from '../http/request-context.ts';
import type { LiveHub } from './live-hub.ts';
import { serveLiveClient } from './live-session.ts';
import type { FeatureId } from '@sofre/engine/subscriptions';
import { featureOfTopic } from '../subscriptions/feature-gate.ts';

const LiveQuery = z.object({
  domain: z.string().min(1).max(253).optional(),
  token: z.string().min(1).max(4096).optional(),
});

/**
 * The staff permission a topic needs, 'staff' (any member of staff: back-office records) or
 * 'public' (a tracker; the menu, which the site shows anyway).
 */
export function topicAccess(topic: Topic): PermissionId | 'staff' | 'public' {
  if (topic === 'kitchen-stations') return 'kitchen.view';
  if (topic === 'order-list') return 'orders.view';
  if (topic === 'report-sales' || topic === 'report-items') return 'reports.view';
  if (topic.startsWith('records:')) return 'staff';
  if (topic === 'dispatch') return 'delivery.manage';
  return 'public';
}

/** The features of a vendor's package now. */
export type VendorFeatures = (vendorId: string) => Promise<ReadonlySet<FeatureId>>;

export function liveRoute(
  app: ZodApp,
  hub: LiveHub,
  readSide: ReadSide,
  featuresOf: VendorFeatures,
) {
  const features = new WeakMap<object, ReadonlySet<FeatureId>>();
  app.get(
    '/live',
    {
      websocket: true,
      schema: { querystring: LiveQuery, hide: true },
      config: { access: 'public', fromQuery: true },
      preHandler: async (request) => {
        features.set(request, await featuresOf(contextOf(request).vendor.id));
      },
    },
    (socket, request) => {
      const { vendor, permissions, auth } = contextOf(request);
      const held = features.get(request) ?? new Set<FeatureId>();
      const mayWatch = (topic: Topic) => {
        const feature = featureOfTopic(topic);
        if (feature && !held.has(feature)) return false;
        // The courier app refetches its own orders when the fleet changes (the signal says no more).
        if (topic === 'dispatch' && auth?.kind === 'BIKER') return true;
        const needed = topicAccess(topic);
        if (needed === 'staff') return permissions.size > 0;
        return needed === 'public' || permissions.has(needed);
      };
      const client = hub.connect(socket, vendor.id);
      client.sessionId = auth?.sid;
      serveLiveClient(hub, readSide, client, request.log, mayWatch);
    },
  );
}
