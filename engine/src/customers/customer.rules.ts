// Checks the "new customer" form as typed (spec §5: create customer shows the server's field
// errors): names, the phone in any written form, and the optional first address, all at once, so
// the cashier fixes everything in one go. Address problems are named `address.<field>`, the
// form's own field paths.
import { DomainError, errorMessages, type FieldError } from '../shared/domain-error.ts';
import { normalizePhone, type PhoneNumber } from '../identity/phone.ts';
import { addressErrors } from './address.rules.ts';
import type { AddressInput } from './customer.commands.ts';

export const customerMessages = {
  FIRST_NAME_REQUIRED: 'نام را وارد کنید (حداکثر ۵۰ نویسه).',
  LAST_NAME_REQUIRED: 'نام خانوادگی را وارد کنید (حداکثر ۵۰ نویسه).',
} as const;

export interface NewCustomerInput {
  readonly firstName: string;
  readonly lastName: string;
  readonly phoneNumber: string;
  readonly address?: AddressInput;
}

export interface NewCustomer {
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: PhoneNumber;
}

/** Persian letters as typed on Arabic keyboards (ي ك), spaces folded: how names are stored. */
export const cleanName = (name: string): string =>
  name.replace(/ي/g, 'ی').replace(/ك/g, 'ک').replace(/\s+/g, ' ').trim();

const nameOk = (name: string) => name.length > 0 && name.length <= 50;

/**
 * The customer to create, or CUSTOMER_INVALID with a field error per problem. An address taken
 * by staff without a map point is an offline one (located later), so it needs no point here.
 */
export function checkNewCustomer(input: NewCustomerInput): NewCustomer {
  const firstName = cleanName(input.firstName);
  const lastName = cleanName(input.lastName);
  const phone = normalizePhone(input.phoneNumber);
  const errors: FieldError[] = [];
  if (!nameOk(firstName)) {
    const code = 'FIRST_NAME_REQUIRED';
    errors.push({ field: 'firstName', code, message: customerMessages[code] });
  }
  if (!nameOk(lastName)) {
    const code = 'LAST_NAME_REQUIRED';
    errors.push({ field: 'lastName', code, message: customerMessages[code] });
  }
  if (phone === undefined) {
    const code = 'INVALID_PHONE_NUMBER';
    errors.push({ field: 'phoneNumber', code, message: errorMessages[code] });
  }
  if (input.address) {
    for (const e of addressErrors(input.address, true))
      errors.push({ ...e, field: `address.${e.field}` });
  }
  if (errors.length > 0 || phone === undefined) throw new DomainError('CUSTOMER_INVALID', errors);
  return { firstName, lastName, phone };
}
