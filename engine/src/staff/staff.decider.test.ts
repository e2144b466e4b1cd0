import { describe, expect, it } from 'vitest';
import { fold } from '../shared/decider.ts';
import { specFor } from '../testing/given-when-then.ts';
import { staffDecider } from './staff.decider.ts';
import {
  RoleChanged,
  RoleCreated,
  RoleDeleted,
  StaffAdded,
  StaffRemoved,
  StaffRolesChanged,
} from './staff.events.ts';
import { memberPermissions } from './staff.state.ts';
import {
  cashierJoined,
  managerJoined,
  metadataBy,
  OWNER,
  seeded,
  staffCommand,
} from './staff.test-fixtures.ts';

const given = specFor(staffDecider);
const waiterRole = RoleCreated({
  roleId: 'waiter',
  name: 'گارسون',
  permissions: ['orders.take', 'orders.view'],
  isOwner: false,
});

describe('SeedDefaultRoles', () => {
  it('creates owner, manager, cashier, kitchen and biker, and makes the first user owner', () => {
    given([])
      .when(staffCommand('SeedDefaultRoles', { ownerUserId: OWNER }))
      .then(seeded);
    given(seeded)
      .when(staffCommand('SeedDefaultRoles', { ownerUserId: OWNER }))
      .thenRefuses('ROLES_ALREADY_SEEDED');
  });
});

describe('roles', () => {
  const create = (name: string, permissions: Parameters<typeof RoleCreated>[0]['permissions']) =>
    staffCommand('CreateRole', { roleId: 'waiter', name, permissions });

  it('creates a role with its permissions, once each', () => {
    given(seeded)
      .when(create('گارسون', ['orders.take', 'orders.view', 'orders.take']))
      .then([waiterRole]);
  });

  it('a name is unique per vendor, whatever the keyboard or spacing', () => {
    // «صندوق‌دار» with Arabic ي/ك letters and a space instead of the ZWNJ is the same name.
    given(seeded)
      .when(create(' صندوق دار ', ['orders.view']))
      .thenRefuses('ROLE_NAME_TAKEN');
    given(seeded)
      .when(create('آشپزخانه', ['orders.view']))
      .thenRefuses('ROLE_NAME_TAKEN');
  });

  it('needs at least one permission, as a field error on the form', () => {
    const [error] = errorsOf(() =>
      staffDecider.decide(create('گارسون', []), fold(staffDecider, seeded)),
    );
    expect(error).toMatchObject({
      code: 'ROLE_NEEDS_PERMISSION',
      errors: [{ field: 'permissions' }],
    });
  });

  it('edits a role; the same values change nothing', () => {
    const edit = (permissions: ('orders.take' | 'orders.view' | 'orders.edit')[]) =>
      staffCommand('EditRole', { roleId: 'waiter', name: 'گارسون', permissions });
    given([...seeded, waiterRole])
      .when(edit(['orders.take', 'orders.view', 'orders.edit']))
      .then([
        RoleChanged({
          roleId: 'waiter',
          name: 'گارسون',
          permissions: ['orders.take', 'orders.view', 'orders.edit'],
        }),
      ]);
    given([...seeded, waiterRole])
      .when(edit(['orders.view', 'orders.take']))
      .then([]);
  });

  it('the owner role cannot be edited or deleted', () => {
    given(seeded)
      .when(
        staffCommand('EditRole', { roleId: 'owner', name: 'مالک', permissions: ['orders.view'] }),
      )
      .thenRefuses('OWNER_ROLE_LOCKED');
    given(seeded)
      .when(staffCommand('DeleteRole', { roleId: 'owner' }))
      .thenRefuses('OWNER_ROLE_LOCKED');
  });

  it('a role still assigned cannot be deleted; an unused one can', () => {
    given([...seeded, cashierJoined])
      .when(staffCommand('DeleteRole', { roleId: 'cashier' }))
      .thenRefuses('ROLE_IN_USE');
    given(seeded)
      .when(staffCommand('DeleteRole', { roleId: 'cashier' }))
      .then([RoleDeleted({ roleId: 'cashier' })]);
    given(seeded)
      .when(staffCommand('DeleteRole', { roleId: 'nope' }))
      .thenRefuses('ROLE_NOT_FOUND');
  });
});

