// Dining-table commands and events for tests: table t1 (number 5, four seats) at vendor-1, at
// 2025-03-21 08:00 UTC (11:30 in Tehran).
import type { CommandMetadata } from '../shared/messages.ts';
import type { DiningTableCommandOf, DiningTableCommandType } from './dining-table.commands.ts';
import { DiningTableCreated, DiningTableReserved } from './dining-table.events.ts';
import type { DiningTableDetails, Reservation } from './dining-table.fields.ts';

export const NOW = '2025-03-21T08:00:00.000Z';

export const details: DiningTableDetails = {
  number: 5,
  name: 'میز پنج',
  categoryId: 'salon',
  capacity: 4,
  active: true,
};

export const metadataAt = (now = NOW): CommandMetadata => ({
  commandId: 'cmd-1',
  vendorId: 'vendor-1',
  actor: { userId: 'owner-1', kind: 'STAFF' },
  now,
});

export const tableCommand = <T extends DiningTableCommandType>(
  type: T,
  data: Omit<DiningTableCommandOf<T>['data'], 'tableId'>,
  now = NOW,
): DiningTableCommandOf<T> =>
  ({
    type,
    data: { tableId: 't1', ...data },
    metadata: metadataAt(now),
  }) as DiningTableCommandOf<T>;

/** Tonight at 20:00 Tehran time, for three. */
export const reservationRequest = {
  guestName: 'سارا محمدی',
  phoneNumber: '09121234567',
  partySize: 3,
  reservedFor: '2025-03-21T16:30:00.000Z',
  note: '',
};

export const reservation: Reservation = { ...reservationRequest, reservedAt: NOW };

export const created = DiningTableCreated({
  id: 't1',
  fields: { ...details, state: 'FREE', reservation: null },
});

export const reserved = DiningTableReserved({
  id: 't1',
  fields: { ...details, state: 'RESERVED', reservation },
});
