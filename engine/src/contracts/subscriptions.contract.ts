// The platform's business with its vendors over HTTP (routes.txt: feature, subscriptions,
// contracts, usersubscriptioncode): what the admin sends to define features, packages and codes,
// and what a vendor's back office reads — the packages and prices, its plan and how close it is
// to its limits, its contracts and their payments. Browser-safe: the screens read these too.
import { z } from 'zod';
import { TransactionStatus } from '../shared/enums.ts';
import { FeatureFields } from '../subscriptions/feature.kind.ts';
import { PackageFields } from '../subscriptions/package.kind.ts';
import { SubscriptionCodeFields } from '../subscriptions/subscription-code.kind.ts';
import { ContractRefundReason } from '../subscriptions/subscription.events.ts';
import { BillingPeriod, FeatureId, UsageMetric } from '../subscriptions/features.ts';

const Id = z.string().min(1).max(100);

export const FeatureView = z.object({ id: FeatureId, title: z.string(), description: z.string() });
export type FeatureView = z.infer<typeof FeatureView>;

/** The admin's words for a feature (POST defines, PUT changes; one record per feature id). */
export const FeatureRequest = FeatureFields;

export const PackageView = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  features: z.array(FeatureView),
  prices: PackageFields.shape.prices.unwrap(),
  limits: PackageFields.shape.limits.unwrap(),
  contractFeePercent: z.number(),
  active: z.boolean(),
  /** The built-in package every vendor falls back to. */
  free: z.boolean(),
});
export type PackageView = z.infer<typeof PackageView>;

export const CreatePackageRequest = PackageFields.extend({ id: Id.optional() });
export const ChangePackageRequest = PackageFields.extend({ id: Id });

export const PackageIdParams = z.object({ id: Id });
export const PriceQuery = z.object({ code: z.string().max(40).optional() });

export const PeriodPrice = z.object({
  period: BillingPeriod,
  days: z.number().int(),
  price: z.number().int(),
  discount: z.number().int(),
  /** What the vendor pays: price − discount (Rial). */
  amount: z.number().int(),
});
export const PackagePriceView = z.object({
  packageId: z.string(),
  title: z.string(),
  code: z.string().nullable(),
  prices: z.array(PeriodPrice),
});
export type PackagePriceView = z.infer<typeof PackagePriceView>;

export const UsageLevel = z.enum(['OK', 'NEAR', 'REACHED']);
export const UsageView = z.object({
  metric: UsageMetric,
  used: z.number().int(),
  /** null: no cap. */
  limit: z.number().int().nullable(),
  /** used ÷ limit in percent, 0 without a cap. */
  percent: z.number(),
  /** NEAR from 80 %. */
  level: UsageLevel,
});
export type UsageView = z.infer<typeof UsageView>;
export const UsagesView = z.object({ period: z.string(), usages: z.array(UsageView) });

/** The vendor's plan: what the web shell reads to lock screens (and to say why). */
export const PlanView = z.object({
  vendorId: z.string(),
  package: z.object({ id: z.string(), title: z.string(), free: z.boolean() }),
  features: z.array(FeatureId),
  /** UTC ISO end of the term in force; null on the free package. */
  endsAt: z.string().nullable(),
  daysLeft: z.number().int().nullable(),
  /** The vendor held a package and its term ended (it is on the free package now). */
  lapsed: z.boolean(),
  period: z.string(),
  usages: z.array(UsageView),
  /** For each feature the plan lacks, the cheapest package that has it. */
  upgrades: z.array(z.object({ feature: FeatureId, packageId: z.string(), title: z.string() })),
});
export type PlanView = z.infer<typeof PlanView>;

export const SubscribeRequest = z
  .object({
    packageId: Id.optional(),
    period: BillingPeriod.default('MONTHLY'),
    /** A subscription code: a DISCOUNT off the price, or a GRANT of its package (then no packageId). */
    code: z.string().max(40).optional(),
  })
  .refine((r) => r.packageId !== undefined || r.code !== undefined, {
    message: 'packageId or code',
    path: ['packageId'],
  });

