// The rules of tables and reservations as plain functions: the decider applies them, and the
// gateway applies the one across tables (unique number) against the read side.
import { errorMessages, type ErrorCode, type FieldError } from '../shared/domain-error.ts';

export const fieldError = (field: string, code: ErrorCode): FieldError => ({
  field,
  code,
  message: errorMessages[code],
});

/** How far ahead a table can be booked. */
export const RESERVATION_HORIZON_DAYS = 90;

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * A reservation is for now or later: the picker has minutes, so anything in the current minute
 * counts as now (a walk-in seated "now" is not refused for the seconds already gone).
 */
export function reservationTimeErrors(reservedFor: string, now: string): FieldError[] {
  const at = Date.parse(reservedFor);
  const nowMs = Date.parse(now);
  const startOfMinute = nowMs - (nowMs % MINUTE_MS);
  if (at < startOfMinute) return [fieldError('reservedFor', 'RESERVATION_TIME_PAST')];
  if (at > nowMs + RESERVATION_HORIZON_DAYS * DAY_MS)
    return [fieldError('reservedFor', 'RESERVATION_TIME_TOO_FAR')];
  return [];
}

/** A party sits at a table with enough seats. */
export const partySizeErrors = (partySize: number, capacity: number): FieldError[] =>
  partySize > capacity ? [fieldError('partySize', 'DINING_TABLE_CAPACITY_EXCEEDED')] : [];

/** A table's number is used once per vendor; `others` leaves out the table being written. */
export const tableNumberErrors = (
  number: number,
  others: readonly { readonly number: number }[],
): FieldError[] =>
  others.some((o) => o.number === number)
    ? [fieldError('number', 'DINING_TABLE_NUMBER_TAKEN')]
    : [];
