// Translation between the port's shapes and the KurrentDB client's (bigint revisions,
// {commit, prepare} positions, stream states).
import {
  jsonEvent,
  type AllStreamResolvedEvent,
  type AppendStreamState,
  type JSONType,
  type Position as KurrentPosition,
  type ResolvedEvent,
} from '@kurrent/kurrentdb-client';
import type {
  EventToAppend,
  ExpectedRevision,
  Position,
  RecordedEvent,
} from './event-store.port.ts';
import { decodePosition, encodePosition } from './position.ts';

export const toStreamState = (expected: ExpectedRevision): AppendStreamState =>
  typeof expected === 'number' ? BigInt(expected) : expected;

export const toEventData = (e: EventToAppend) =>
  jsonEvent({
    id: e.id,
    type: e.type,
    data: (e.data ?? null) as JSONType,
    metadata: e.metadata as JSONType,
  });

export const encodeKurrentPosition = (p: KurrentPosition): Position =>
  encodePosition(p.commit, p.prepare);

export function decodeKurrentPosition(position: Position): KurrentPosition {
  const [commit = 0n, prepare = 0n] = decodePosition(position, 2);
  return { commit, prepare };
}

/** undefined for what the port does not expose: system events ($-types), links, unresolved links. */
export function toRecorded(
  resolved: ResolvedEvent | AllStreamResolvedEvent,
): RecordedEvent | undefined {
  const e = resolved.event;
  if (!e || e.type.startsWith('$')) return undefined;
  // Servers before 22.6 give stream reads only the commit position.
  const commit = resolved.commitPosition ?? 0n;
  const position = e.position ?? { commit, prepare: commit };
  return {
    id: e.id,
    stream: e.streamId,
    revision: Number(e.revision),
    position: encodeKurrentPosition(position),
    type: e.type,
    data: e.data,
    metadata: isRecord(e.metadata) ? e.metadata : {},
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  !(value instanceof Uint8Array);
