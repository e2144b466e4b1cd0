// Features gate the product (issue 32): one check for every route, not one per route. What each
// feature gates is said once below — its route areas and its live topics; registration stamps the
// feature on the route's config (so the route table and a test can read it), and one onRequest
// hook, after the request context resolved the vendor, refuses a vendor whose plan lacks it: 403
// FEATURE_NOT_IN_PACKAGE with a Persian message naming the cheapest package that has it. The live
// socket asks featureOfTopic on subscribe (live/live.route.ts). The web shell locks the same
// screens from GET /api-identity/subscriptions/usages/status.
import type { Topic } from '@sofre/engine/contracts';
import type { FeatureId } from '@sofre/engine/subscriptions';
import { cheapestWith, featureTitles, hasFeature } from '@sofre/engine/subscriptions';
import type { FastifyInstance } from 'fastify';
import type { MappedProblem, ProblemMapping } from '../http/problem-mapping.ts';
import type { Platform } from '../platform/platform.port.ts';
import { featuresOf, planFor } from './plan-lookup.ts';

export interface FeatureArea {
  readonly feature: FeatureId;
  /** Route areas: a path and everything under it. */
  readonly routes: readonly string[];
  /** Live topics, which need the feature as the area's routes do. */
  readonly topics: readonly Topic[];
}

/** The one list of what a feature gates. A feature not named here gates nothing on the server. */
export const featureAreas: readonly FeatureArea[] = [
  { feature: 'KDS', routes: ['/api/kitchen'], topics: ['kitchen-stations'] },
  {
    feature: 'REPORTS',
    // Every route that needs reports.view (a test says so); the settlements are the vendor's money
    // with the platform, not a report, and stay open on every package.
    routes: [
      '/api/reports',
      '/api-identity/customers/report',
      '/api/bikers/bikerreport',
      '/api/bikers/pagingreport',
      '/api/orders/getcreditordersreport',
      '/api/transactions/postransactionreport',
      '/SyncOrders/OrderReport',
      '/SyncOrders/ItemsReport',
    ],
    topics: ['report-sales', 'report-items'],
  },
  {
    feature: 'MULTIPLE_BRANCHES',
    routes: [
      '/api/orders/getvendorbrandpaymentmethodsalesreport',
      '/api-identity/vendors/subscribevendorbrand',
    ],
    topics: [],
  },
];

/** Whether `url` is the route area `prefix` or under it. */
export const isUnder = (url: string, prefix: string): boolean =>
  url === prefix || url.startsWith(`${prefix}/`);

export function featureOfRoute(url: string): FeatureId | undefined {
  return featureAreas.find((area) => area.routes.some((prefix) => isUnder(url, prefix)))?.feature;
}

export function featureOfTopic(topic: Topic): FeatureId | undefined {
  return featureAreas.find((area) => area.topics.includes(topic))?.feature;
}

/** A vendor's plan lacks the feature of the route it called. */
export class FeatureNotInPackage extends Error {
  override readonly name = 'FeatureNotInPackage';
  constructor(
    readonly feature: FeatureId,
    /** The feature's title as the admin gave it. */
    readonly featureTitle: string,
    readonly currentTitle: string,
    readonly offeredTitle: string | undefined,
  ) {
    super(`feature ${feature} not in package`);
  }
}

export const featureProblem: ProblemMapping = (error): MappedProblem | undefined => {
  if (!(error instanceof FeatureNotInPackage)) return undefined;
  const feature = `«${error.featureTitle}» در بستهٔ «${error.currentTitle}» شما نیست`;
  const offer = error.offeredTitle
    ? `؛ برای استفاده، بستهٔ «${error.offeredTitle}» را تهیه کنید.`
    : '.';
  return { status: 403, code: 'FEATURE_NOT_IN_PACKAGE', message: `${feature}${offer}` };
};

export function featureGate(
  app: FastifyInstance,
  deps: { readonly platform: Platform; readonly clock: () => Date },
): void {
  app.addHook('onRoute', (route) => {
    const feature = featureOfRoute(route.url);
    if (feature) route.config = { ...route.config, feature };
  });
  app.addHook('onRequest', async (request) => {
    const { feature } = request.routeOptions.config;
    const vendor = request.sofre?.vendor;
    if (!feature || !vendor) return;
    const { plan, packages } = await planFor(deps.platform, vendor.id, deps.clock());
    if (hasFeature(plan, feature)) return;
    const offered = cheapestWith(packages, feature);
    const title = (await featuresOf(deps.platform)).find((f) => f.id === feature)?.title;
    throw new FeatureNotInPackage(
      feature,
      title ?? featureTitles[feature],
      plan.package.fields.title,
      offered?.fields.title,
    );
  });
}
