// Checks an address as typed, collecting every problem as a field error so the form can show
// them all at once (spec §5), under the code the form's toast needs (spec §8).
import { DomainError, type ErrorCode, type FieldError } from '../shared/domain-error.ts';
import type { AddressInput } from './customer.commands.ts';
import type { AddressFields } from './customer.events.ts';

export const addressMessages = {
  TITLE_REQUIRED: 'عنوان آدرس را وارد کنید (حداکثر ۵۰ نویسه).',
  TEXT_REQUIRED: 'متن آدرس را وارد کنید (حداکثر ۵۰۰ نویسه).',
  DETAILS_TOO_LONG: 'جزئیات آدرس حداکثر ۲۰۰ نویسه است.',
  LATITUDE_OUT_OF_RANGE: 'عرض جغرافیایی باید بین ‎-90 و 90 باشد.',
  LONGITUDE_OUT_OF_RANGE: 'طول جغرافیایی باید بین ‎-180 و 180 باشد.',
  LOCATION_REQUIRED: 'موقعیت آدرس را روی نقشه مشخص کنید.',
} as const;

type Check = [field: string, code: keyof typeof addressMessages, ok: boolean];

const fieldErrors = (checks: readonly Check[]): FieldError[] =>
  checks
    .filter(([, , ok]) => !ok)
    .map(([field, code]) => ({ field, code, message: addressMessages[code] }));

const within = (value: number | undefined, limit: number) =>
  value === undefined || (Number.isFinite(value) && Math.abs(value) <= limit);

/** Field errors for a map point; both coordinates or neither unless `required`. */
export function locationErrors(
  latitude: number | undefined,
  longitude: number | undefined,
  required: boolean,
): FieldError[] {
  const partial = (latitude === undefined) !== (longitude === undefined);
  const missing = latitude === undefined && longitude === undefined;
  return fieldErrors([
    ['latitude', 'LATITUDE_OUT_OF_RANGE', within(latitude, 90)],
    ['longitude', 'LONGITUDE_OUT_OF_RANGE', within(longitude, 180)],
    ['latitude', 'LOCATION_REQUIRED', !partial && !(required && missing)],
  ]);
}

/**
 * The address to store, or a refusal under `code` (ADDRESS_ADD_FAILED or ADDRESS_EDIT_FAILED).
 * An online address needs its map point; an offline one may come without it.
 */
export function cleanAddress(
  input: AddressInput,
  offline: boolean,
  code: ErrorCode,
): AddressFields {
  const errors = addressErrors(input, offline);
  if (errors.length > 0) throw new DomainError(code, errors);
  return trimmed(input);
}

/** Every problem of an address as typed (none: cleanAddress accepts it). */
export function addressErrors(input: AddressInput, offline: boolean): FieldError[] {
  const { title, text, details } = trimmed(input);
  return [
    ...fieldErrors([
      ['title', 'TITLE_REQUIRED', title.length > 0 && title.length <= 50],
      ['text', 'TEXT_REQUIRED', text.length > 0 && text.length <= 500],
      ['details', 'DETAILS_TOO_LONG', (details?.length ?? 0) <= 200],
    ]),
    ...locationErrors(input.latitude, input.longitude, !offline),
  ];
}

function trimmed(input: AddressInput): AddressFields {
  const { latitude, longitude } = input;
  const location =
    latitude !== undefined && longitude !== undefined ? { latitude, longitude } : null;
  const details = input.details?.trim() || null;
  return { title: input.title.trim(), text: input.text.trim(), location, details };
}
