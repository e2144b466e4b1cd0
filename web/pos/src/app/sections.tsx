// Every section of the back office: its path, Persian title, the permission that opens it, the
// feature of the vendor's package it belongs to, and its screen (loaded on first visit). The
// navbar lists the ones the user may open; visiting another shows "no access" (the gateway would
// refuse its calls with 403 anyway). A section whose feature the plan lacks is listed with a lock
// and shows which package has it. A new screen is one entry here.
import type { PermissionId } from '@sofre/engine/staff';
import type { FeatureId } from '@sofre/engine/subscriptions';
import { lazy, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { PosScreen } from './pos.screen.tsx';

export interface BackOfficeSection {
  readonly path: string;
  readonly title: string;
  /** Any one of these opens the section. */
  readonly permissions: readonly PermissionId[];
  readonly screen: ComponentType | LazyExoticComponent<ComponentType>;
  /** Heading the navbar groups it under. */
  readonly group: 'sales' | 'menu' | 'operations' | 'team' | 'settings';
  /** Another app (the reports, the kitchen display): its link loads that app, not a screen here. */
  readonly external?: boolean;
  /**
   * The package feature the section belongs to: the feature gate's for the routes the screen
   * calls (gateway/src/subscriptions/feature-gate.ts featureAreas). None: every package has it.
   */
  readonly feature?: FeatureId;
}

/** What /bo/reports shows if reached without a page load: the reports app, loaded. */
function OpenOtherApp() {
  useEffect(() => location.assign(location.pathname), []);
  return null;
}

export const sectionGroupTitles: Record<BackOfficeSection['group'], string> = {
  sales: 'فروش',
  menu: 'منو',
  operations: 'سالن و ارسال',
  team: 'کارکنان',
  settings: 'تنظیمات',
};

/** Lazy screen from a module's named export, so each section is its own chunk. */
export const lazyScreen = <K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): LazyExoticComponent<ComponentType> => lazy(async () => ({ default: (await load())[name] }));

export const sections: readonly BackOfficeSection[] = [
  {
    path: '/bo',
    title: 'صندوق فروش',
    permissions: ['orders.take', 'orders.view'],
    screen: PosScreen,
    group: 'sales',
  },
  {
    path: '/bo/reports',
    title: 'گزارش‌ها',
    permissions: ['reports.view'],
    group: 'sales',
    external: true,
    feature: 'REPORTS',
    screen: OpenOtherApp,
  },
  {
    path: '/bo/customers',
    title: 'مشتریان',
    permissions: ['customers.manage'],
    group: 'sales',
    screen: lazyScreen(() => import('../features/customers/customers.page.tsx'), 'CustomersPage'),
  },
  {
    path: '/kds',
    title: 'نمایشگر آشپزخانه',
    permissions: ['kitchen.view'],
    group: 'sales',
    external: true,
    feature: 'KDS',
    screen: OpenOtherApp,
  },
  {
    path: '/bo/menu',
    title: 'منو',
    permissions: ['menu.manage'],
    group: 'menu',
    screen: lazyScreen(() => import('../features/menu-admin/menu-admin.page.tsx'), 'MenuAdminPage'),
  },
  {
    path: '/bo/toppings',
    title: 'افزودنی‌ها',
    permissions: ['menu.manage'],
    group: 'menu',
    screen: lazyScreen(() => import('../features/menu-admin/toppings.page.tsx'), 'ToppingsPage'),
  },
  {
    path: '/bo/discount-codes',
    title: 'کدهای تخفیف',
    permissions: ['discounts.manage'],
    group: 'menu',
    screen: lazyScreen(
      () => import('../features/discount-codes/discount-codes.page.tsx'),
      'DiscountCodesPage',
    ),
  },
  {
    path: '/bo/food-shifts',
    title: 'شیفت‌های غذایی',
    permissions: ['menu.manage'],
    group: 'menu',
    screen: lazyScreen(
      () => import('../features/food-shifts/food-shifts.page.tsx'),
      'FoodShiftsPage',
    ),
  },
  {
    path: '/bo/default-descriptions',
    title: 'توضیحات پیش‌فرض',
    permissions: ['menu.manage'],
    group: 'menu',
    screen: lazyScreen(
      () => import('../features/default-descriptions/default-descriptions.page.tsx'),
      'DefaultDescriptionsPage',
    ),
  },
  {
    path: '/bo/delivery-zones',
    title: 'محدوده‌های ارسال',
    permissions: ['delivery.manage'],
    group: 'operations',
    screen: lazyScreen(
      () => import('../features/delivery-zones/delivery-zones.page.tsx'),
      'DeliveryZonesPage',
    ),
  },
  {
    path: '/bo/dispatch',
    title: 'ارسال سفارش‌ها',
    permissions: ['delivery.manage'],
    group: 'operations',
    screen: lazyScreen(() => import('../features/dispatch/dispatch.page.tsx'), 'DispatchPage'),
  },
  {
    path: '/bo/tables',
    title: 'میزها و رزرو',
    permissions: ['tables.manage', 'orders.take'],
    group: 'operations',
    screen: lazyScreen(
      () => import('../features/dining-tables/dining-tables.page.tsx'),
      'DiningTablesPage',
    ),
  },
  {
    path: '/bo/staff',
    title: 'کارکنان',
    permissions: ['staff.manage'],
    group: 'team',
    screen: lazyScreen(() => import('../features/staff/staff.page.tsx'), 'StaffPage'),
  },
  {
    path: '/bo/roles',
    title: 'نقش‌ها و دسترسی‌ها',
    permissions: ['roles.manage'],
    group: 'team',
    screen: lazyScreen(() => import('../features/roles/roles.page.tsx'), 'RolesPage'),
  },
  {
    path: '/bo/printers',
    title: 'چاپگرها',
    permissions: ['terminals.manage'],
    group: 'settings',
    screen: lazyScreen(() => import('../features/printers/printers.page.tsx'), 'PrintersPage'),
  },
  {
    path: '/bo/terminals',
    title: 'کارت‌خوان‌ها',
    permissions: ['terminals.manage'],
    group: 'settings',
    screen: lazyScreen(() => import('../features/terminals/terminals.page.tsx'), 'TerminalsPage'),
  },
  {
    path: '/bo/settings',
    title: 'تنظیمات فروشگاه',
    permissions: ['vendor.manage'],
    group: 'settings',
    screen: lazyScreen(
      () => import('../features/vendor-settings/vendor-settings.page.tsx'),
      'VendorSettingsPage',
    ),
  },
  {
    path: '/bo/subscription',
    title: 'اشتراک و صورت‌حساب‌ها',
    permissions: ['vendor.manage'],
    group: 'settings',
    screen: lazyScreen(
      () => import('../features/subscription/subscription.page.tsx'),
      'SubscriptionPage',
    ),
  },
];

export const sectionAt = (path: string): BackOfficeSection | undefined =>
  sections.find((s) => s.path === path);
