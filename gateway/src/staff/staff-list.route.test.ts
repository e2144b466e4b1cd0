// The staff screen's list (GET permissions/userpermissions without userId) through the real
// gateway: every current member with roles and permissions; removed members leave it; only
// staff.manage may read it; another vendor's staff never appear.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../testing/test-gateway.ts';
import { freshPhone } from '../auth/auth.test-fixtures.ts';
import { staffClient } from './staff.test-fixtures.ts';

let gw: TestGateway;
let c: Awaited<ReturnType<typeof staffClient>>;
beforeAll(async () => {
  gw = await startTestGateway();
  c = await staffClient(gw);
}, 30_000);
afterAll(() => gw.close());

interface Entry {
  userId: string;
  phoneNumber: string;
  firstName: string;
  roles: { id: string; name: string; isOwner: boolean }[];
  permissions: string[];
  addedAt: string;
}
const listAs = async (token: string, headers?: Record<string, string>) =>
  c.call('GET', '/permissions/userpermissions', token, undefined, headers);

describe('the staff list', () => {
  it('lists the demo staff in the order they joined, with names, roles and permissions', async () => {
    const res = await listAs(c.owner);
    expect(res.statusCode).toBe(200);
    const list = res.json<Entry[]>();
    expect(list.map((m) => m.userId)).toEqual(['demo-owner', 'demo-cashier', 'demo-kitchen']);
    expect(list[1]).toMatchObject({
      phoneNumber: '09120000002',
      firstName: 'صندوق‌دار',
      roles: [{ id: 'cashier', name: 'صندوق‌دار', isOwner: false }],
      status: 'ACTIVE',
    });
    expect(list[1]!.permissions).toContain('orders.take');
    expect(list[0]!.roles[0]).toMatchObject({ id: 'owner', isOwner: true });
    expect(list[0]!.permissions).toContain('roles.manage');
    expect(Date.parse(list[0]!.addedAt)).not.toBeNaN();
  });

  it('a new member appears; a removed one leaves the list', async () => {
    const phoneNumber = freshPhone();
    const added = await c.call('POST', '/users/addstaff', c.owner, {
      phoneNumber,
      roleIds: ['cashier', 'kitchen'],
      firstName: 'نرگس',
      lastName: 'امینی',
    });
    const { userId } = added.json<{ userId: string }>();
    const withNew = (await listAs(c.owner)).json<Entry[]>();
    expect(withNew.at(-1)).toMatchObject({
      userId,
      phoneNumber,
      roles: [{ id: 'cashier' }, { id: 'kitchen' }],
    });
    // Vendor B's list never shows vendor A's member.
    const ofB = await gw.app.inject({
      method: 'GET',
      url: '/api-identity/permissions/userpermissions',
      headers: gw.asOwnerB,
    });
    expect(ofB.json<Entry[]>().map((m) => m.userId)).not.toContain(userId);
    await c.call('DELETE', '/users/removestaff', c.owner, { userId });
    expect((await listAs(c.owner)).json<Entry[]>().map((m) => m.userId)).not.toContain(userId);
  });

  it('one member by userId answers as before', async () => {
    const res = await c.call('GET', '/permissions/userpermissions?userId=demo-kitchen', c.owner);
    expect(res.json()).toEqual({
      userId: 'demo-kitchen',
      permissions: ['orders.view', 'orders.change-state', 'kitchen.view', 'menu.view'],
    });
  });

  it('only staff.manage reads it; vendor B sees only its own staff', async () => {
    expect((await listAs(c.cashier)).statusCode).toBe(403);
    expect((await listAs(c.kitchen)).statusCode).toBe(403);
    const ownerOfB = await gw.app.inject({
      method: 'GET',
      url: '/api-identity/permissions/userpermissions',
      headers: gw.asOwnerB,
    });
    const ofB = ownerOfB.json<Entry[]>();
    expect(ofB.map((m) => m.userId)).toEqual(['demo-owner', 'demo-cashier', 'demo-kitchen']);
    expect(ofB.every((m) => m.roles.length > 0)).toBe(true);
  });
});
