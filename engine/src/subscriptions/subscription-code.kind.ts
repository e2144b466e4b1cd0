// A subscription code (usersubscriptioncode): made by the platform admin, typed by a vendor. A
// GRANT code gives its package for some days, free; a DISCOUNT code takes a percentage off the
// package's price when the vendor subscribes. Either may expire and may be limited in uses (each
// vendor uses a code once; uses are claimed on the code's own stream, usage.decider.ts).
import { z } from 'zod';
import { errorMessages, type ErrorCode, type FieldError } from '../shared/domain-error.ts';
import { normalizeDigits } from '../shared/digits.ts';
import { defineRecordKind } from '../records/record.decider.ts';

/** Letters, digits, '-' and '_'; kept upper case so any spelling finds it. */
export const SubscriptionCodeText = z
  .string()
  .transform((s) => normalizeDigits(s).trim().toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9_-]{3,40}$/));

export const SubscriptionCodeFields = z.object({
  code: SubscriptionCodeText,
  packageId: z.string().min(1).max(100),
  kind: z.enum(['GRANT', 'DISCOUNT']),
  /** GRANT: how many days of the package the code gives. */
  days: z.number().int().min(1).max(3_660).nullable().default(null),
  /** DISCOUNT: the percentage off the package's price. */
  discountPercent: z.number().int().min(1).max(100).nullable().default(null),
  /** UTC ISO instant after which the code is refused; null: never. */
  expiration: z.iso.datetime().nullable().default(null),
  /** How many vendors may use it in all; null: any number. */
  usageLimit: z.number().int().positive().nullable().default(null),
  active: z.boolean().default(true),
});
export type SubscriptionCodeFields = z.output<typeof SubscriptionCodeFields>;
export type SubscriptionCodeInput = z.input<typeof SubscriptionCodeFields>;

const fieldError = (field: string, code: ErrorCode): FieldError => ({
  field,
  code,
  message: errorMessages[code],
});

/** A GRANT code names its days, a DISCOUNT code its percentage. */
function shapeErrors(fields: SubscriptionCodeFields): FieldError[] {
  if (fields.kind === 'GRANT' && fields.days === null)
    return [fieldError('days', 'SUBSCRIPTION_CODE_DAYS_REQUIRED')];
  if (fields.kind === 'DISCOUNT' && fields.discountPercent === null)
    return [fieldError('discountPercent', 'SUBSCRIPTION_CODE_PERCENT_REQUIRED')];
  return [];
}

export const subscriptionCodeKind = defineRecordKind({
  kind: 'subscription-code',
  eventPrefix: 'SubscriptionCode',
  notFound: 'SUBSCRIPTION_CODE_NOT_FOUND',
  fields: SubscriptionCodeFields,
  check: (fields, others) => [
    ...shapeErrors(fields),
    ...(others.some((o) => o.fields.code === fields.code)
      ? [fieldError('code', 'SUBSCRIPTION_CODE_TAKEN')]
      : []),
  ],
});

/** Why a code cannot be used now (before its uses are counted), or undefined. */
export function subscriptionCodeRefusal(
  fields: SubscriptionCodeFields | undefined,
  now: string,
): ErrorCode | undefined {
  if (!fields || !fields.active) return 'SUBSCRIPTION_CODE_INVALID';
  if (fields.expiration !== null && Date.parse(fields.expiration) <= Date.parse(now))
    return 'SUBSCRIPTION_CODE_EXPIRED';
  return undefined;
}
