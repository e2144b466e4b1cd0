// Who is asking and for which vendor, set on every API request before validation, and the one
// check of every route's declared access (access.ts). A valid bearer token makes its user the
// actor; a token of another vendor than the request's domain, or a bad or expired one, is refused
// 401 (the client then refreshes, spec §8). Without a token only 'public' routes answer, with a
// guest customer as the actor.
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { DomainError, type Actor } from '@sofre/engine';
import { PLATFORM_VENDOR_ID } from '@sofre/engine/identity';
import { actorOf, type AccessClaims, type TokenVerifier } from './access-claims.ts';
import type { ReadSide, VendorInfo } from '../platform/read-side.port.ts';
import type { PermissionId } from '@sofre/engine/staff';
import type { FeatureId } from '@sofre/engine/subscriptions';
import { describeAccess, isStaffAccess, type Access } from './access.ts';
import { GatewayProblem } from './problem.ts';
import { vendorDomainOf } from './vendor-domain.ts';

export interface RequestContext {
  readonly vendor: VendorInfo;
  readonly actor: Actor;
  /** The verified bearer token's claims, when the request carried one. */
  readonly auth?: AccessClaims;
  /** What the caller may do here through their staff roles (empty for customers and guests). */
  readonly permissions: ReadonlySet<PermissionId>;
}

/** Who acts without a token on a public route (the site, the tracker). */
export const guestCustomer: Actor = { userId: 'guest', kind: 'CUSTOMER' };

/** One registered route and who may call it (the walk over every route reads these). */
export interface DeclaredAccess {
  readonly method: string;
  readonly url: string;
  readonly access: Access;
  readonly vendorScoped: boolean;
  readonly fromQuery: boolean;
  /** The feature of the vendor's package the route needs (stamped by the feature gate), if any. */
  readonly feature: FeatureId | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every registered route with its declared access. */
    routeAccess(): DeclaredAccess[];
  }
  interface FastifyRequest {
    /** Set for every vendor-scoped API route; read it with `contextOf(request)`. */
    sofre: RequestContext | undefined;
    /** The platform admin's claims on an 'admin' route; read it with `adminOf(request)`. */
    platformAdmin: AccessClaims | undefined;
  }
}

/** Resolves a domain through the vendors read model (the read side keeps it until it changes). */
export function vendorResolver(readSide: ReadSide) {
  return async (domain: string | undefined): Promise<VendorInfo> => {
    if (!domain) throw new DomainError('VENDOR_NOT_FOUND');
    const vendor = await readSide.vendorByDomain(domain);
    if (!vendor) throw new DomainError('VENDOR_NOT_FOUND');
    return vendor;
  };
}

export const contextOf = (request: FastifyRequest): RequestContext => {
  if (!request.sofre) throw new Error(`route ${request.url} is not vendor-scoped`);
  return request.sofre;
};

/** The bearer's claims on a route declared `authenticated` (the hook refused it without). */
export const authOf = (request: FastifyRequest): AccessClaims => {
  const auth = contextOf(request).auth;
  if (!auth) throw new GatewayProblem(401, 'UNAUTHENTICATED');
  return auth;
};

/** The admin calling an 'admin' route (the hook refused anyone else). */
export const adminOf = (request: FastifyRequest): { claims: AccessClaims; actor: Actor } => {
  const claims = request.platformAdmin;
  if (!claims) throw new Error(`route ${request.url} is not an admin route`);
  return { claims, actor: actorOf(claims.sub, claims.kind) };
};

const bearerOf = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (header || !request.routeOptions.config.fromQuery) return header;
  const token = (request.query as { token?: unknown }).token;
  return typeof token === 'string' && token ? token : undefined;
};

export interface RequestContextOptions {
  readonly readSide: ReadSide;
  readonly tokens: TokenVerifier;
  readonly clock: () => Date;
  /** The permissions `userId` holds at `vendorId` through their roles (staff read model). */
  readonly permissionsOf: (vendorId: string, userId: string) => Promise<ReadonlySet<PermissionId>>;
}

const none: ReadonlySet<PermissionId> = new Set();

async function requestContext(app: FastifyInstance, options: RequestContextOptions) {
  const resolveVendor = vendorResolver(options.readSide);
  app.decorateRequest('sofre', undefined);
  app.decorateRequest('platformAdmin', undefined);
  // Fail closed: a route that does not say who may call it is a bug, found at start. Checked
  // when ready, as a plugin's own onRoute hook (the public docs and apps) may still declare it.
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => void routes.push(route));
  app.addHook('onReady', async () => {
    const undeclared = routes.find((route) => !route.config?.access);
    if (undeclared)
      throw new Error(`route ${String(undeclared.method)} ${undeclared.url} declares no access`);
  });
  app.decorate('routeAccess', (): DeclaredAccess[] =>
    routes.map(({ method, url, config }) => ({
      method: String(method),
      url,
      access: config!.access!,
      vendorScoped: config?.vendorScoped !== false,
      fromQuery: config?.fromQuery === true,
      feature: config?.feature,
    })),
  );
  app.addHook('onRequest', async (request) => {
    const { access, vendorScoped, fromQuery } = request.routeOptions.config;
    // Only the not-found handler has no access: every route declares one (onRoute above).
    if (!access) return;
    const bearer = bearerOf(request);
    const auth = bearer ? await options.tokens.verify(bearer, options.clock()) : undefined;
    // A login ended by logout or a detected refresh-token theft ends its access tokens too.
    const ended = auth && (await options.readSide.revokedSessions(auth.vendorId)).has(auth.sid);
    if ((bearer && (!auth || ended)) || (access !== 'public' && !auth)) {
      throw new GatewayProblem(401, 'UNAUTHENTICATED');
    }
    if (access === 'admin') {
      // Admins belong to no vendor: their tokens are of the platform tenant (adminlogin).
      if (auth?.vendorId !== PLATFORM_VENDOR_ID || auth.kind !== 'ADMIN') {
        throw new GatewayProblem(403, 'FORBIDDEN');
      }
      request.platformAdmin = auth;
      return;
    }
    if (vendorScoped === false) return;
    const query = fromQuery ? (request.query as { domain?: unknown }).domain : undefined;
    const domain = vendorDomainOf(request.headers, typeof query === 'string' ? query : undefined);
    const vendor = await resolveVendor(domain);
    // A token is good only at its own vendor (tenancy, ARCHITECTURE decision 7).
    if (auth && auth.vendorId !== vendor.id) throw new GatewayProblem(401, 'UNAUTHENTICATED');
    const actor = auth ? actorOf(auth.sub, auth.kind) : guestCustomer;
    const permissions =
      auth && actor.kind === 'STAFF' ? await options.permissionsOf(vendor.id, auth.sub) : none;
    if (isStaffAccess(access) && !access.staff.some((p) => permissions.has(p))) {
      request.log.info({ access: describeAccess(access) }, 'refused: permission not held');
      throw new GatewayProblem(403, 'FORBIDDEN');
    }
    request.sofre = { vendor, actor, permissions, ...(auth ? { auth } : {}) };
  });
}

export default fp(requestContext, { name: 'sofre-request-context' });
