// The customers read model's rows: one per customer (the back-office list, search, caller id)
// with their addresses, and small pointer rows that find a customer by phone or by one of their
// addresses (the offline address routes name an address alone). Keys hold the vendor: ids are
// unique per vendor only.
import type { AddressView, CustomerView } from '@sofre/engine/contracts';

export interface CustomerRow extends CustomerView {
  readonly kind: 'CUSTOMER';
  readonly vendorId: string;
  readonly updatedAt: string;
  readonly position: string;
}

/** Which customer a phone or an address belongs to. */
export interface CustomerPointerRow {
  readonly kind: 'PHONE' | 'ADDRESS';
  readonly vendorId: string;
  readonly customerId: string;
  readonly position: string;
}

export type CustomersProjectionRow = CustomerRow | CustomerPointerRow;

export type { AddressView };

export const customerKey = (vendorId: string, customerId: string): string =>
  `customer:${vendorId}:${customerId}`;
export const customerPhoneKey = (vendorId: string, phone: string): string =>
  `phone:${vendorId}:${phone}`;
export const customerAddressKey = (vendorId: string, addressId: string): string =>
  `address:${vendorId}:${addressId}`;

/** The row as the API shows it (without the read model's bookkeeping). */
export const customerView = (row: CustomerRow): CustomerView => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  phoneNumber: row.phoneNumber,
  addresses: row.addresses,
  createdAt: row.createdAt,
});
