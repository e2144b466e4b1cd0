// decide / evolve for one dining table: created FREE, reserved by one party at a time, freed when
// they leave. A reserved table keeps what its party needs: it stays in service and keeps enough
// seats until it is freed.
import type { Aggregate } from '../commands/handle-command.ts';
import type { Decider } from '../shared/decider.ts';
import { DomainError, errorMessages, type FieldError } from '../shared/domain-error.ts';
import type { DiningTableCommand } from './dining-table.commands.ts';
import {
  DiningTableCreated,
  DiningTableChanged,
  DiningTableFreed,
  DiningTableReserved,
  diningTableEventCodec,
  diningTableStreamName,
  type DiningTableEvent,
} from './dining-table.events.ts';
import {
  DiningTableDetails,
  type DiningTableFields,
  type Reservation,
} from './dining-table.fields.ts';
import { fieldError, partySizeErrors, reservationTimeErrors } from './dining-table.rules.ts';

export type DiningTableState =
  | { readonly status: 'NONE' }
  | { readonly status: 'FREE'; readonly details: DiningTableDetails }
  | {
      readonly status: 'RESERVED';
      readonly details: DiningTableDetails;
      readonly reservation: Reservation;
    };

export const initialDiningTableState = (): DiningTableState => ({ status: 'NONE' });

const refuse = (errors: readonly FieldError[]): never => {
  throw new DomainError(errors[0]!.code as DomainError['code'], errors);
};

const notFound = () =>
  new DomainError('DINING_TABLE_NOT_FOUND', [fieldError('id', 'DINING_TABLE_NOT_FOUND')]);

/** The details as the schema keeps them; a bad value is refused field by field. */
function parsedDetails(details: unknown): DiningTableDetails {
  const result = DiningTableDetails.safeParse(details);
  if (result.success) return result.data;
  return refuse(
    result.error.issues.map((issue) => ({
      field: issue.path.join('.'),
      code: 'INVALID_INPUT',
      message: errorMessages.INVALID_INPUT,
    })),
  );
}

const whole = (
  details: DiningTableDetails,
  reservation: Reservation | null,
): DiningTableFields => ({
  ...details,
  state: reservation ? 'RESERVED' : 'FREE',
  reservation,
});

const definedOnly = <T extends object>(changes: T): Partial<T> =>
  Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)) as Partial<T>;

function changed(
  state: Exclude<DiningTableState, { status: 'NONE' }>,
  id: string,
  wanted: unknown,
): DiningTableEvent[] {
  const details = parsedDetails(wanted);
  if (state.status === 'RESERVED') {
    if (!details.active) refuse([fieldError('active', 'DINING_TABLE_IN_USE')]);
    if (details.capacity < state.reservation.partySize)
      refuse([fieldError('capacity', 'DINING_TABLE_CAPACITY_BELOW_PARTY')]);
  }
  if (JSON.stringify(details) === JSON.stringify(state.details)) return [];
  const reservation = state.status === 'RESERVED' ? state.reservation : null;
  return [DiningTableChanged({ id, fields: whole(details, reservation) })];
}

export function decideDiningTable(
  command: DiningTableCommand,
  state: DiningTableState,
): DiningTableEvent[] {
  const id = command.data.tableId;
  if (command.type === 'CreateDiningTable') {
    if (state.status !== 'NONE') return refuse([fieldError('id', 'RECORD_ID_TAKEN')]);
    const details = parsedDetails(command.data.details);
    return [DiningTableCreated({ id, fields: whole(details, null) })];
  }
  if (state.status === 'NONE') throw notFound();
  switch (command.type) {
    case 'ChangeDiningTable':
      return changed(state, id, command.data.details);
    case 'PatchDiningTable':
      return changed(state, id, { ...state.details, ...definedOnly(command.data.changes) });
    case 'ReserveDiningTable': {
      if (!state.details.active) throw new DomainError('DINING_TABLE_INACTIVE');
      if (state.status === 'RESERVED') throw new DomainError('DINING_TABLE_ALREADY_RESERVED');
      const { now } = command.metadata;
      const request = command.data.reservation;
      const errors = [
        ...partySizeErrors(request.partySize, state.details.capacity),
        ...reservationTimeErrors(request.reservedFor, now),
      ];
      if (errors.length > 0) refuse(errors);
      const reservation: Reservation = { ...request, reservedAt: now };
      return [DiningTableReserved({ id, fields: whole(state.details, reservation) })];
    }
    case 'FreeDiningTable':
      if (state.status === 'FREE') throw new DomainError('DINING_TABLE_ALREADY_FREE');
      return [DiningTableFreed({ id, fields: whole(state.details, null) })];
    default: {
      const unknown: never = command;
      throw new Error(`unknown command ${(unknown as { type: string }).type}`);
    }
  }
}

export function evolveDiningTable(
  _state: DiningTableState,
  event: DiningTableEvent,
): DiningTableState {
  // Every event carries the whole table, so the state after it is read off the event.
  const { state, reservation, ...details } = event.data.fields;
  return state === 'RESERVED' && reservation
    ? { status: 'RESERVED', details, reservation }
    : { status: 'FREE', details };
}

export const diningTableDecider: Decider<DiningTableState, DiningTableCommand, DiningTableEvent> = {
  initialState: initialDiningTableState,
  decide: decideDiningTable,
  evolve: evolveDiningTable,
};

export const diningTableAggregate: Aggregate<
  DiningTableState,
  DiningTableCommand,
  DiningTableEvent
> = {
  decider: diningTableDecider,
  codec: diningTableEventCodec,
  streamName: (command) => diningTableStreamName(command.metadata.vendorId, command.data.tableId),
  notFound: 'DINING_TABLE_NOT_FOUND',
};
