// A table's rules: created FREE, reserved by one party at a time within its seats and not in the
// past, freed only when reserved, and a reserved table keeps its service and seats.
import { describe, expect, it } from 'vitest';
import { specFor } from '../testing/given-when-then.ts';
import { diningTableDecider } from './dining-table.decider.ts';
import {
  DiningTableChanged,
  DiningTableCreated,
  DiningTableFreed,
  DiningTableReserved,
} from './dining-table.events.ts';
import {
  created,
  details,
  NOW,
  reservation,
  reservationRequest,
  reserved,
  tableCommand,
} from './dining-table.test-fixtures.ts';

const given = specFor(diningTableDecider);
const reserve = (overrides: Partial<typeof reservationRequest> = {}, now = NOW) =>
  tableCommand('ReserveDiningTable', { reservation: { ...reservationRequest, ...overrides } }, now);

describe('creating and changing a table', () => {
  it('creates a table FREE with no reservation', () => {
    given([])
      .when(tableCommand('CreateDiningTable', { details }))
      .then([
        DiningTableCreated({ id: 't1', fields: { ...details, state: 'FREE', reservation: null } }),
      ]);
  });

  it('refuses a second create with the same id', () => {
    given([created])
      .when(tableCommand('CreateDiningTable', { details }))
      .thenRefuses('RECORD_ID_TAKEN');
  });

  it('refuses changing a table that does not exist', () => {
    given([])
      .when(tableCommand('ChangeDiningTable', { details }))
      .thenRefuses('DINING_TABLE_NOT_FOUND');
  });

  it('changes the details, and a change to the same details records nothing', () => {
    const moved = { ...details, categoryId: 'terrace', capacity: 6 };
    given([created])
      .when(tableCommand('ChangeDiningTable', { details: moved }))
      .then([
        DiningTableChanged({ id: 't1', fields: { ...moved, state: 'FREE', reservation: null } }),
      ]);
    given([created]).when(tableCommand('ChangeDiningTable', { details })).then([]);
  });

  it('patches only the named details and keeps a reservation through the change', () => {
    given([created, reserved])
      .when(tableCommand('PatchDiningTable', { changes: { name: 'کنار پنجره' } }))
      .then([
        DiningTableChanged({
          id: 't1',
          fields: { ...details, name: 'کنار پنجره', state: 'RESERVED', reservation },
        }),
      ]);
  });

  it('refuses bad details field by field', () => {
    const error = (() => {
      try {
        given([created])
          .when(tableCommand('PatchDiningTable', { changes: { capacity: 0 } }))
          .events();
      } catch (e) {
        return e;
      }
    })();
    expect(error).toMatchObject({ code: 'INVALID_INPUT', errors: [{ field: 'capacity' }] });
  });

  it('refuses taking a reserved table out of service', () => {
    given([created, reserved])
      .when(tableCommand('PatchDiningTable', { changes: { active: false } }))
      .thenRefuses('DINING_TABLE_IN_USE');
  });

  it('refuses fewer seats than the party it holds, allows as many', () => {
    given([created, reserved])
      .when(tableCommand('PatchDiningTable', { changes: { capacity: 2 } }))
      .thenRefuses('DINING_TABLE_CAPACITY_BELOW_PARTY');
    expect(
      given([created, reserved])
        .when(tableCommand('PatchDiningTable', { changes: { capacity: 3 } }))
        .events(),
    ).toHaveLength(1);
  });
});

describe('reserving and freeing', () => {
  it('reserves a free table, stamping when the reservation was taken', () => {
    given([created])
      .when(reserve())
      .then([
        DiningTableReserved({
          id: 't1',
          fields: { ...details, state: 'RESERVED', reservation: { ...reservation } },
        }),
      ]);
  });

  it('refuses reserving a reserved table (no two parties at once)', () => {
    given([created, reserved]).when(reserve()).thenRefuses('DINING_TABLE_ALREADY_RESERVED');
  });

  it('refuses a party larger than the seats, on the partySize field', () => {
    given([created])
      .when(reserve({ partySize: 5 }))
      .thenRefuses('DINING_TABLE_CAPACITY_EXCEEDED');
    expect(
      given([created])
        .when(reserve({ partySize: 4 }))
        .events(),
    ).toHaveLength(1);
  });

  it('refuses a time in the past, but takes the current minute', () => {
    given([created])
      .when(reserve({ reservedFor: '2025-03-21T07:59:59.000Z' }))
      .thenRefuses('RESERVATION_TIME_PAST');
    const thisMinute = reserve(
      { reservedFor: '2025-03-21T08:00:00.000Z' },
      '2025-03-21T08:00:40.000Z',
    );
    expect(given([created]).when(thisMinute).events()).toHaveLength(1);
  });

  it('refuses a time beyond the 90-day horizon', () => {
    given([created])
      .when(reserve({ reservedFor: '2025-06-20T08:00:01.000Z' }))
      .thenRefuses('RESERVATION_TIME_TOO_FAR');
  });

  it('refuses reserving an inactive or unknown table', () => {
    const inactive = DiningTableChanged({
      id: 't1',
      fields: { ...details, active: false, state: 'FREE', reservation: null },
    });
    given([created, inactive]).when(reserve()).thenRefuses('DINING_TABLE_INACTIVE');
    given([]).when(reserve()).thenRefuses('DINING_TABLE_NOT_FOUND');
  });

  it('frees a reserved table', () => {
    given([created, reserved])
      .when(tableCommand('FreeDiningTable', {}))
      .then([
        DiningTableFreed({ id: 't1', fields: { ...details, state: 'FREE', reservation: null } }),
      ]);
  });

  it('refuses freeing a free table', () => {
    given([created])
      .when(tableCommand('FreeDiningTable', {}))
      .thenRefuses('DINING_TABLE_ALREADY_FREE');
    const freed = DiningTableFreed({
      id: 't1',
      fields: { ...details, state: 'FREE', reservation: null },
    });
    given([created, reserved, freed])
      .when(tableCommand('FreeDiningTable', {}))
      .thenRefuses('DINING_TABLE_ALREADY_FREE');
  });

  it('reserves again once freed', () => {
    const freed = DiningTableFreed({
      id: 't1',
      fields: { ...details, state: 'FREE', reservation: null },
    });
    expect(given([created, reserved, freed]).when(reserve()).events()).toHaveLength(1);
  });
});
