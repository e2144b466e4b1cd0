// Order ids are the client's, so two vendors may send the same one (issue: ids are scoped to the
// vendor everywhere). Every order read model keys its rows by vendor and order; vendor ids never
// hold ':', so the order id is everything after the first one.
import type { ProjectedEvent } from '../projection.ts';

export const orderRowKey = (vendorId: string, orderId: string): string => `${vendorId}:${orderId}`;

/** The row key of the order an order event is about. */
export const orderRowKeyOf = (event: ProjectedEvent & { readonly data: { orderId: string } }) =>
  orderRowKey(event.metadata.vendorId, event.data.orderId);

export const orderIdOfRowKey = (key: string): string => key.slice(key.indexOf(':') + 1);
