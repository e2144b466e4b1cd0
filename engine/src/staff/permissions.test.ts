import { describe, expect, it } from 'vitest';
import { defaultRoles } from './default-roles.ts';
import {
  allPermissions,
  can,
  permissionCatalogue,
  PermissionId,
  permissionLabel,
} from './permissions.ts';
import { permissionsOf } from './role.ts';

describe('permission catalogue', () => {
  it('has unique ids, each with a Persian label', () => {
    expect(new Set(allPermissions).size).toBe(permissionCatalogue.length);
    for (const p of permissionCatalogue) expect(p.label).toMatch(/[\u0600-\u06ff]/);
    expect(permissionLabel('orders.refund')).toBe('بازپرداخت وجه سفارش');
    expect(PermissionId.safeParse('orders.fly').success).toBe(false);
  });

  it('default roles use only catalogue permissions', () => {
    for (const role of defaultRoles)
      for (const p of role.permissions) expect(allPermissions).toContain(p);
  });
});

describe('can and permissionsOf', () => {
  const cashierAndKitchen = permissionsOf(defaultRoles, ['cashier', 'kitchen']);

  it('all required permissions must be held', () => {
    expect(can(cashierAndKitchen, 'orders.take')).toBe(true);
    expect(can(cashierAndKitchen, ['orders.take', 'kitchen.view'])).toBe(true);
    expect(can(cashierAndKitchen, ['orders.take', 'orders.refund'])).toBe(false);
    expect(can([], [])).toBe(true);
  });

  it('the kitchen cannot open management screens', () => {
    const kitchen = permissionsOf(defaultRoles, ['kitchen']);
    for (const p of ['menu.manage', 'staff.manage', 'roles.manage', 'reports.view'] as const) {
      expect(can(kitchen, p)).toBe(false);
    }
  });

  it('the owner holds every permission; unknown role ids grant nothing', () => {
    expect(permissionsOf(defaultRoles, ['owner']).size).toBe(allPermissions.length);
    expect(permissionsOf(defaultRoles, ['ghost']).size).toBe(0);
  });
});
