// Who is asking and for which vendor, set on every API request before validation. A valid bearer
// token makes its user the actor; a token of another vendor than the request's domain, or a bad
// or expired one, is refused 401 (the client then refreshes, spec §8). Without a token the
// placeholders of permissions.ts still act until every route asks for a login.
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError, type Actor } from '@sofre/engine';
import type { AccessClaims, AccessTokens } from '../identity/auth/access-token.ts';
import { actorOf } from '../identity/auth/session.ts';
import type { ReadSide, VendorInfo } from '../platform/read-side.port.ts';
import { actorFor, mayAct } from './permissions.ts';
import { GatewayProblem } from './problem.ts';
import { vendorDomainOf } from './vendor-domain.ts';

export interface RequestContext {
  readonly vendor: VendorInfo;
  readonly actor: Actor;
  /** The verified bearer token's claims, when the request carried one. */
  readonly auth?: AccessClaims;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for every vendor-scoped API route; read it with `contextOf(request)`. */
    sofre: RequestContext | undefined;
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

const bearerOf = (header: string | undefined): string | undefined =>
  header?.match(/^Bearer\s+(\S+)$/i)?.[1];

export interface RequestContextOptions {
  readonly readSide: ReadSide;
  readonly tokens: AccessTokens;
  readonly clock: () => Date;
}

async function requestContext(app: FastifyInstance, options: RequestContextOptions) {
  const resolveVendor = vendorResolver(options.readSide);
  app.decorateRequest('sofre', undefined);
  app.addHook('onRequest', async (request) => {
    const { permission, vendorScoped, domainFromQuery, authenticated } =
      request.routeOptions.config;
    if (!permission) return;
    const bearer = bearerOf(request.headers.authorization);
    const auth = bearer ? await options.tokens.verify(bearer, options.clock()) : undefined;
    if ((bearer && !auth) || (authenticated && !auth)) {
      throw new GatewayProblem(401, 'UNAUTHENTICATED');
    }
    const actor = auth ? actorOf(auth.sub, auth.kind) : actorFor(permission);
    if (!mayAct(actor, permission)) throw new GatewayProblem(403, 'FORBIDDEN');
    if (vendorScoped === false) return;
    const query = domainFromQuery ? (request.query as { domain?: unknown }).domain : undefined;
    const domain = vendorDomainOf(request.headers, typeof query === 'string' ? query : undefined);
    const vendor = await resolveVendor(domain);
    // A token is good only at its own vendor (tenancy, ARCHITECTURE decision 7).
    if (auth && auth.vendorId !== vendor.id) throw new GatewayProblem(401, 'UNAUTHENTICATED');
    request.sofre = { vendor, actor, ...(auth ? { auth } : {}) };
  });
}

export default fp(requestContext, { name: 'sofre-request-context' });
