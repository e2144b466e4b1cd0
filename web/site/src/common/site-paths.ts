// The site's addresses as features build them, each keeping the table of a QR code (?table=,
// spec §1, §4). The app's router (app/site-route.ts) reads the same addresses.
/** What became of a payment, as the verify route tells the tracker (?payment=). */
export type PaymentOutcome = 'ok' | 'failed';

const withTable = (path: string, table: string | undefined) =>
  table === undefined ? path : `${path}?${new URLSearchParams({ table })}`;

/** The tracker's address for an order, keeping the table. */
export const trackerPath = (orderId: string, table: string | undefined): string =>
  withTable(`/orders/${encodeURIComponent(orderId)}`, table);

/** The ordering home, keeping the table. */
export const homePath = (table: string | undefined): string => withTable('/', table);

/** The page to find an order by its number and phone. */
export const findOrderPath = (table: string | undefined): string => withTable('/track', table);

/** The signed-in customer's own orders, newest first. */
export const myOrdersPath = (table: string | undefined): string => withTable('/me/orders', table);

/** The signed-in customer's saved addresses. */
export const myAddressesPath = (table: string | undefined): string =>
  withTable('/me/addresses', table);
