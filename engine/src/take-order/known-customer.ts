// The order's customer as the vendor knows them: a cashier who types only a phone number (a phone
// order, a regular at the till) gets the order linked to the customer on record with that number,
// so the customer's history and a discount code's per-customer limit (spec §5) count it.
import { normalizePhone } from '../identity/phone.ts';
import type { OrderFacts } from './order-facts.port.ts';

interface RequestedCustomer {
  readonly id?: string | undefined;
  readonly name?: string | undefined;
  readonly phone?: string | undefined;
}

export async function knownCustomer<C extends RequestedCustomer>(
  facts: OrderFacts,
  vendorId: string,
  customer: C | undefined,
): Promise<C | undefined> {
  if (!customer || customer.id || !customer.phone) return customer;
  const phone = normalizePhone(customer.phone);
  const onRecord = phone && (await facts.customerByPhone(vendorId, phone));
  return onRecord ? { ...customer, id: onRecord.id } : customer;
}
