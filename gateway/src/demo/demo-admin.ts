// The demo platform admin: a user of PLATFORM_VENDOR_ID (admins belong to no vendor), registered
// through the same command path as the API with a fixed command id, so a second start repeats
// nothing. They log in through adminlogin with a code from the sandbox outbox.
import type { EventStore, Position } from '@sofre/engine';
import { PLATFORM_VENDOR_ID, userAggregate } from '@sofre/engine/identity';
import { demoSeed } from './demo-seed.ts';

export const demoAdmin = {
  userId: 'demo-admin',
  phone: '09120000000',
  firstName: 'مدیر',
  lastName: 'سامانه',
} as const;

export async function seedDemoAdmin(store: EventStore): Promise<Position> {
  const seed = demoSeed(store, PLATFORM_VENDOR_ID);
  await seed.run(
    userAggregate,
    { type: 'RegisterUser', data: { ...demoAdmin, kind: 'ADMIN' } },
    `user:${demoAdmin.userId}`,
  );
  return seed.position();
}
