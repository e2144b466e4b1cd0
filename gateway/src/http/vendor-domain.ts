// The vendor is chosen by its host domain (spec §6): the `x-vendor-domain` header the web apps
// send, else the Host the browser used. Ports and case do not matter.
import type { IncomingHttpHeaders } from 'node:http';

export const VENDOR_DOMAIN_HEADER = 'x-vendor-domain';

export function normalizeDomain(raw: string): string {
  const host = raw.trim().toLowerCase();
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1); // [::1]:3000
  return host.replace(/:\d+$/, '');
}

export function vendorDomainOf(
  headers: IncomingHttpHeaders,
  fromQuery?: string,
): string | undefined {
  const header = headers[VENDOR_DOMAIN_HEADER];
  const explicit = fromQuery ?? (Array.isArray(header) ? header[0] : header);
  const raw = explicit || headers.host;
  return raw ? normalizeDomain(raw) : undefined;
}
