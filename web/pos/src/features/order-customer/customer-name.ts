// How the POS names a customer on record: «سارا رضایی», or their phone when they gave no name.
export interface NamedCustomer {
  readonly firstName: string;
  readonly lastName: string;
  readonly phoneNumber: string;
}

export const fullName = (c: NamedCustomer): string =>
  `${c.firstName} ${c.lastName}`.trim() || c.phoneNumber;
