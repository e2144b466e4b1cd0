// The permission catalogue (spec §6: "list available permissions"): one permission per
// capability, with a stable id the gateway's routes declare and the Persian label the roles
// screen shows. Ids never change once released; a new capability gets a new id.
import { z } from 'zod';

export const permissionCatalogue = [
  { id: 'orders.view', group: 'orders', label: 'مشاهدهٔ سفارش‌ها' },
  { id: 'orders.take', group: 'orders', label: 'ثبت سفارش' },
  { id: 'orders.edit', group: 'orders', label: 'ویرایش سفارش' },
  { id: 'orders.change-price', group: 'orders', label: 'تغییر قیمت اقلام سفارش' },
  { id: 'orders.change-state', group: 'orders', label: 'تغییر وضعیت سفارش' },
  { id: 'orders.refund', group: 'orders', label: 'بازپرداخت وجه سفارش' },
  { id: 'kitchen.view', group: 'orders', label: 'نمایشگر آشپزخانه' },
  { id: 'tables.manage', group: 'orders', label: 'مدیریت میزها و رزروها' },
  { id: 'customers.manage', group: 'customers', label: 'مدیریت مشتریان و آدرس‌ها' },
  { id: 'menu.view', group: 'menu', label: 'مشاهدهٔ منو' },
  { id: 'menu.manage', group: 'menu', label: 'مدیریت منو، دسته‌بندی‌ها و افزودنی‌ها' },
  { id: 'discounts.manage', group: 'menu', label: 'مدیریت کدهای تخفیف' },
  { id: 'delivery.manage', group: 'delivery', label: 'مدیریت ارسال، محدوده‌ها و پیک‌ها' },
  { id: 'deliveries.perform', group: 'delivery', label: 'انجام سفر پیک' },
  { id: 'reports.view', group: 'reports', label: 'مشاهدهٔ گزارش‌ها' },
  { id: 'settlements.view', group: 'reports', label: 'مشاهدهٔ تسویه‌حساب‌ها' },
  { id: 'staff.manage', group: 'team', label: 'مدیریت کارکنان' },
  { id: 'roles.manage', group: 'team', label: 'مدیریت نقش‌ها و دسترسی‌ها' },
  { id: 'terminals.manage', group: 'settings', label: 'مدیریت پایانه‌های فروش و چاپگرها' },
  { id: 'vendor.manage', group: 'settings', label: 'مدیریت تنظیمات فروشگاه' },
] as const;

export type PermissionInfo = (typeof permissionCatalogue)[number];
export type PermissionId = PermissionInfo['id'];
export const allPermissions: readonly PermissionId[] = permissionCatalogue.map((p) => p.id);
export const PermissionId = z.enum(allPermissions as [PermissionId, ...PermissionId[]]);

/** Headings of the roles screen, in display order. */
export const permissionGroupLabels = {
  orders: 'سفارش‌ها',
  customers: 'مشتریان',
  menu: 'منو و تخفیف',
  delivery: 'ارسال',
  reports: 'گزارش‌ها',
  team: 'کارکنان و نقش‌ها',
  settings: 'تنظیمات',
} as const satisfies Record<PermissionInfo['group'], string>;

export const permissionLabel = (id: PermissionId): string =>
  permissionCatalogue.find((p) => p.id === id)!.label;

/** Held permissions include every required one (one id or a list, all needed). */
export function can(
  held: Iterable<PermissionId>,
  required: PermissionId | readonly PermissionId[],
): boolean {
  const set = held instanceof Set ? (held as ReadonlySet<PermissionId>) : new Set(held);
  const needed: readonly PermissionId[] = typeof required === 'string' ? [required] : required;
  return needed.every((p) => set.has(p));
}
