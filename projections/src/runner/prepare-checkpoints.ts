// Where each projection resumes: its stored checkpoint, or the start of the log when it is new or
// its version changed (its rows are dropped first: an old evolve's rows are not this one's). A
// projection that reads its lane's document (Projection.reads) starts over with the document: it
// reads the document as each event left it, which a document already past that event no longer is.
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
  const resumes = new Map<string, Position | undefined>();
  const dropped = new Set<string>();
  for (const projection of projections) {
    const checkpoint = stored.get(projection.name);
    if (checkpoint?.version === projection.version)
      resumes.set(projection.name, checkpoint.position);
    else dropped.add(projection.name);
  }
  // Behind its reader is fine: the document then folds the batch's events before the reader.
  for (const reader of projections) {
    const document = reader.reads?.projection.name;
    if (document === undefined || !resumes.has(document)) continue;
    const from = resumes.get(reader.name);
    const at = resumes.get(document);
    if (at !== undefined && (from === undefined || from < at)) {
      resumes.set(document, undefined);
      dropped.add(document);
    }
  }
  const checkpoints: Checkpoints = new Map();
  for (const projection of projections) {
    const position = resumes.get(projection.name);
    if (dropped.has(projection.name)) {
      // A document's ledgers start over with it: their rows are tallies of its changes.
      for (const name of rowNamesOf(projection))
        await readModels.resetProjection(name, projection.version);
    }
    checkpoints.set(projection.name, position);
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
