// decide / evolve for the kitchen's work on one order, station by station. Rules: a line is done
// once for how it is to be cooked (a line changed after it was done is to be cooked again); when
// the last line of a part is done the part is bumped with it; a part is bumped once for how it is
// to be cooked (an edit after the bump makes it cookable and bumpable again); only a bumped part
// can be recalled, and recalling it brings every line of it back.
import type { Aggregate } from '../commands/handle-command.ts';
import type { Decider } from '../shared/decider.ts';
import { domainError } from '../shared/domain-error.ts';
import type { KitchenCommand, KitchenCommandOf, PartLine } from './kitchen.commands.ts';
import {
  KitchenLineDone,
  KitchenLineReopened,
  KitchenStationBumped,
  KitchenStationRecalled,
  kitchenEventCodec,
  kitchenStreamName,
  type KitchenEvent,
} from './kitchen.events.ts';

export interface StationPart {
  /** How the part was to be cooked when it was bumped; absent while it cooks. */
  readonly bumped?: string;
  /** Lines done, each with how it was to be cooked then. */
  readonly done: Readonly<Record<string, string>>;
  /** Brought back by a recall since its last bump: its next bump teaches no cooking time. */
  readonly recalled?: boolean;
}

export interface KitchenState {
  readonly stations: Readonly<Record<string, StationPart>>;
}

export const initialKitchenState = (): KitchenState => ({ stations: {} });

const partOf = (state: KitchenState, stationId: string): StationPart =>
  state.stations[stationId] ?? { done: {} };

/** The station has finished its part as the order has it now. */
export const isPartDone = (state: KitchenState, stationId: string, cooking: string): boolean =>
  partOf(state, stationId).bumped === cooking;

type PartCommand = KitchenCommandOf<'MarkLineDone' | 'ReopenLine' | 'BumpStation'>;

function lineOf(command: KitchenCommandOf<'MarkLineDone' | 'ReopenLine'>): PartLine {
  const { lines, lineId, stationId, orderId } = command.data;
  const line = lines.find((l) => l.lineId === lineId);
  if (!line) throw domainError('KITCHEN_LINE_NOT_FOUND', { orderId, stationId, lineId });
  return line;
}

/** A part open longer than this was forgotten on the screen, not cooked that long. */
const LONGEST_COOKING_MS = 2 * 60 * 60 * 1000;

function cookedMs({ data, metadata }: PartCommand, part: StationPart) {
  if (part.recalled || data.cookingSince === undefined) return {};
  const ms = Date.parse(metadata.now) - Date.parse(data.cookingSince);
  return ms >= 0 && ms <= LONGEST_COOKING_MS ? { cookedMs: ms } : {};
}

const bump = (command: PartCommand, part: StationPart) =>
  KitchenStationBumped({
    orderId: command.data.orderId,
    stationId: command.data.stationId,
    lines: command.data.lines.map(({ lineId, menuItemId, count }) => ({
      lineId,
      menuItemId,
      count,
    })),
    cooking: command.data.cooking,
    ...cookedMs(command, part),
  });

function markDone(command: KitchenCommandOf<'MarkLineDone'>, part: StationPart): KitchenEvent[] {
  const { orderId, stationId, lineId, lines, cooking } = command.data;
  const line = lineOf(command);
  if (part.bumped === cooking || part.done[lineId] === line.cooking) return [];
  const done = KitchenLineDone({ orderId, stationId, lineId, cooking: line.cooking });
  const rest = lines.filter((l) => l.lineId !== lineId && part.done[l.lineId] !== l.cooking);
  return rest.length === 0 ? [done, bump(command, part)] : [done];
}

export function decideKitchen(command: KitchenCommand, state: KitchenState): KitchenEvent[] {
  const { orderId, stationId } = command.data;
  const part = partOf(state, stationId);
  if (command.type !== 'RecallStation' && command.data.lines.length === 0)
    throw domainError('KITCHEN_STATION_NOT_FOUND', { orderId, stationId });
  switch (command.type) {
    case 'MarkLineDone':
      return markDone(command, part);
    case 'ReopenLine': {
      const line = lineOf(command);
      if (part.done[line.lineId] !== line.cooking) return [];
      return [KitchenLineReopened({ orderId, stationId, lineId: line.lineId })];
    }
    case 'BumpStation':
      return part.bumped === command.data.cooking ? [] : [bump(command, part)];
    case 'RecallStation':
      if (part.bumped === undefined)
        throw domainError('KITCHEN_NOT_BUMPED', { orderId, stationId });
      return [KitchenStationRecalled({ orderId, stationId })];
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}

const withPart = (state: KitchenState, stationId: string, part: StationPart): KitchenState => ({
  stations: { ...state.stations, [stationId]: part },
});

export function evolveKitchen(state: KitchenState, event: KitchenEvent): KitchenState {
  const { stationId } = event.data;
  const part = partOf(state, stationId);
  switch (event.type) {
    case 'KitchenLineDone':
      return withPart(state, stationId, {
        ...part,
        done: { ...part.done, [event.data.lineId]: event.data.cooking },
      });
    case 'KitchenLineReopened': {
      const { [event.data.lineId]: _reopened, ...done } = part.done;
      return withPart(state, stationId, { done, ...(part.recalled ? { recalled: true } : {}) });
    }
    case 'KitchenStationBumped':
      return withPart(state, stationId, { done: part.done, bumped: event.data.cooking });
    case 'KitchenStationRecalled':
      return withPart(state, stationId, { done: {}, recalled: true });
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

export const kitchenDecider: Decider<KitchenState, KitchenCommand, KitchenEvent> = {
  initialState: initialKitchenState,
  decide: decideKitchen,
  evolve: evolveKitchen,
};

export const kitchenAggregate: Aggregate<KitchenState, KitchenCommand, KitchenEvent> = {
  decider: kitchenDecider,
  codec: kitchenEventCodec,
  streamName: (command) => kitchenStreamName(command.metadata.vendorId, command.data.orderId),
  notFound: 'ORDER_NOT_FOUND',
};
