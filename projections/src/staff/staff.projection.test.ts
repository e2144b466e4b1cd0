import {
  defaultRoles,
  RoleChanged,
  RoleCreated,
  RoleDeleted,
  StaffAdded,
  StaffRemoved,
  StaffRolesChanged,
  type StaffEvent,
} from '@sofre/engine/staff';
import { describe, expect, it } from 'vitest';
import { EventLog } from '../testing/event-log.fixtures.ts';
import { projectInMemory } from '../testing/project-in-memory.ts';
import { staffMembersProjection, staffRolesProjection } from './staff.projection.ts';
import { RoleView, StaffMemberView } from './staff.view.ts';

const AT = '2025-03-21T07:00:00Z';
const LATER = '2025-03-22T07:00:00Z';
const seeded: StaffEvent[] = [
  ...defaultRoles.map((role) => RoleCreated({ ...role, permissions: [...role.permissions] })),
  StaffAdded({ userId: 'owner-1', roleIds: ['owner'] }),
];
const waiters = RoleCreated({
  roleId: 'waiter',
  name: 'گارسون',
  permissions: ['orders.take'],
  isOwner: false,
});

function logOf(...entries: { vendorId: string; events: StaffEvent[]; at?: string }[]) {
  const log = new EventLog();
  for (const { vendorId, events, at = AT } of entries)
    for (const event of events) log.append(event, { vendorId, at, stream: `staff-${vendorId}` });
  return log.events;
}

describe('roles', () => {
  it('holds each role with its latest name and permissions; a deleted role is gone', () => {
    const events = logOf({
      vendorId: 'v1',
      events: [
        ...seeded,
        waiters,
        RoleChanged({ roleId: 'waiter', name: 'پیشخدمت', permissions: ['orders.view'] }),
        RoleDeleted({ roleId: 'biker' }),
      ],
    });
    const rows = projectInMemory(staffRolesProjection, events);
    expect(rows.get('v1:waiter')).toEqual({
      id: 'waiter',
      vendorId: 'v1',
      name: 'پیشخدمت',
      permissions: ['orders.view'],
      isOwner: false,
      isDefault: false,
      position: events.at(-2)!.position,
    });
    expect(rows.get('v1:owner')).toMatchObject({ isOwner: true, isDefault: true });
    expect(rows.get('v1:cashier')).toMatchObject({ isOwner: false, isDefault: true });
    expect(rows.has('v1:biker')).toBe(false);
    for (const row of rows.values()) expect(() => RoleView.strict().parse(row)).not.toThrow();
  });

  it('keeps two vendors apart, and is safe to apply twice', () => {
    const events = logOf(
      { vendorId: 'v1', events: [...seeded, waiters] },
      { vendorId: 'v2', events: seeded },
    );
    const once = projectInMemory(staffRolesProjection, events);
    expect(once.has('v1:waiter')).toBe(true);
    expect(once.has('v2:waiter')).toBe(false);
    expect(once.get('v2:owner')?.vendorId).toBe('v2');
    expect(projectInMemory(staffRolesProjection, events, new Map(once))).toEqual(once);
  });
});

describe('staff members', () => {
  it('follows a member from added through a role change to removed', () => {
    const events = logOf(
      {
        vendorId: 'v1',
        events: [
          ...seeded,
          StaffAdded({ userId: 'u2', roleIds: ['cashier'] }),
          StaffRolesChanged({ userId: 'u2', roleIds: ['cashier', 'kitchen'] }),
        ],
      },
      { vendorId: 'v1', events: [StaffRemoved({ userId: 'u2' })], at: LATER },
    );
    const rows = projectInMemory(staffMembersProjection, events);
    expect(rows.get('v1:u2')).toEqual({
      userId: 'u2',
      vendorId: 'v1',
      roleIds: ['cashier', 'kitchen'],
      status: 'REMOVED',
      addedAt: AT,
      addedPosition: events.at(-3)!.position,
      removedAt: LATER,
      position: events.at(-1)!.position,
    });
    expect(rows.get('v1:owner-1')).toMatchObject({ status: 'ACTIVE', roleIds: ['owner'] });
    for (const row of rows.values())
      expect(() => StaffMemberView.strict().parse(row)).not.toThrow();
  });

  it('a member added again is active again', () => {
    const events = logOf({
      vendorId: 'v1',
      events: [
        StaffAdded({ userId: 'u2', roleIds: ['cashier'] }),
        StaffRemoved({ userId: 'u2' }),
        StaffAdded({ userId: 'u2', roleIds: ['kitchen'] }),
      ],
    });
    const row = projectInMemory(staffMembersProjection, events).get('v1:u2');
    expect(row).toMatchObject({ status: 'ACTIVE', roleIds: ['kitchen'], removedAt: null });
  });

  it('keeps the same user of two vendors apart, and is safe to apply twice', () => {
    const member = StaffAdded({ userId: 'u2', roleIds: ['cashier'] });
    const events = logOf(
      { vendorId: 'v1', events: [member] },
      { vendorId: 'v2', events: [member, StaffRemoved({ userId: 'u2' })] },
    );
    const once = projectInMemory(staffMembersProjection, events);
    expect(once.get('v1:u2')?.status).toBe('ACTIVE');
    expect(once.get('v2:u2')?.status).toBe('REMOVED');
    expect(projectInMemory(staffMembersProjection, events, new Map(once))).toEqual(once);
  });
});
