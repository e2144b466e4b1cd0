// The demo restaurant's staff: an owner, a cashier and a kitchen user with the default roles,
// registered through the same command path as the API, with fixed command ids (idempotent).
// They log in at /bo with a one-time code; the sandbox outbox shows it.
import type { DemoSeed } from './demo-seed.ts';
import { userAggregate } from '@sofre/engine/identity';
import { staffAggregate } from '@sofre/engine/staff';

export const demoStaff = [
  {
    userId: 'demo-owner',
    phone: '09120000001',
    roleId: 'owner',
    firstName: 'مالک',
    lastName: 'نمونه',
  },
  {
    userId: 'demo-cashier',
    phone: '09120000002',
    roleId: 'cashier',
    firstName: 'صندوق‌دار',
    lastName: 'نمونه',
  },
  {
    userId: 'demo-kitchen',
    phone: '09120000003',
    roleId: 'kitchen',
    firstName: 'آشپز',
    lastName: 'نمونه',
  },
] as const;

export async function seedDemoStaff(seed: DemoSeed): Promise<void> {
  for (const { userId, phone, firstName, lastName } of demoStaff) {
    const data = { userId, phone, firstName, lastName, kind: 'STAFF' as const };
    await seed.run(userAggregate, { type: 'RegisterUser', data }, `user:${userId}`);
  }
  const [owner, ...others] = demoStaff;
  await seed.run(
    staffAggregate,
    { type: 'SeedDefaultRoles', data: { ownerUserId: owner.userId } },
    'staff:seed-default-roles',
  );
  for (const { userId, roleId } of others) {
    await seed.run(
      staffAggregate,
      { type: 'AddStaff', data: { userId, roleIds: [roleId] } },
      `staff:add:${userId}`,
    );
  }
}
