// The roles and staff of one vendor (spec §6), as the gateway asks for them. Every query filters
// on the vendor, so another vendor's roles and staff do not exist here.
import { defaultRoles } from '@sofre/engine/staff';
import { PROJECTION } from '../all.projections.ts';
import type { ReadModelStore } from '../read-models/read-model.store.ts';
import {
  roleKey,
  staffMemberKey,
  type RoleView,
  type StaffMemberView,
} from '../staff/staff.view.ts';

/** Far more than a restaurant has; the screens list them all. */
const MAX_ROWS = 1_000;

const defaultOrder = defaultRoles.map((r) => r.roleId);
const rank = (role: RoleView) =>
  role.isDefault ? defaultOrder.indexOf(role.id) : defaultOrder.length;
const byDefaultThenName = (a: RoleView, b: RoleView) =>
  rank(a) - rank(b) || a.name.localeCompare(b.name, 'fa');

export interface StaffQueries {
  /** The default roles in their usual order, then the vendor's own by name. */
  roles(vendorId: string): Promise<RoleView[]>;
  role(vendorId: string, roleId: string): Promise<RoleView | undefined>;
  /** A member, removed ones too (status REMOVED). */
  staffMember(vendorId: string, userId: string): Promise<StaffMemberView | undefined>;
  /** Current members (removed ones left out). */
  staffList(vendorId: string): Promise<StaffMemberView[]>;
}

export function createStaffQueries(readModels: ReadModelStore): StaffQueries {
  const docOf = async <T>(projection: string, id: string, vendorId: string) =>
    (await readModels.getRow(projection, id, vendorId))?.doc as T | undefined;
  const all = async <T>(projection: string, vendorId: string, open?: boolean) => {
    const query = { projection, vendorId, order: 'position desc', limit: MAX_ROWS } as const;
    const { rows } = await readModels.findRows(open === undefined ? query : { ...query, open });
    return rows.map((r) => r.doc as T);
  };
  return {
    async roles(vendorId) {
      const roles = await all<RoleView>(PROJECTION.staffRoles, vendorId);
      return roles.sort(byDefaultThenName);
    },
    role: (vendorId, roleId) =>
      docOf<RoleView>(PROJECTION.staffRoles, roleKey(vendorId, roleId), vendorId),
    staffMember: (vendorId, userId) =>
      docOf<StaffMemberView>(PROJECTION.staffMembers, staffMemberKey(vendorId, userId), vendorId),
    async staffList(vendorId) {
      const members = await all<StaffMemberView>(PROJECTION.staffMembers, vendorId, true);
      // Positions are fixed-width strings, so string order is log order (addedAt can tie).
      return members.sort((a, b) =>
        a.addedPosition < b.addedPosition ? -1 : a.addedPosition > b.addedPosition ? 1 : 0,
      );
    },
  };
}
