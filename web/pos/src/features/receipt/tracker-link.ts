// The customer's tracker (the site's /orders/<id>): the order id is a random UUID, so the link is
// the permission to see the order. On the vendor's own host, which the back office is opened on.
export const trackerLink = (orderId: string, origin: string = location.origin): string =>
  `${origin}/orders/${encodeURIComponent(orderId)}`;
