// Matching a customer against what the cashier typed: a part of the name or of the phone, in
// Persian or Latin digits, with Arabic ي/ك folded to Persian ی/ک (as gateway records/record-page
// `searchable` does for the back-office records). A whole phone in any written form (+98 …)
// matches that phone exactly.
import { normalizeDigits } from '@sofre/engine';
import { normalizePhone } from '@sofre/engine/identity';
import type { CustomerView } from '@sofre/engine/contracts';

export const searchable = (text: string): string =>
  normalizeDigits(text)
    .replaceAll('ي', 'ی')
    .replaceAll('ك', 'ک')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** A predicate for `search`, or undefined when it is blank (everything matches). */
export function customerMatcher(search: string | undefined) {
  const needle = searchable(search ?? '');
  if (!needle) return undefined;
  const phone = normalizePhone(needle);
  const digits = needle.replace(/[\s-]/g, '');
  return (customer: Pick<CustomerView, 'firstName' | 'lastName' | 'phoneNumber'>): boolean =>
    customer.phoneNumber === phone ||
    (/^\d+$/.test(digits) && customer.phoneNumber.includes(digits)) ||
    searchable(`${customer.firstName} ${customer.lastName}`).includes(needle);
}
