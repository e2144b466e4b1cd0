// Staff commands and events for tests: vendor-1 seeded with owner-1 as its owner.
import type { CommandMetadata } from '../shared/messages.ts';
import { defaultRoles, OWNER_ROLE_ID } from './default-roles.ts';
import type { StaffCommandOf, StaffCommandType } from './staff.commands.ts';
import { RoleCreated, StaffAdded } from './staff.events.ts';

export const OWNER = 'owner-1';

export const metadataBy = (
  userId: string,
  kind: 'STAFF' | 'SYSTEM' = 'STAFF',
): CommandMetadata => ({
  commandId: `cmd-${userId}`,
  vendorId: 'vendor-1',
  actor: { userId, kind },
  now: '2025-03-21T08:00:00.000Z',
});

/** A command by the owner, unless `by` names someone else. */
export const staffCommand = <T extends StaffCommandType>(
  type: T,
  data: StaffCommandOf<T>['data'],
  by = OWNER,
): StaffCommandOf<T> => ({ type, data, metadata: metadataBy(by) }) as StaffCommandOf<T>;

export const seeded = [
  ...defaultRoles.map((role) => RoleCreated({ ...role, permissions: [...role.permissions] })),
  StaffAdded({ userId: OWNER, roleIds: [OWNER_ROLE_ID] }),
];

export const cashierJoined = StaffAdded({ userId: 'cashier-1', roleIds: ['cashier'] });
export const managerJoined = StaffAdded({ userId: 'manager-1', roleIds: ['manager'] });
