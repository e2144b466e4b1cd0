// Runs events through a projection the way the runner does (keysOf, then evolve per key with the
// same `read` rule), on rows in a Map: for given / when / then tests of evolve functions. A
// projection that reads its lane's document (Projection.reads) gets it folded alongside, event by
// event, as the runner evolves the document first.
import { expect } from 'vitest';
import type { DomainEvent } from '@sofre/engine';
import type {
  DocumentAt,
  EvolveContext,
  PositionedRow,
  ProjectedEvent,
  Projection,
} from '../projection.ts';

const noDocument = (id: string): DocumentAt => {
  throw new Error(`read of the document ${id}: the projection reads no document`);
};

function applyEvent<Row extends PositionedRow, E extends DomainEvent>(
  projection: Projection<Row, E>,
  event: ProjectedEvent<E>,
  rows: Map<string, Row>,
  document: EvolveContext<Row>['document'],
): Map<string, { before: Row | undefined; after: Row | undefined }> {
  const keys = projection.keysOf(event);
  const read = (id: string) => {
    if (!keys.includes(id)) throw new Error(`read of ${id} outside keysOf`);
    return rows.get(id);
  };
  const changes = new Map<string, { before: Row | undefined; after: Row | undefined }>();
  for (const id of keys) {
    const before = rows.get(id);
    const next = projection.evolve(before, event, { id, read, document });
    if (next !== before)
      changes.set(id, { before: changes.get(id)?.before ?? before, after: next });
    if (next === undefined) rows.delete(id);
    else rows.set(id, next);
  }
  return changes;
}

export function projectInMemory<Row extends PositionedRow, E extends DomainEvent>(
  projection: Projection<Row, E>,
  events: readonly ProjectedEvent[],
  rows: Map<string, Row> = new Map(),
  /** The rows of the document it reads, kept across calls by the caller. */
  documents: Map<string, PositionedRow> = new Map(),
): Map<string, Row> {
  const types = new Set<string>(projection.eventTypes);
  const reads = projection.reads;
  const documentTypes = new Set<string>(reads?.projection.eventTypes ?? []);
  for (const event of events) {
    let document = noDocument;
    if (reads) {
      const changes = documentTypes.has(event.type)
        ? applyEvent(reads.projection, event, documents, noDocument)
        : new Map();
      const named = types.has(event.type) ? reads.keysOf(event as ProjectedEvent<E>) : [];
      document = (id: string) => {
        if (!named.includes(id)) throw new Error(`read of the document ${id} outside reads.keysOf`);
        const after = documents.get(id);
        return changes.get(id) ?? { before: after, after };
      };
    }
    if (!types.has(event.type)) continue;
    applyEvent(projection, event as ProjectedEvent<E>, rows, document);
  }
  return rows;
}

/** given(history).when(event).then(id, row): the row `id` after the event. */
export function projectionSpec<Row extends PositionedRow, E extends DomainEvent>(
  projection: Projection<Row, E>,
) {
  return (history: readonly ProjectedEvent[]) => ({
    when: (...events: readonly ProjectedEvent[]) => {
      const rows = () => projectInMemory(projection, [...history, ...events]);
      return {
        rows,
        then: (id: string, expected: unknown) => expect(rows().get(id)).toEqual(expected),
        thenMatches: (id: string, expected: object) =>
          expect(rows().get(id)).toMatchObject(expected),
        thenHasNo: (id: string) => expect(rows().has(id)).toBe(false),
      };
    },
  });
}
