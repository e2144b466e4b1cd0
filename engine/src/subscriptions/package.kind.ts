// A package (بسته): features sold together, with a price per period and monthly limits on what it
// counts. The platform admin defines them as records of the platform tenant (records kit), so the
// records read model lists them for every vendor. A limit of null is no limit; a price of null
// means the package is not sold for that period.
import { z } from 'zod';
import { PersianText } from '../banking/bank-account.ts';
import { Rial } from '../shared/money.ts';
import { errorMessages } from '../shared/domain-error.ts';
import { defineRecordKind } from '../records/record.decider.ts';
import { roleNameKey as nameKey } from '../staff/role.ts';
import { BillingPeriod, FeatureId, periodMonths } from './features.ts';

const limit = z.number().int().positive().nullable();

export const PackageFields = z.object({
  title: PersianText(60),
  description: z.string().trim().max(500).default(''),
  features: z.array(FeatureId).max(FeatureId.options.length).default([]),
  prices: z
    .object({
      MONTHLY: Rial.positive().nullable().optional(),
      QUARTERLY: Rial.positive().nullable().optional(),
      YEARLY: Rial.positive().nullable().optional(),
    })
    .default({}),
  /** Monthly caps; absent or null: no cap. */
  limits: z
    .object({ ORDERS: limit.optional(), SMS: limit.optional(), BRANCHES: limit.optional() })
    .default({}),
  /** The platform's share of a marketplace sale for vendors on this package (settlements). */
  contractFeePercent: z.number().min(0).max(100).default(0),
  /** Shown to vendors and sold; an inactive package keeps its subscribers until they end. */
  active: z.boolean().default(true),
});
export type PackageFields = z.output<typeof PackageFields>;
export type PackageInput = z.input<typeof PackageFields>;

export const packageKind = defineRecordKind({
  kind: 'subscription-package',
  eventPrefix: 'SubscriptionPackage',
  notFound: 'PACKAGE_NOT_FOUND',
  fields: PackageFields,
  check: (fields, others) =>
    others.some((o) => nameKey(o.fields.title) === nameKey(fields.title))
      ? [
          {
            field: 'title',
            code: 'PACKAGE_TITLE_TAKEN',
            message: errorMessages.PACKAGE_TITLE_TAKEN,
          },
        ]
      : [],
});

/** A package as the plan reads it: its id beside its fields. */
export interface PackageRecord {
  readonly id: string;
  readonly fields: PackageFields;
}

/**
 * Where a vendor without a paid package stands (and one whose package ran out): the product's
 * core — POS, menu, orders, the site — with no extra feature. Built in, so it always exists.
 */
export const FREE_PACKAGE: PackageRecord = {
  id: 'free',
  fields: {
    title: 'رایگان',
    description: 'صندوق فروش، منو، سفارش‌ها و سایت سفارش آنلاین',
    features: [],
    prices: {},
    limits: { ORDERS: 1_000, SMS: 100, BRANCHES: 1 },
    // The platform's default commission (projections settlement-terms.ts).
    contractFeePercent: 2,
    active: true,
  },
};

/** The cheapest monthly price a package is sold for (for «the cheapest package that has it»). */
export const monthlyPrice = (fields: PackageFields): number | undefined => {
  const per = BillingPeriod.options
    .map((p) => {
      const price = fields.prices[p];
      return price == null ? undefined : price / periodMonths[p];
    })
    .filter((p): p is number => p !== undefined);
  return per.length > 0 ? Math.min(...per) : undefined;
};
