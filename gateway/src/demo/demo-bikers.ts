// The demo restaurant's own couriers: two bikers with their logins (BIKER users, as POST
// /api/bikers registers them), the first on shift, so the dispatch view at /bo/dispatch has a
// courier to give a ready order to and /biker has someone to log in. Fixed command ids: a second
// start repeats nothing.
import { handleCommand, type CommandMetadata, type EventStore, type Position } from '@sofre/engine';
import { bikerAggregate } from '@sofre/engine/bikers';
import { userAggregate } from '@sofre/engine/identity';

export const demoBikers = [
  { bikerId: 'demo-biker-1', firstName: 'رضا', lastName: 'پیک‌زاده', phone: '09126660001' },
  { bikerId: 'demo-biker-2', firstName: 'مهدی', lastName: 'رکاب‌دار', phone: '09126660002' },
] as const;

export async function seedDemoBikers(
  store: EventStore,
  metadata: (commandId: string) => CommandMetadata,
): Promise<Position> {
  let position: Position = '';
  const track = (result: { position: Position | undefined }) => {
    if (result.position && result.position > position) position = result.position;
  };
  for (const [i, { bikerId, firstName, lastName, phone }] of demoBikers.entries()) {
    const name = `${firstName} ${lastName}`;
    track(
      await handleCommand(store, bikerAggregate, {
        type: 'CreateBiker',
        data: { bikerId, name, phone, active: true },
        metadata: metadata(`biker:${bikerId}`),
      }),
    );
    track(
      await handleCommand(store, userAggregate, {
        type: 'RegisterUser',
        data: { userId: bikerId, phone, kind: 'BIKER', firstName, lastName },
        metadata: metadata(`biker-login:${bikerId}`),
      }),
    );
    if (i === 0)
      track(
        await handleCommand(store, bikerAggregate, {
          type: 'ChangeBikerShift',
          data: { bikerId, onShift: true },
          metadata: metadata(`biker-shift:${bikerId}`),
        }),
      );
  }
  return position;
}
