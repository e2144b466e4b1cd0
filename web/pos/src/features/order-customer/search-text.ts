// What the cashier types in the customer search, as the server is asked: digits in any script
// become ASCII (the server finds a phone by any part of it), names are kept as typed.
import { normalizeDigits } from '@sofre/web-shared';

/** Shorter than this, a search would list everyone. */
export const MIN_SEARCH = 2;

/** The text sent to the server, or undefined while it is too short to search. */
export function searchQuery(typed: string): string | undefined {
  const text = normalizeDigits(typed).trim();
  return text.length >= MIN_SEARCH ? text : undefined;
}
