// The rules of a discount code's fields (spec §5: they come back as field errors beside the form's
// fields). What each type needs: PERCENTAGE a percent and a cap, MONEY an amount and no cap,
// FREESHIPPING nothing, FREEITEM its gifts and no amount.
import { errorMessages, type ErrorCode, type FieldError } from '../shared/domain-error.ts';
import { normalizeDiscountCode, type DiscountCodeFields } from './discount-code.fields.ts';

const error = (field: string, code: ErrorCode): FieldError => ({
  field,
  code,
  message: errorMessages[code],
});

function valueErrors(f: DiscountCodeFields): FieldError[] {
  switch (f.type) {
    case 'PERCENTAGE':
      return [
        ...(f.value === null || f.value < 1 || f.value > 100
          ? [error('value', 'DISCOUNT_PERCENT_OUT_OF_RANGE')]
          : []),
        ...(f.cap === null || f.cap <= 0 ? [error('cap', 'DISCOUNT_CAP_REQUIRED')] : []),
      ];
    case 'MONEY':
      return [
        ...(f.value === null || f.value <= 0 ? [error('value', 'DISCOUNT_AMOUNT_REQUIRED')] : []),
        ...(f.cap !== null ? [error('cap', 'DISCOUNT_CAP_NOT_ALLOWED')] : []),
      ];
    case 'FREESHIPPING':
    case 'FREEITEM':
      return [
        ...(f.value !== null ? [error('value', 'DISCOUNT_VALUE_NOT_ALLOWED')] : []),
        ...(f.cap !== null ? [error('cap', 'DISCOUNT_CAP_NOT_ALLOWED')] : []),
      ];
  }
}

const freeItemErrors = (f: DiscountCodeFields): FieldError[] => {
  if (f.type === 'FREEITEM')
    return f.freeItems.length === 0 ? [error('freeItems', 'DISCOUNT_FREE_ITEMS_REQUIRED')] : [];
  return f.freeItems.length > 0 ? [error('freeItems', 'DISCOUNT_FREE_ITEMS_NOT_ALLOWED')] : [];
};

/** null is "no limit"; a limit is at least one use. */
const limitErrors = (f: DiscountCodeFields): FieldError[] => [
  ...(f.usageLimitPerUser !== null && f.usageLimitPerUser < 1
    ? [error('usageLimitPerUser', 'DISCOUNT_USAGE_LIMIT_INVALID')]
    : []),
  ...(f.usageLimit !== null && f.usageLimit < 1
    ? [error('usageLimit', 'DISCOUNT_USAGE_LIMIT_INVALID')]
    : []),
];

/** Every rule on the fields and against the vendor's other codes; [] when the code may be saved. */
export function discountCodeErrors(
  fields: DiscountCodeFields,
  others: readonly { readonly fields: DiscountCodeFields }[],
): FieldError[] {
  const key = normalizeDiscountCode(fields.code);
  return [
    ...(others.some((o) => normalizeDiscountCode(o.fields.code) === key)
      ? [error('code', 'DISCOUNT_CODE_TAKEN')]
      : []),
    ...valueErrors(fields),
    ...freeItemErrors(fields),
    ...limitErrors(fields),
  ];
}

/** A new code must still have time to run: its expiration after the command's `now`. */
export const expirationErrors = (expiration: string, now: string): FieldError[] =>
  Date.parse(expiration) <= Date.parse(now)
    ? [error('expiration', 'DISCOUNT_EXPIRATION_PAST')]
    : [];
