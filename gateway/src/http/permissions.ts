// Who may do what. Every route names the permission it needs (`config: { permission }`); the
// bearer-token issue replaces `actorFor` with the verified user and `mayAct` with the role check.
import type { Actor } from '@sofre/engine';

export const permissions = [
  'orders.take',
  /** Set a line's own unit price instead of the menu's (changePrice). */
  'orders.change-price',
  'orders.change-state',
  'orders.view',
  'orders.track',
  'menu.view',
  'vendor.public',
  'live.subscribe',
  /** Log in: send and verify a code, refresh a token (no bearer needed). */
  'auth.login',
  /** One's own login and profile (logout, me); the route also asks for a bearer. */
  'auth.self',
] as const;
export type Permission = (typeof permissions)[number];

/** What a customer (the site, the tracker) may do without being staff. */
const customerPermissions: readonly Permission[] = [
  'orders.track',
  'menu.view',
  'vendor.public',
  'live.subscribe',
  'auth.login',
  'auth.self',
];

/** The cashier's POS terminal until logins arrive. */
export const posActor: Actor = { userId: 'pos', kind: 'STAFF' };
export const guestCustomer: Actor = { userId: 'guest', kind: 'CUSTOMER' };

export const actorFor = (permission: Permission): Actor =>
  customerPermissions.includes(permission) ? guestCustomer : posActor;

export const mayAct = (actor: Actor, permission: Permission): boolean =>
  actor.kind === 'STAFF' || customerPermissions.includes(permission);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The permission the route needs; routes without one are not part of the API (static, docs). */
    permission?: Permission;
    /** false for public routes that are not scoped to the request's vendor (e.g. vendor by host). */
    vendorScoped?: boolean;
    /** The vendor's domain may come in the query string (`?domain=`): websockets cannot set headers. */
    domainFromQuery?: boolean;
    /** The route needs a valid bearer token (401 without one). */
    authenticated?: boolean;
  }
}
