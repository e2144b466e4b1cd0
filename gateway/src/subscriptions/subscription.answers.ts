// How the platform's business reads in answers: a package with its features' titles, a contract
// (an invoice of fee type CONTRACT), a vendor's plan with its usages and, for each feature it
// lacks, the cheapest package that has it.
import type { ContractView, FeatureView, PackageView, PlanView } from '@sofre/engine/contracts';
import {
  FeatureId,
  FREE_PACKAGE,
  cheapestWith,
  hasFeature,
  type Contract,
  type PackageRecord,
} from '@sofre/engine/subscriptions';
import type { Platform } from '../platform/platform.port.ts';
import { featuresOf, usagesOf, type VendorPlan } from './plan-lookup.ts';

const DAY_MS = 86_400_000;

export function packageView(record: PackageRecord, features: readonly FeatureView[]): PackageView {
  const { fields } = record;
  return {
    id: record.id,
    title: fields.title,
    description: fields.description,
    features: features.filter((f) => fields.features.includes(f.id)),
    prices: fields.prices,
    limits: fields.limits,
    contractFeePercent: fields.contractFeePercent,
    active: fields.active,
    free: record.id === FREE_PACKAGE.id,
  };
}

export const contractView = (c: Contract): ContractView => ({
  id: c.contractId,
  packageId: c.packageId,
  packageTitle: c.packageTitle,
  period: c.period,
  price: c.price,
  discount: c.discount,
  amount: c.amount,
  code: c.code,
  status: c.status,
  openedAt: c.openedAt,
  paidAt: c.paidAt,
  feeType: 'CONTRACT',
});

export async function planView(
  platform: Pick<Platform, 'store' | 'readSide'>,
  vendorId: string,
  { plan, packages }: VendorPlan,
  now: Date,
): Promise<PlanView> {
  const { period, usages } = await usagesOf(platform, vendorId, plan, now);
  const endsAt = plan.heldUntil ?? null;
  const upgrades = FeatureId.options
    .filter((f) => !hasFeature(plan, f))
    .flatMap((feature) => {
      const p = cheapestWith(packages, feature);
      return p ? [{ feature, packageId: p.id, title: p.fields.title }] : [];
    });
  return {
    vendorId,
    package: {
      id: plan.package.id,
      title: plan.package.fields.title,
      free: plan.package.id === FREE_PACKAGE.id,
    },
    features: [...plan.package.fields.features],
    endsAt,
    daysLeft: endsAt ? Math.max(0, Math.ceil((Date.parse(endsAt) - now.getTime()) / DAY_MS)) : null,
    lapsed: plan.lapsed,
    period,
    usages,
    upgrades,
  };
}

export { featuresOf };
