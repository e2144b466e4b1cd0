// Who is asking and for which vendor, set on every API request before validation. A route
// declares its permission; the actor and the permission check slot in here for the auth issue.
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError, type Actor } from '@sofre/engine';
import type { ReadSide, VendorInfo } from '../platform/read-side.port.ts';
import { actorFor, mayAct } from './permissions.ts';
import { GatewayProblem } from './problem.ts';
import { vendorDomainOf } from './vendor-domain.ts';

export interface RequestContext {
  readonly vendor: VendorInfo;
  readonly actor: Actor;
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

async function requestContext(app: FastifyInstance, options: { readSide: ReadSide }) {
  const resolveVendor = vendorResolver(options.readSide);
  app.decorateRequest('sofre', undefined);
  app.addHook('onRequest', async (request) => {
    const { permission, vendorScoped, domainFromQuery } = request.routeOptions.config;
    if (!permission) return;
    const actor = actorFor(permission);
    if (!mayAct(actor, permission)) throw new GatewayProblem(403, 'FORBIDDEN');
    if (vendorScoped === false) return;
    const query = domainFromQuery ? (request.query as { domain?: unknown }).domain : undefined;
    const domain = vendorDomainOf(request.headers, typeof query === 'string' ? query : undefined);
    request.sofre = { vendor: await resolveVendor(domain), actor };
  });
}

export default fp(requestContext, { name: 'sofre-request-context' });
