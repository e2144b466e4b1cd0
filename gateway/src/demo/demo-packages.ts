// The demo platform's packages (prices in Rial) and features, seeded as the platform tenant's
// records, and the demo vendor's plan: «سازمانی», every feature, so the demo shows everything.
// Fixed ids and command ids: a second start repeats nothing.
import type { EventStore, Position } from '@sofre/engine';
import { PLATFORM_VENDOR_ID } from '@sofre/engine/identity';
import {
  FeatureId,
  featureKind,
  featureTitles,
  packageKind,
  subscriptionAggregate,
  type PackageInput,
} from '@sofre/engine/subscriptions';
import { demoSeed, type DemoSeed } from './demo-seed.ts';

const featureDescriptions: Record<FeatureId, string> = {
  KDS: 'سفارش‌ها روی نمایشگر آشپزخانه، به تفکیک ایستگاه',
  REPORTS: 'گزارش‌های فروش، اقلام، لغوشده‌ها، تسویه و خروجی اکسل',
  MARKETPLACE: 'دریافت سفارش از بازارگاه غذا',
  LOYALTY_CLUB: 'امتیاز و جایزه برای مشتریان وفادار',
  SMS_CAMPAIGNS: 'پیامک گروهی به بخش‌های مشتریان',
  MULTIPLE_BRANCHES: 'برند با چند شعبه و گزارش کنار هم',
  OFFLINE_POS: 'ثبت سفارش در صندوق بدون اینترنت',
};

export const demoPackages: readonly { id: string; fields: PackageInput }[] = [
  {
    id: 'package-basic',
    fields: {
      title: 'پایه',
      description: 'برای یک رستوران کوچک: گزارش‌ها و ۳٬۰۰۰ سفارش در ماه',
      features: ['REPORTS'],
      prices: { MONTHLY: 15_000_000, QUARTERLY: 40_000_000, YEARLY: 150_000_000 },
      limits: { ORDERS: 3_000, SMS: 500, BRANCHES: 1 },
      contractFeePercent: 3,
    },
  },
  {
    id: 'package-pro',
    fields: {
      title: 'حرفه‌ای',
      description: 'آشپزخانهٔ دیجیتال، باشگاه مشتریان، پیامک و صندوق آفلاین',
      features: ['REPORTS', 'KDS', 'LOYALTY_CLUB', 'SMS_CAMPAIGNS', 'OFFLINE_POS'],
      prices: { MONTHLY: 35_000_000, QUARTERLY: 95_000_000, YEARLY: 350_000_000 },
      limits: { SMS: 2_000, BRANCHES: 1 },
      contractFeePercent: 2.5,
    },
  },
  {
    id: 'package-enterprise',
    fields: {
      title: 'سازمانی',
      description: 'همهٔ امکانات، چند شعبه و بازارگاه، بدون سقف',
      features: [...FeatureId.options],
      prices: { MONTHLY: 90_000_000, YEARLY: 900_000_000 },
      limits: {},
      contractFeePercent: 2,
    },
  },
];

export const DEMO_PACKAGE_ID = 'package-enterprise';
/**
 * Held from 2020 until a year after the demo was seeded: the past days the reports' tests move the
 * clock to are inside its term, and the subscription page shows a year's term as a vendor's would.
 */
const DEMO_SINCE = '2020-01-01T00:00:00.000Z';
const DAY_MS = 86_400_000;
const demoDays = (seededAt: number) =>
  Math.ceil((seededAt + 365 * DAY_MS - Date.parse(DEMO_SINCE)) / DAY_MS);

export async function seedDemoCatalog(store: EventStore): Promise<Position> {
  const seed = demoSeed(store, PLATFORM_VENDOR_ID);
  for (const id of FeatureId.options)
    await seed.run(
      featureKind.aggregate,
      {
        type: 'CreateRecord',
        data: {
          id,
          fields: featureKind.fields.parse({
            feature: id,
            title: featureTitles[id],
            description: featureDescriptions[id],
          }),
        },
      },
      `feature:${id}`,
    );
  for (const p of demoPackages)
    await seed.run(
      packageKind.aggregate,
      { type: 'CreateRecord', data: { id: p.id, fields: packageKind.fields.parse(p.fields) } },
      `package:${p.id}`,
    );
  return seed.position();
}

/** Puts the vendor on a package (the demo's full one by default) until a year from now. */
export async function seedDemoPlan(seed: DemoSeed, packageId = DEMO_PACKAGE_ID): Promise<void> {
  const held = demoPackages.find((p) => p.id === packageId);
  if (!held) throw new Error(`no demo package ${packageId}`);
  const { title, contractFeePercent } = packageKind.fields.parse(held.fields);
  await seed.run(
    subscriptionAggregate,
    {
      type: 'GrantPackage',
      data: {
        subscriptionId: 'demo',
        packageId,
        packageTitle: title,
        contractFeePercent,
        days: demoDays(Date.now()),
        source: 'GRANT',
        code: null,
        since: DEMO_SINCE,
      },
    },
    'plan',
  );
}
