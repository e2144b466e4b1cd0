// The demo restaurant's staff: an owner, a cashier and a kitchen user with the default roles,
// registered through the same command path as the API, with fixed command ids (idempotent).
// They log in at /bo with a one-time code; the sandbox outbox shows it.
import { handleCommand, type CommandMetadata, type EventStore, type Position } from '@sofre/engine';
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

export async function seedDemoStaff(
  store: EventStore,
  metadata: (commandId: string) => CommandMetadata,
): Promise<Position> {
  let position: Position = '';
  const track = (result: { position: Position | undefined }) => {
    if (result.position && result.position > position) position = result.position;
  };
  for (const { userId, phone, firstName, lastName } of demoStaff) {
    const data = { userId, phone, firstName, lastName, kind: 'STAFF' as const };
    const command = { type: 'RegisterUser' as const, data, metadata: metadata(`user:${userId}`) };
    track(await handleCommand(store, userAggregate, command));
  }
  const [owner, ...others] = demoStaff;
  track(
    await handleCommand(store, staffAggregate, {
      type: 'SeedDefaultRoles',
      data: { ownerUserId: owner.userId },
      metadata: metadata('staff:seed-default-roles'),
    }),
  );
  for (const { userId, roleId } of others) {
    track(
      await handleCommand(store, staffAggregate, {
        type: 'AddStaff',
        data: { userId, roleIds: [roleId] },
        metadata: metadata(`staff:add:${userId}`),
      }),
    );
  }
  return position;
}
