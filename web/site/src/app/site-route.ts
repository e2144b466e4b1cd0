// The site's addresses: /orders/<id> or /?order=<id> shows one order's tracker; anything else
// the page to find an order. The table QR's ?table= is kept on every address (spec §1, §4).
export interface SiteRoute {
  readonly orderId: string | undefined;
  readonly table: string | undefined;
}

export function parseRoute(pathname: string, search: string): SiteRoute {
  const query = new URLSearchParams(search);
  const fromPath = /^\/orders\/([^/]+)\/?$/.exec(pathname)?.[1];
  const orderId = (fromPath ? decodeURIComponent(fromPath) : query.get('order')) || undefined;
  return { orderId, table: query.get('table') || undefined };
}

/** The tracker's address for an order, keeping the table. */
export function trackerPath(orderId: string, table: string | undefined): string {
  const path = `/orders/${encodeURIComponent(orderId)}`;
  return table === undefined ? path : `${path}?${new URLSearchParams({ table })}`;
}
