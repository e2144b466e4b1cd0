// The vendor's plan (GET /api-identity/subscriptions/usages/status): its package, the features it
// has, its term and how close it is to its limits. Read once per app and shared by every screen:
// the back office locks the sections of features the plan lacks, the reports and the kitchen
// display lock themselves. The gateway refuses those routes anyway (403 FEATURE_NOT_IN_PACKAGE).
// The features' titles are the platform admin's (GET /api-identity/feature), read once too.
import { FeatureView, PlanView } from '@sofre/engine/contracts';
import type { FeatureId } from '@sofre/engine/subscriptions';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../api/api-client.ts';
import { featureLabel } from './subscription.messages.ts';

export const planKey = ['subscription', 'plan'] as const;
export const featuresKey = ['subscription', 'features'] as const;

export const getPlan = (signal?: AbortSignal) =>
  apiRequest({ path: '/api-identity/subscriptions/usages/status', response: PlanView, signal });

export function usePlan() {
  return useQuery({
    queryKey: planKey,
    queryFn: ({ signal }) => getPlan(signal),
    // A plan that cannot be read locks nothing: the gateway still refuses what it lacks.
    meta: { silent: true },
  });
}

/** Whether the plan lacks the feature; an unknown plan (loading, unreadable) lacks nothing. */
export const lacksFeature = (plan: PlanView | undefined, feature: FeatureId | undefined): boolean =>
  feature !== undefined && plan !== undefined && !plan.features.includes(feature);

/** The package to take for a feature the plan lacks (the cheapest on sale with it). */
export const upgradeFor = (plan: PlanView | undefined, feature: FeatureId) =>
  plan?.upgrades.find((u) => u.feature === feature);

/** The features the platform sells, with the titles and descriptions its admin gave them. */
export function useFeatures() {
  return useQuery({
    queryKey: featuresKey,
    queryFn: ({ signal }) =>
      apiRequest({ path: '/api-identity/feature', response: z.array(FeatureView), signal }),
    meta: { silent: true },
  });
}

/** A feature's title as the admin named it; the built-in name until the features are read. */
export const featureTitle = (
  features: readonly FeatureView[] | undefined,
  feature: FeatureId,
): string => features?.find((f) => f.id === feature)?.title || featureLabel(feature);