describe('staff', () => {
  it('adds, moves and removes a staff member', () => {
    given(seeded)
      .when(staffCommand('AddStaff', { userId: 'cashier-1', roleIds: ['cashier'] }))
      .then([cashierJoined]);
    given([...seeded, cashierJoined])
      .when(
        staffCommand('UpdateStaffRoles', { userId: 'cashier-1', roleIds: ['cashier', 'kitchen'] }),
      )
      .then([StaffRolesChanged({ userId: 'cashier-1', roleIds: ['cashier', 'kitchen'] })]);
    given([...seeded, cashierJoined])
      .when(staffCommand('RemoveStaff', { userId: 'cashier-1' }))
      .then([StaffRemoved({ userId: 'cashier-1' })]);
  });

  it('refuses a repeat, an unknown role and an unknown member', () => {
    given([...seeded, cashierJoined])
      .when(staffCommand('AddStaff', { userId: 'cashier-1', roleIds: ['cashier'] }))
      .thenRefuses('STAFF_ALREADY_EXISTS');
    given(seeded)
      .when(staffCommand('AddStaff', { userId: 'u', roleIds: ['chef'] }))
      .thenRefuses('ROLE_NOT_FOUND');
    given(seeded)
      .when(staffCommand('RemoveStaff', { userId: 'u' }))
      .thenRefuses('STAFF_NOT_FOUND');
  });

  it('the last owner can neither leave nor lose the owner role; with two owners one may', () => {
    given(seeded)
      .when(staffCommand('RemoveStaff', { userId: OWNER }))
      .thenRefuses('LAST_OWNER');
    given(seeded)
      .when(staffCommand('UpdateStaffRoles', { userId: OWNER, roleIds: ['manager'] }))
      .thenRefuses('LAST_OWNER');
    const second = StaffAdded({ userId: 'owner-2', roleIds: ['owner'] });
    given([...seeded, second])
      .when(staffCommand('RemoveStaff', { userId: OWNER }))
      .then([StaffRemoved({ userId: OWNER })]);
  });

  it('no one grants more than they hold: a manager cannot make an owner', () => {
    given([...seeded, managerJoined])
      .when(staffCommand('AddStaff', { userId: 'u', roleIds: ['owner'] }, 'manager-1'))
      .thenRefuses('USER_HAS_NO_ACCESS');
    given([...seeded, managerJoined])
      .when(
        staffCommand('UpdateStaffRoles', { userId: 'manager-1', roleIds: ['owner'] }, 'manager-1'),
      )
      .thenRefuses('USER_HAS_NO_ACCESS');
    given([...seeded, managerJoined])
      .when(staffCommand('RemoveStaff', { userId: OWNER }, 'manager-1'))
      .thenRefuses('USER_HAS_NO_ACCESS');
    given([...seeded, managerJoined])
      .when(
        staffCommand(
          'CreateRole',
          { roleId: 'r', name: 'x', permissions: ['roles.manage'] },
          'manager-1',
        ),
      )
      .thenRefuses('USER_HAS_NO_ACCESS');
    // …but a manager can hire a cashier, and the platform can do anything.
    given([...seeded, managerJoined])
      .when(staffCommand('AddStaff', { userId: 'cashier-1', roleIds: ['cashier'] }, 'manager-1'))
      .then([cashierJoined]);
    const bySystem = {
      ...staffCommand('AddStaff', { userId: 'u', roleIds: ['owner'] }),
      metadata: metadataBy('platform', 'SYSTEM'),
    };
    given(seeded)
      .when(bySystem)
      .then([StaffAdded({ userId: 'u', roleIds: ['owner'] })]);
  });

  it('a member may do what their roles allow together; the owner everything', () => {
    const state = fold(staffDecider, [
      ...seeded,
      StaffAdded({ userId: 'k', roleIds: ['kitchen', 'biker'] }),
    ]);
    expect([...memberPermissions(state, 'k')].sort()).toEqual([
      'deliveries.perform',
      'kitchen.view',
      'menu.view',
      'orders.change-state',
      'orders.view',
    ]);
    expect(memberPermissions(state, OWNER).has('vendor.manage')).toBe(true);
    expect(memberPermissions(state, 'stranger').size).toBe(0);
  });
});

function errorsOf(run: () => unknown): unknown[] {
  try {
    run();
  } catch (e) {
    return [e];
  }
  return [];
}
