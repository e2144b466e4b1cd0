// The one path every command takes (STYLE §7): load stream → fold → decide → append with the
// exact expected revision → bounded retry on conflict. A repeated command id appends nothing and
// answers as the first time did.
import { DomainError, type ErrorCode } from '../shared/domain-error.ts';
import { fold, type Decider } from '../shared/decider.ts';
import type { EventCodec } from '../shared/event-definitions.ts';
import { eventIdFor } from '../shared/event-ids.ts';
import type { Command, DomainEvent, EventMetadata } from '../shared/messages.ts';
import {
  isWrongExpectedRevision,
  type EventStore,
  type EventToAppend,
  type Position,
  type RecordedEvent,
} from '../store/event-store.port.ts';

export interface Aggregate<State, Cmd extends Command, Event extends DomainEvent> {
  readonly decider: Decider<State, Cmd, Event>;
  readonly codec: EventCodec;
  readonly streamName: (command: Cmd) => string;
  /** Answered when the stream belongs to another vendor: to them it does not exist. */
  readonly notFound: ErrorCode;
}

export interface CommandResult<State, Event> {
  /** The events this command caused (the first time, for a repeat). */
  readonly events: readonly Event[];
  readonly state: State;
  readonly nextRevision: number | undefined;
  /** Global position of the command's last event, or of the stream's last one if it caused none. */
  readonly position: Position | undefined;
  /** The command had run already (earlier, or for a caller racing this one): nothing decided. */
  readonly repeated: boolean;
}

const MAX_ATTEMPTS = 4;

export async function handleCommand<State, Cmd extends Command, Event extends DomainEvent>(
  store: EventStore,
  aggregate: Aggregate<State, Cmd, Event>,
  command: Cmd,
): Promise<CommandResult<State, Event>> {
  const stream = aggregate.streamName(command);
  for (let attempt = 1; ; attempt++) {
    const recorded = await store.readStream(stream);
    const owner = recorded[0]?.metadata.vendorId;
    if (owner !== undefined && owner !== command.metadata.vendorId) {
      throw new DomainError(aggregate.notFound);
    }
    const history = recorded.map((e) => decodeRecorded<Event>(aggregate.codec, e));
    const state = fold(aggregate.decider, history);
    const last = recorded.at(-1);

    const earlier = recorded.filter((e) => e.metadata.commandId === command.metadata.commandId);
    if (earlier.length > 0) {
      const lastOfCommand = earlier.at(-1)!;
      return {
        events: earlier.map((e) => decodeRecorded<Event>(aggregate.codec, e)),
        state,
        nextRevision: lastOfCommand.revision,
        position: lastOfCommand.position,
        repeated: true,
      };
    }

    const events = aggregate.decider.decide(command, state);
    if (events.length === 0) {
      return {
        events,
        state,
        nextRevision: last?.revision,
        position: last?.position,
        repeated: false,
      };
    }
    const toAppend = events.map((event, i) => toStored(aggregate.codec, command, event, i));
    try {
      const result = await store.append(stream, toAppend, last ? last.revision : 'no_stream');
      // The same command appended them first (a race: both read before either appended). Read
      // again: the answer is a repeat's, with the events found, never "this caller decided them".
      if (result.repeated) {
        // A read that never shows them (a lagging replica) must not loop for ever.
        if (attempt >= MAX_ATTEMPTS) throw new DomainError('CONCURRENCY_CONFLICT');
        continue;
      }
      return {
        events,
        state: events.reduce(aggregate.decider.evolve, state),
        nextRevision: result.nextRevision,
        position: result.position,
        repeated: false,
      };
    } catch (e) {
      if (!isWrongExpectedRevision(e)) throw e;
      if (attempt >= MAX_ATTEMPTS) throw new DomainError('CONCURRENCY_CONFLICT');
    }
  }
}

/**
 * An aggregate's state as its stream holds it now, and the position of its last event: what a
 * workflow reads before it decides what to ask (an edit's lines, a refund's amount).
 */
export async function loadState<State, Cmd extends Command, Event extends DomainEvent>(
  store: EventStore,
  aggregate: Aggregate<State, Cmd, Event>,
  stream: string,
  vendorId: string,
): Promise<{ state: State; position: Position | undefined }> {
  const recorded = await store.readStream(stream);
  const owner = recorded[0]?.metadata.vendorId;
  if (owner !== undefined && owner !== vendorId) throw new DomainError(aggregate.notFound);
  const state = fold(
    aggregate.decider,
    recorded.map((e) => decodeRecorded<Event>(aggregate.codec, e)),
  );
  return { state, position: recorded.at(-1)?.position };
}

/**
 * Records what no rule can refuse (a use counted where no cap applies): appended at whatever
 * revision the stream is at, without reading it — no fold of the stream so far. Repeat-safe as any
 * command: the event ids come from the command's id, and the store appends a repeat once. Writers
 * appending at once may still collide on the next revision (PostgreSQL numbers them in the append):
 * tried again, as a decided command is. Not read, the stream's owner is not checked: the caller
 * names a stream of the command's own vendor (a usage counter's name carries its vendor's id).
 */
export async function recordUnrefusable<State, Cmd extends Command, Event extends DomainEvent>(
  store: EventStore,
  aggregate: Aggregate<State, Cmd, Event>,
  command: Cmd,
  events: readonly Event[],
): Promise<Position> {
  const toAppend = events.map((event, i) => toStored(aggregate.codec, command, event, i));
  for (let attempt = 1; ; attempt++) {
    try {
      return (await store.append(aggregate.streamName(command), toAppend, 'any')).position;
    } catch (e) {
      if (!isWrongExpectedRevision(e)) throw e;
      if (attempt >= MAX_ATTEMPTS) throw new DomainError('CONCURRENCY_CONFLICT');
    }
  }
}

/** A stored event as its codec reads it: upcast from the version it was stored at (1 if unsaid). */
export function decodeRecorded<Event>(codec: EventCodec, e: RecordedEvent): Event {
  const version = typeof e.metadata.version === 'number' ? e.metadata.version : 1;
  return codec.decode(e.type, e.data, version) as Event;
}

function toStored(
  codec: EventCodec,
  command: Command,
  event: DomainEvent,
  index: number,
): EventToAppend {
  const { commandId, vendorId, actor, now, correlationId, causationId } = command.metadata;
  const metadata: EventMetadata = {
    vendorId,
    actor,
    commandId,
    correlationId: correlationId ?? commandId,
    causationId: causationId ?? commandId,
    occurredAt: now,
    version: codec.versionOf(event.type),
  };
  const valid = codec.encode(event);
  return {
    id: eventIdFor(vendorId, commandId, index),
    type: valid.type,
    data: valid.data,
    metadata,
  };
}
