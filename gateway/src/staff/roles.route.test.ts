// Roles and the permission catalogue through the real gateway, with real logins.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asVendorB, startTestGateway, type TestGateway } from '../testing/test-gateway.ts';
import { FORBIDDEN_MESSAGE, staffClient } from './staff.test-fixtures.ts';

let gw: TestGateway;
let c: Awaited<ReturnType<typeof staffClient>>;
beforeAll(async () => {
  gw = await startTestGateway();
  c = await staffClient(gw);
}, 30_000);
afterAll(() => gw.close());

const rolesOf = async (token: string) =>
  (await c.call('GET', '/roles', token)).json<{ id: string; name: string }[]>();

describe('the owner manages roles', () => {
  it('lists the default roles, creates, reads, edits and deletes a role', async () => {
    const names = (await rolesOf(c.owner)).map((r) => r.id);
    expect(names).toEqual(['owner', 'manager', 'cashier', 'kitchen', 'biker']);

    const created = await c.call('POST', '/permissions', c.owner, {
      name: 'گارسون',
      permissions: ['orders.view', 'orders.take'],
    });
    expect(created.statusCode).toBe(201);
    const role = created.json<{ id: string }>();
    expect(role).toMatchObject({ name: 'گارسون', isOwner: false, isDefault: false });

    const edited = await c.call('PUT', '/permissions', c.owner, {
      id: role.id,
      name: 'پیشخدمت',
      permissions: ['orders.view'],
    });
    expect(edited.statusCode).toBe(200);
    const read = await c.call('GET', `/roles/${role.id}`, c.owner);
    expect(read.json()).toMatchObject({ name: 'پیشخدمت', permissions: ['orders.view'] });

    expect((await c.call('DELETE', `/roles/${role.id}`, c.owner)).statusCode).toBe(204);
    expect((await rolesOf(c.owner)).map((r) => r.id)).not.toContain(role.id);
    const gone = await c.call('GET', `/roles/${role.id}`, c.owner);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 'ROLE_NOT_FOUND' });
  });

  it('shows the owner role with every permission', async () => {
    const owner = await c.call('GET', '/roles/owner', c.owner);
    const catalogue = await c.call('GET', '/permissions', c.owner);
    const groups = catalogue.json<{ groups: { label: string; permissions: unknown[] }[] }>();
    const all = groups.groups.flatMap((g) => g.permissions);
    expect(owner.json().permissions).toHaveLength(all.length);
    expect(groups.groups[0]).toMatchObject({ label: 'سفارش‌ها' });
    expect(all).toContainEqual({ id: 'roles.manage', label: 'مدیریت نقش‌ها و دسترسی‌ها' });
  });
});

describe('refusals change nothing', () => {
  it('an empty name and no permission come back as field errors in Persian', async () => {
    const res = await c.call('POST', '/permissions', c.owner, { name: '  ', permissions: [] });
    expect(res.statusCode).toBe(400);
    const errors = res.json<{ errors: { field: string; message: string }[] }>().errors;
    expect(errors.map((e) => e.field).sort()).toEqual(['name', 'permissions']);
    expect(errors[0]!.message).toMatch(/[\u0600-\u06FF]/);
    expect(await rolesOf(c.owner)).toHaveLength(5);
  });

  it('a role name already taken is a field error', async () => {
    const res = await c.call('POST', '/permissions', c.owner, {
      name: 'صندوق‌دار',
      permissions: ['orders.view'],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'ROLE_NAME_TAKEN', errors: [{ field: 'name' }] });
  });

  it('a role still assigned is not deleted, nor is the owner role', async () => {
    const before = await rolesOf(c.owner);
    const inUse = await c.call('DELETE', '/roles/cashier', c.owner);
    expect(inUse.statusCode).toBe(422);
    expect(inUse.json()).toMatchObject({ code: 'ROLE_IN_USE' });
    const locked = await c.call('DELETE', '/roles/owner', c.owner);
    expect(locked.json()).toMatchObject({ code: 'OWNER_ROLE_LOCKED' });
    expect(await rolesOf(c.owner)).toEqual(before);
  });

  it('a cashier may not read or change roles (403 problem+json)', async () => {
    const before = await rolesOf(c.owner);
    const attempts = [
      c.call('GET', '/roles', c.cashier),
      c.call('GET', '/roles/cashier', c.cashier),
      c.call('GET', '/permissions', c.cashier),
      c.call('POST', '/permissions', c.cashier, { name: 'x', permissions: ['orders.view'] }),
      c.call('PUT', '/permissions', c.cashier, {
        id: 'cashier',
        name: 'صندوق‌دار',
        permissions: ['orders.refund'],
      }),
      c.call('DELETE', '/roles/biker', c.cashier),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(403);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: FORBIDDEN_MESSAGE });
    }
    expect(await rolesOf(c.owner)).toEqual(before);
  });

  it('no token is 401; a token of vendor A at vendor B is 401', async () => {
    expect((await c.call('GET', '/roles')).statusCode).toBe(401);
    expect((await c.call('GET', '/permissions/me')).statusCode).toBe(401);
    const crossVendor = await c.call('GET', '/roles', c.owner, undefined, asVendorB);
    expect(crossVendor.statusCode).toBe(401);
    expect(crossVendor.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
