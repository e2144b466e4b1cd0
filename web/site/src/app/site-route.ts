// The site's addresses (spec §2): / is the vendor's landing and ordering, /orders/<id> (or
// /?order=<id>) one order's live tracker, /track the page to find an order by its number, and
// /pay/<id> the page of a payment link sent by SMS, /me/orders and /me/addresses the signed-in
// customer's own orders and addresses. The table QR's ?table= is kept on every
// address (spec §1, §4). A new page (the counter's /kiosk, the courier's /biker) is one more entry
// in `pages`.
import type { PaymentOutcome } from '../common/site-paths.ts';

export type { PaymentOutcome };

export type SitePage =
  | { readonly kind: 'ordering' }
  | { readonly kind: 'tracker'; readonly orderId: string; readonly payment?: PaymentOutcome }
  | { readonly kind: 'find-order' }
  | { readonly kind: 'payment-link'; readonly orderId: string }
  | { readonly kind: 'my-orders' }
  | { readonly kind: 'my-addresses' }
  | { readonly kind: 'kiosk' }
  | { readonly kind: 'biker' };

export interface SiteRoute {
  readonly page: SitePage;
  readonly table: string | undefined;
}

type Matcher = (path: string, query: URLSearchParams) => SitePage | undefined;

const segment = (pattern: RegExp, path: string) => {
  const found = pattern.exec(path)?.[1];
  return found ? decodeURIComponent(found) : undefined;
};

const paymentOf = (query: URLSearchParams): PaymentOutcome | undefined => {
  const value = query.get('payment');
  return value === 'ok' || value === 'failed' ? value : undefined;
};

function tracker(orderId: string | undefined, query: URLSearchParams): SitePage | undefined {
  if (!orderId) return undefined;
  const payment = paymentOf(query);
  return payment ? { kind: 'tracker', orderId, payment } : { kind: 'tracker', orderId };
}

/** First match wins; anything unmatched is the ordering home. */
const pages: readonly Matcher[] = [
  (path, query) => tracker(segment(/^\/orders\/([^/]+)\/?$/, path), query),
  (path, query) => (path === '/' ? tracker(query.get('order') ?? undefined, query) : undefined),
  (path) => (/^\/track\/?$/.test(path) ? { kind: 'find-order' } : undefined),
  (path) => {
    const orderId = segment(/^\/pay\/([^/]+)\/?$/, path);
    return orderId ? { kind: 'payment-link', orderId } : undefined;
  },
  (path) => (/^\/me\/orders\/?$/.test(path) ? { kind: 'my-orders' } : undefined),
  (path) => (/^\/me\/addresses\/?$/.test(path) ? { kind: 'my-addresses' } : undefined),
  (path) => (/^\/kiosk\/?$/.test(path) ? { kind: 'kiosk' } : undefined),
  (path) => (/^\/biker\/?$/.test(path) ? { kind: 'biker' } : undefined),
];

export function parseRoute(pathname: string, search: string): SiteRoute {
  const query = new URLSearchParams(search);
  const page = pages.reduce<SitePage | undefined>(
    (found, match) => found ?? match(pathname, query),
    undefined,
  );
  return { page: page ?? { kind: 'ordering' }, table: query.get('table') || undefined };
}

export {
  findOrderPath,
  homePath,
  myAddressesPath,
  myOrdersPath,
  trackerPath,
} from '../common/site-paths.ts';
