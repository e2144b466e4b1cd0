// Runs events through a projection the way the runner does (keysOf, then evolve per key with the
// same `read` rule), on rows in a Map: for given / when / then tests of evolve functions.
import { expect } from 'vitest';
import type { DomainEvent } from '@sofre/engine';
import type { PositionedRow, ProjectedEvent, Projection } from '../projection.ts';

export function projectInMemory<Row extends PositionedRow, E extends DomainEvent>(
  projection: Projection<Row, E>,
  events: readonly ProjectedEvent[],
  rows: Map<string, Row> = new Map(),
): Map<string, Row> {
  const types = new Set<string>(projection.eventTypes);
  for (const event of events) {
    if (!types.has(event.type)) continue;
    const typed = event as ProjectedEvent<E>;
    const keys = projection.keysOf(typed);
    const read = (id: string) => {
      if (!keys.includes(id)) throw new Error(`read of ${id} outside keysOf`);
      return rows.get(id);
    };
    for (const id of keys) {
      const next = projection.evolve(rows.get(id), typed, { id, read });
      if (next === undefined) rows.delete(id);
      else rows.set(id, next);
    }
  }
  return rows;
}

/** given(history).when(event).then(id, row): the row `id` after the event. */
export function projectionSpec<Row extends PositionedRow, E extends DomainEvent>(
  projection: Projection<Row, E>,
) {
  return (history: readonly ProjectedEvent[]) => ({
    when: (...events: readonly ProjectedEvent[]) => {
      const rows = () => projectInMemory(projection, events, projectInMemory(projection, history));
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
