// Where each projection resumes: its stored checkpoint, or the start of the log when it is new or
// its version changed (its rows are dropped first: an old evolve's rows are not this one's).
import type { Position } from '@sofre/engine';
import type { AnyProjection } from '../projection.ts';
import type { ReadModelStore } from '../read-models/read-model.store.ts';
import type { Checkpoints } from './apply-batch.ts';
import { rowNamesOf } from './lane-document.ts';

export async function prepareCheckpoints(
  readModels: ReadModelStore,
  projections: readonly AnyProjection[],
): Promise<Checkpoints> {
  const names = projections.flatMap(rowNamesOf);
  if (new Set(names).size !== names.length)
    throw new Error(`projection names repeat: ${names.join(', ')}`);
  const stored = await readModels.readCheckpoints();
  const checkpoints: Checkpoints = new Map();
  for (const projection of projections) {
    const checkpoint = stored.get(projection.name);
    if (checkpoint?.version !== projection.version) {
      // A document's ledgers start over with it: their rows are tallies of its changes.
      for (const name of rowNamesOf(projection))
        await readModels.resetProjection(name, projection.version);
      checkpoints.set(projection.name, undefined);
    } else {
      checkpoints.set(projection.name, checkpoint.position);
    }
  }
  return checkpoints;
}

/** The slowest projection's position: '' while any has applied nothing. */
export function slowest(positions: Iterable<Position | undefined>): Position {
  let min: Position | undefined;
  for (const position of positions) {
    if (position === undefined) return '';
    if (min === undefined || position < min) min = position;
  }
  return min ?? '';
}
