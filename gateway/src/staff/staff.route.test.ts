// Staff members and effective permissions through the real gateway, with real logins.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../testing/test-gateway.ts';
import { demoVendor } from '../demo/demo-menu.ts';
import { freshPhone } from '../auth/auth.test-fixtures.ts';
import { CASHIER, KITCHEN, OWNER, staffClient } from './staff.test-fixtures.ts';

let gw: TestGateway;
let c: Awaited<ReturnType<typeof staffClient>>;
beforeAll(async () => {
  gw = await startTestGateway();
  c = await staffClient(gw);
}, 30_000);
afterAll(() => gw.close());

const names = { firstName: 'رضا', lastName: 'کریمی' };
const permissionsOf = async (token: string) =>
  (await c.call('GET', '/permissions/me', token)).json<{ permissions: string[] }>().permissions;
const rolesOfUser = async (userId: string) =>
  (await c.call('GET', `/users/userroles/${userId}`, c.owner)).json<{ id: string }[]>();

/** A new phone added by the owner with `roleIds`, logged in: their user id and token. */
async function newMember(roleIds: string[]) {
  const phoneNumber = freshPhone();
  const added = await c.call('POST', '/users/addstaff', c.owner, {
    phoneNumber,
    roleIds,
    ...names,
  });
  expect(added.statusCode).toBe(201);
  const { userId } = added.json<{ userId: string }>();
  return { userId, token: await c.tokenOf(phoneNumber) };
}

describe('effective permissions', () => {
  it('the kitchen user holds only the kitchen role’s permissions', async () => {
    expect(await permissionsOf(c.kitchen)).toEqual([
      'orders.view',
      'orders.change-state',
      'kitchen.view',
      'menu.view',
    ]);
    expect(await permissionsOf(c.owner)).toContain('roles.manage');
  });

  it('the owner reads a member’s permissions and roles', async () => {
    const res = await c.call(
      'GET',
      `/permissions/userpermissions?userId=${CASHIER.userId}`,
      c.owner,
    );
    expect(res.json().permissions).toContain('orders.take');
    expect((await rolesOfUser(CASHIER.userId)).map((r) => r.id)).toEqual(['cashier']);
    const form = await c.call('GET', `/users/${CASHIER.userId}/roles`, c.owner);
    const marked = form.json<{ id: string; isAssigned: boolean }[]>();
    expect(marked.filter((r) => r.isAssigned).map((r) => r.id)).toEqual(['cashier']);
    expect(marked).toHaveLength(5);
  });
});

describe('adding, changing and removing staff', () => {
  it('adds a new phone as staff: the user is registered, logs in and holds the role', async () => {
    const member = await newMember(['cashier']);
    expect(await permissionsOf(member.token)).toContain('orders.take');
    expect(await permissionsOf(member.token)).not.toContain('staff.manage');

    const changed = await c.call('POST', '/users/updatestaffrole', c.owner, {
      userId: member.userId,
      roleIds: ['kitchen'],
    });
    expect(changed.json()).toMatchObject({ roleIds: ['kitchen'], ...names, kind: 'STAFF' });
    expect(await permissionsOf(member.token)).toContain('kitchen.view');

    const removed = await c.call('DELETE', '/users/removestaff', c.owner, {
      userId: member.userId,
    });
    expect(removed.statusCode).toBe(204);
    expect(await permissionsOf(member.token)).toEqual([]);
  });

  it('a new phone without names comes back as field errors, and nobody is added', async () => {
    const phoneNumber = freshPhone();
    const res = await c.call('POST', '/users/addstaff', c.owner, {
      phoneNumber,
      roleIds: ['cashier'],
    });
    expect(res.statusCode).toBe(400);
    const fields = res.json<{ errors: { field: string }[] }>().errors.map((e) => e.field);
    expect(fields.sort()).toEqual(['firstName', 'lastName']);
    expect(
      await gw.platform.readSide.userByPhone(demoVendor.vendorId, phoneNumber),
    ).toBeUndefined();
  });

  it('a cashier may not add, change or remove staff', async () => {
    const attempts = [
      c.call('POST', '/users/addstaff', c.cashier, {
        phoneNumber: freshPhone(),
        roleIds: ['cashier'],
        ...names,
      }),
      c.call('POST', '/users/updatestaffrole', c.cashier, {
        userId: KITCHEN.userId,
        roleIds: ['owner'],
      }),
      c.call('DELETE', '/users/removestaff', c.cashier, { userId: KITCHEN.userId }),
      c.call('GET', `/users/userroles/${KITCHEN.userId}`, c.cashier),
      c.call('GET', `/permissions/userpermissions?userId=${KITCHEN.userId}`, c.cashier),
    ];
    for (const res of await Promise.all(attempts)) expect(res.statusCode).toBe(403);
    expect((await rolesOfUser(KITCHEN.userId)).map((r) => r.id)).toEqual(['kitchen']);
  });

  it('a manager cannot grant what they lack, nor remove the owner', async () => {
    const manager = await newMember(['manager']);
    const promote = await c.call('POST', '/users/updatestaffrole', manager.token, {
      userId: KITCHEN.userId,
      roleIds: ['owner'],
    });
    expect(promote.statusCode).toBe(403);
    expect(promote.json()).toMatchObject({ code: 'USER_HAS_NO_ACCESS' });
    const oust = await c.call('DELETE', '/users/removestaff', manager.token, {
      userId: OWNER.userId,
    });
    expect(oust.statusCode).toBe(403);
    // A manager does hold staff.manage: a cashier is theirs to add.
    const ok = await c.call('POST', '/users/updatestaffrole', manager.token, {
      userId: KITCHEN.userId,
      roleIds: ['kitchen', 'cashier'],
    });
    expect(ok.statusCode).toBe(200);
    expect((await rolesOfUser(OWNER.userId)).map((r) => r.id)).toEqual(['owner']);
  });

  it('the last owner cannot leave or lose the owner role', async () => {
    const leave = await c.call('DELETE', '/users/removestaff', c.owner, { userId: OWNER.userId });
    expect(leave.statusCode).toBe(422);
    expect(leave.json()).toMatchObject({ code: 'LAST_OWNER', errors: [{ field: 'userId' }] });
    const demote = await c.call('POST', '/users/updatestaffrole', c.owner, {
      userId: OWNER.userId,
      roleIds: ['manager'],
    });
    expect(demote.json()).toMatchObject({ code: 'LAST_OWNER' });
    expect(await permissionsOf(c.owner)).toContain('roles.manage');
  });
});
