// The roles every vendor starts with (issue 4: owner, manager, cashier, kitchen, biker). The
// vendor may change them afterwards, except the owner. Their ids are fixed per vendor, so the
// demo and the tests can name them.
import type { PermissionId } from './permissions.ts';
import type { Role } from './role.ts';

export const OWNER_ROLE_ID = 'owner';

const role = (
  roleId: string,
  name: string,
  permissions: PermissionId[],
  isOwner = false,
): Role => ({
  roleId,
  name,
  permissions,
  isOwner,
});

export const defaultRoles: readonly Role[] = [
  // Permissions of the owner are computed (all of them); the list is kept empty on purpose.
  role(OWNER_ROLE_ID, 'مالک', [], true),
  // Runs the restaurant day to day; only the owner changes roles and the vendor's settings.
  role('manager', 'مدیر', [
    'orders.view',
    'orders.take',
    'orders.edit',
    'orders.change-price',
    'orders.change-state',
    'orders.refund',
    'kitchen.view',
    'tables.manage',
    'customers.manage',
    'menu.view',
    'menu.manage',
    'discounts.manage',
    'delivery.manage',
    'reports.view',
    'settlements.view',
    'staff.manage',
    'terminals.manage',
  ]),
  // Takes orders at the counter and on the phone, and moves them along; no refunds, no prices.
  role('cashier', 'صندوق‌دار', [
    'orders.view',
    'orders.take',
    'orders.edit',
    'orders.change-state',
    'tables.manage',
    'customers.manage',
    'menu.view',
  ]),
  // Sees the kitchen board and bumps orders to ready.
  role('kitchen', 'آشپزخانه', ['kitchen.view', 'orders.view', 'orders.change-state', 'menu.view']),
  // Own-fleet courier: only their trips.
  role('biker', 'پیک', ['deliveries.perform']),
];
