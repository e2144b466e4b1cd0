// Random role and staff changes by random members: after seeding, the vendor always has an
// owner, every member holds only roles that exist, no role is left without a permission, and
// nobody ever ends up with a permission the acting member did not hold.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fold } from '../shared/decider.ts';
import { isDomainError } from '../shared/domain-error.ts';
import { allPermissions } from './permissions.ts';
import type { StaffCommand } from './staff.commands.ts';
import { staffDecider } from './staff.decider.ts';
import { staffEventCodec } from './staff.events.ts';
import { memberPermissions, ownersOf } from './staff.state.ts';
import { OWNER, seeded, staffCommand } from './staff.test-fixtures.ts';

const users = fc.constantFrom(OWNER, 'owner-2', 'manager-1', 'cashier-1', 'u1');
const roleIds = fc.constantFrom('owner', 'manager', 'cashier', 'kitchen', 'biker', 'custom');
const roleIdList = fc.uniqueArray(roleIds, { maxLength: 3 });
const permissions = fc.uniqueArray(fc.constantFrom(...allPermissions), { maxLength: 4 });

const commandArb: fc.Arbitrary<StaffCommand> = fc.oneof(
  fc
    .tuple(users, roleIdList, users)
    .map(([u, r, by]) => staffCommand('AddStaff', { userId: u, roleIds: r }, by)),
  fc
    .tuple(users, roleIdList, users)
    .map(([u, r, by]) => staffCommand('UpdateStaffRoles', { userId: u, roleIds: r }, by)),
  fc.tuple(users, users).map(([u, by]) => staffCommand('RemoveStaff', { userId: u }, by)),
  fc
    .tuple(roleIds, permissions, users)
    .map(([roleId, p, by]) =>
      staffCommand('CreateRole', { roleId, name: `نقش ${roleId}`, permissions: p }, by),
    ),
  fc
    .tuple(roleIds, permissions, users)
    .map(([roleId, p, by]) =>
      staffCommand('EditRole', { roleId, name: `نقش ${roleId}`, permissions: p }, by),
    ),
  fc.tuple(roleIds, users).map(([roleId, by]) => staffCommand('DeleteRole', { roleId }, by)),
);

describe('staff under random changes', () => {
  it('keeps an owner, real roles, non-empty roles and no escalation', () => {
    fc.assert(
      fc.property(fc.array(commandArb, { maxLength: 40 }), (commands) => {
        let state = fold(staffDecider, seeded);
        for (const command of commands) {
          const previous = state;
          const actorHeld = memberPermissions(state, command.metadata.actor.userId);
          try {
            for (const event of staffDecider.decide(command, state)) {
              staffEventCodec.encode(event);
              state = staffDecider.evolve(state, event);
            }
          } catch (e) {
            if (!isDomainError(e)) throw e;
            continue;
          }
          expect(ownersOf(state).length).toBeGreaterThan(0);
          for (const [userId, held] of Object.entries(state.members)) {
            for (const id of held) expect(state.roles[id]).toBeDefined();
            const had = memberPermissions(previous, userId);
            const gained = [...memberPermissions(state, userId)].filter((p) => !had.has(p));
            for (const p of gained) expect(actorHeld.has(p)).toBe(true);
          }
          for (const role of Object.values(state.roles)) {
            expect(role.isOwner || role.permissions.length > 0).toBe(true);
          }
        }
      }),
    );
  });
});
