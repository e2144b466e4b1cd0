// vendorIds (spec: the vendors of the brands a vendor owns) may only name the request's own vendor:
// another branch is another tenant, and a report that silently left it out would look complete,
// so naming one is refused (403 FORBIDDEN, a field error on vendorIds) rather than filtered out.
import type { FastifyRequest } from 'fastify';
import { GatewayProblem } from '../../http/problem.ts';
import { contextOf } from '../../http/request-context.ts';
import { moneyOutMessages } from './money-out.messages.ts';

export function ownVendorOnly(request: FastifyRequest, vendorIds: readonly string[] = []): string {
  const own = contextOf(request).vendor.id;
  if (vendorIds.some((id) => id !== own)) {
    throw new GatewayProblem(403, 'FORBIDDEN', [
      { field: 'vendorIds', code: 'VENDOR_NOT_OWN', message: moneyOutMessages.foreignVendor },
    ]);
  }
  return own;
}
