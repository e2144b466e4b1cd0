// A package form's values and the request they make: prices typed in Toman and sent in Rial, an
// empty price (not sold) or cap (none) sent as null.
import type { PackageView } from '@sofre/engine/contracts';
import { BillingPeriod, UsageMetric, type FeatureId } from '@sofre/engine/subscriptions';
import type { PackageFieldsInput } from './platform.api.ts';

const RIAL_PER_TOMAN = 10;

export interface PackageFormValues {
  title: string;
  description: string;
  features: FeatureId[];
  /** Toman; undefined: not sold for the period. */
  prices: Partial<Record<BillingPeriod, number>>;
  /** undefined: no cap. */
  limits: Partial<Record<UsageMetric, number>>;
  contractFeePercent: number;
  active: boolean;
}

const defined = <V>(entries: [string, V | null | undefined][]) =>
  Object.fromEntries(entries.filter((e): e is [string, V] => e[1] != null));

export function formOfPackage(pkg: PackageView | undefined): PackageFormValues {
  return {
    title: pkg?.title ?? '',
    description: pkg?.description ?? '',
    features: pkg?.features.map((f) => f.id) ?? [],
    prices: defined(
      BillingPeriod.options.map((p) => {
        const rial = pkg?.prices[p];
        return [p, rial == null ? undefined : rial / RIAL_PER_TOMAN];
      }),
    ),
    limits: defined(UsageMetric.options.map((m) => [m, pkg?.limits[m]])),
    contractFeePercent: pkg?.contractFeePercent ?? 0,
    active: pkg?.active ?? true,
  };
}

export function requestOfPackage(values: PackageFormValues): PackageFieldsInput {
  const price = (p: BillingPeriod) => {
    const toman = values.prices[p];
    return toman === undefined ? null : Math.round(toman * RIAL_PER_TOMAN);
  };
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    features: values.features,
    prices: { MONTHLY: price('MONTHLY'), QUARTERLY: price('QUARTERLY'), YEARLY: price('YEARLY') },
    limits: {
      ORDERS: values.limits.ORDERS ?? null,
      SMS: values.limits.SMS ?? null,
      BRANCHES: values.limits.BRANCHES ?? null,
    },
    contractFeePercent: values.contractFeePercent,
    active: values.active,
  };
}
