// Users by id (UserView) and by phone, per vendor. The phone never changes after registration,
// so the phone row is written once; the first user to register a phone keeps it.
import { userEventCodec, userEvents, type UserEvent } from '@sofre/engine/identity';
import { defineProjection, type ProjectedEvent } from '../projection.ts';
import { userKey, userPhoneKey, type UserPhoneRow, type UserView } from './user.view.ts';

const userEventTypes = userEvents.map((e) => e.type);

export function evolveUser(
  row: UserView | undefined,
  event: ProjectedEvent<UserEvent>,
): UserView | undefined {
  const { position } = event;
  if (event.type === 'UserRegistered') {
    const { userId, phone, firstName, lastName, kind } = event.data;
    const vendorId = event.metadata.vendorId;
    return (
      row ?? {
        id: userId,
        vendorId,
        phoneNumber: phone,
        firstName,
        lastName,
        email: null,
        kind,
        position,
      }
    );
  }
  if (!row) return row;
  const { firstName, lastName, email } = event.data;
  return { ...row, firstName, lastName, email, position };
}

export const usersProjection = defineProjection<UserView, UserEvent>({
  name: 'users',
  version: 1,
  codec: userEventCodec,
  eventTypes: userEventTypes,
  keysOf: (event) => [userKey(event.metadata.vendorId, event.data.userId)],
  evolve: (row, event) => evolveUser(row, event),
  index: (row) => ({ vendorId: row.vendorId }),
});

export const userPhonesProjection = defineProjection<UserPhoneRow, UserEvent>({
  name: 'user-phones',
  version: 1,
  codec: userEventCodec,
  eventTypes: ['UserRegistered'],
  keysOf: (event) =>
    event.type === 'UserRegistered'
      ? [userPhoneKey(event.metadata.vendorId, event.data.phone)]
      : [],
  evolve: (row, event) => {
    if (row || event.type !== 'UserRegistered') return row;
    const { phone, userId } = event.data;
    return {
      vendorId: event.metadata.vendorId,
      phoneNumber: phone,
      userId,
      position: event.position,
    };
  },
  index: (row) => ({ vendorId: row.vendorId }),
});