export const InvoiceStatus = z.enum(['PENDING', 'PAID', 'FAILED']);
export const ContractView = z.object({
  id: z.string(),
  packageId: z.string(),
  packageTitle: z.string(),
  period: BillingPeriod,
  price: z.number().int(),
  discount: z.number().int(),
  amount: z.number().int(),
  code: z.string().nullable(),
  status: InvoiceStatus,
  openedAt: z.string(),
  paidAt: z.string().nullable(),
  /** The fee type of the platform's invoice (spec §3 fee types). */
  feeType: z.literal('CONTRACT'),
});
export type ContractView = z.infer<typeof ContractView>;

/** What POST subscriptions answers: the contract to pay (PAID at once for a grant) and the plan. */
export const SubscribeAnswer = z.object({ contract: ContractView.nullable(), plan: PlanView });

export const ContractPaymentView = z.object({
  transactionId: z.string(),
  contractId: z.string(),
  amount: z.number().int(),
  /** The provider's page the vendor pays on. */
  submitUrl: z.string(),
  status: TransactionStatus,
});
export const ContractTransactionView = z.object({
  id: z.string(),
  contractId: z.string(),
  amount: z.number().int(),
  provider: z.string(),
  status: TransactionStatus,
  referenceId: z.string().nullable(),
  /**
   * Money of this payment owed back (the contract was paid by another payment, or its code on
   * another contract, or the provider took another amount): DUE until the provider took it, then
   * PENDING, SETTLED or FAILED; MANUAL (the provider cannot refund) or UNANSWERED (asked too
   * often, no answer) when it is to be paid back by hand.
   */
  refund: z
    .object({
      amount: z.number().int(),
      reason: ContractRefundReason,
      status: z.enum(['DUE', 'PENDING', 'SETTLED', 'FAILED', 'MANUAL', 'UNANSWERED']),
    })
    .nullable(),
});
/** A contract payment's refund to be paid back by hand (the platform admin's list, every vendor). */
export const ContractRefundByHandView = z.object({
  vendorId: z.string(),
  transactionId: z.string(),
  contractId: z.string(),
  provider: z.string(),
  /** The provider's reference of the payment, what a refund by hand is traced with. */
  referenceId: z.string().nullable(),
  amount: z.number().int(),
  reason: ContractRefundReason,
  /**
   * FAILED: the provider refused it; MANUAL: it cannot refund; UNANSWERED: asked `asks` times,
   * last at `askedAt`, with no answer — it may have refunded after all (a timeout): check with the
   * provider by `refundId` before paying by hand.
   */
  status: z.enum(['FAILED', 'MANUAL', 'UNANSWERED']),
  /** Ours, what the provider was asked with. */
  refundId: z.string(),
  asks: z.number().int().nonnegative(),
  askedAt: z.string().nullable(),
});
export const VerifyContractQuery = z.looseObject({
  transactionId: Id,
  vendorId: Id,
});

/** A code as answered (plain fields: an answer is never transformed on its way out). */
export const SubscriptionCodeView = z.object({
  id: z.string(),
  code: z.string(),
  packageId: z.string(),
  kind: z.enum(['GRANT', 'DISCOUNT']),
  days: z.number().int().nullable(),
  discountPercent: z.number().int().nullable(),
  expiration: z.string().nullable(),
  usageLimit: z.number().int().nullable(),
  active: z.boolean(),
  packageTitle: z.string().nullable(),
  /** Vendors that used it. */
  used: z.number().int(),
});
export type SubscriptionCodeView = z.infer<typeof SubscriptionCodeView>;
export const CreateSubscriptionCodeRequest = SubscriptionCodeFields.extend({ id: Id.optional() });
export const ChangeSubscriptionCodeRequest = SubscriptionCodeFields.extend({ id: Id });
export const SubscriptionCodeIdQuery = z.object({ id: Id });
export const SubscriptionCodeParams = z.object({ code: z.string().min(1).max(40) });
/** What a vendor learns of a code it typed: what it gives, if it can be used now. */
export const SubscriptionCodeCheck = z.object({
  code: z.string(),
  kind: z.enum(['GRANT', 'DISCOUNT']),
  packageId: z.string(),
  packageTitle: z.string(),
  days: z.number().int().nullable(),
  discountPercent: z.number().int().nullable(),
  expiration: z.string().nullable(),
});
