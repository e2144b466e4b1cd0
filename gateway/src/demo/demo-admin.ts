// The demo platform admin: a user of PLATFORM_VENDOR_ID (admins belong to no vendor), registered
// through the same command path as the API with a fixed command id, so a second start repeats
// nothing. They log in through adminlogin with a code from the sandbox outbox.
import { handleCommand, type Actor, type EventStore, type Position } from '@sofre/engine';
import { PLATFORM_VENDOR_ID, userAggregate } from '@sofre/engine/identity';

export const demoAdmin = {
  userId: 'demo-admin',
  phone: '09120000000',
  firstName: 'مدیر',
  lastName: 'سامانه',
} as const;

const system: Actor = { userId: 'demo-seed', kind: 'SYSTEM' };

export async function seedDemoAdmin(store: EventStore): Promise<Position | undefined> {
  const result = await handleCommand(store, userAggregate, {
    type: 'RegisterUser',
    data: { ...demoAdmin, kind: 'ADMIN' },
    metadata: {
      commandId: `demo:${PLATFORM_VENDOR_ID}:user:${demoAdmin.userId}`,
      vendorId: PLATFORM_VENDOR_ID,
      actor: system,
      now: new Date().toISOString(),
    },
  });
  return result.position;
}
