// The demo restaurant's own couriers: two bikers with their logins (BIKER users, as POST
// /api/bikers registers them), the first on shift, so the dispatch view at /bo/dispatch has a
// courier to give a ready order to and /biker has someone to log in. Fixed command ids: a second
// start repeats nothing.
import type { DemoSeed } from './demo-seed.ts';
import { bikerAggregate } from '@sofre/engine/bikers';
import { userAggregate } from '@sofre/engine/identity';

export const demoBikers = [
  { bikerId: 'demo-biker-1', firstName: 'رضا', lastName: 'پیک‌زاده', phone: '09126660001' },
  { bikerId: 'demo-biker-2', firstName: 'مهدی', lastName: 'رکاب‌دار', phone: '09126660002' },
] as const;

export async function seedDemoBikers(seed: DemoSeed): Promise<void> {
  for (const [i, { bikerId, firstName, lastName, phone }] of demoBikers.entries()) {
    const name = `${firstName} ${lastName}`;
    await seed.run(
      bikerAggregate,
      { type: 'CreateBiker', data: { bikerId, name, phone, active: true } },
      `biker:${bikerId}`,
    );
    await seed.run(
      userAggregate,
      {
        type: 'RegisterUser',
        data: { userId: bikerId, phone, kind: 'BIKER', firstName, lastName },
      },
      `biker-login:${bikerId}`,
    );
    if (i === 0)
      await seed.run(
        bikerAggregate,
        { type: 'ChangeBikerShift', data: { bikerId, onShift: true } },
        `biker-shift:${bikerId}`,
      );
  }
}
