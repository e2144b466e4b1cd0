// What the platform sells to its vendors: features (parts of the product a vendor may or may not
// have), the usages a package limits, and the periods it is paid for. The ids are the product's
// own (the gateway maps its route areas onto them, feature-gate.ts), so they are a closed list;
// the platform admin gives each its title and description (feature.kind.ts).
import { z } from 'zod';

export const FeatureId = z.enum([
  'KDS',
  'REPORTS',
  'MARKETPLACE',
  'LOYALTY_CLUB',
  'SMS_CAMPAIGNS',
  'MULTIPLE_BRANCHES',
  'OFFLINE_POS',
]);
export type FeatureId = z.infer<typeof FeatureId>;

/** The title a feature goes by until the admin gives it another. */
export const featureTitles: Record<FeatureId, string> = {
  KDS: 'نمایشگر آشپزخانه',
  REPORTS: 'گزارش‌های مدیریتی',
  MARKETPLACE: 'بازارگاه غذا',
  LOYALTY_CLUB: 'باشگاه مشتریان',
  SMS_CAMPAIGNS: 'کمپین پیامکی',
  MULTIPLE_BRANCHES: 'چند شعبه',
  OFFLINE_POS: 'صندوق آفلاین',
};

/** What a package counts and may cap: orders taken, SMS sent, branches of the vendor's brands. */
export const UsageMetric = z.enum(['ORDERS', 'SMS', 'BRANCHES']);
export type UsageMetric = z.infer<typeof UsageMetric>;

/** How long one payment keeps a package: a month, three, or a year. */
export const BillingPeriod = z.enum(['MONTHLY', 'QUARTERLY', 'YEARLY']);
export type BillingPeriod = z.infer<typeof BillingPeriod>;

export const periodMonths: Record<BillingPeriod, number> = {
  MONTHLY: 1,
  QUARTERLY: 3,
  YEARLY: 12,
};

/** A period's length in days (a month is 30 days: Jalali months run 29–31). */
export const periodDays = (period: BillingPeriod): number => periodMonths[period] * 30;

const DAY_MS = 86_400_000;

/** `days` after an ISO instant, as an ISO instant. */
export const addDays = (instant: string, days: number): string =>
  new Date(Date.parse(instant) + days * DAY_MS).toISOString();
