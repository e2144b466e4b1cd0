// One projection's pass over a batch: load the rows its events name, evolve them in memory event
// by event, and keep each changed row once, as the last event left it. It also tells what each
// event did to each row, in log order: a document's ledgers are applied from that.
import type { AnyProjection, PositionedRow, ProjectedEvent } from '../projection.ts';
import type { BatchStore } from './apply-batch.ts';
import type { RowWrite } from '../read-models/read-model.store.ts';
import { noDocuments, type DocumentView, type KeyedChange } from './document-view.ts';

export interface EvolvedRows {
  readonly writes: RowWrite[];
  /** Every row an event changed, before and after it, in log order. */
  readonly changes: KeyedChange[];
}

/**
 * @param documents what the projection reads of its lane's document (document-view.ts), awaited
 *   once its own rows are loaded
 */
export async function evolveRows(
  projection: AnyProjection,
  events: readonly ProjectedEvent[],
  readModels: BatchStore,
  documents: Promise<DocumentView> = Promise.resolve(noDocuments),
): Promise<EvolvedRows> {
  const keysOf = events.map((e) => projection.keysOf(e));
  const [loaded, view] = await Promise.all([
    readModels.loadRows(projection.name, [...new Set(keysOf.flat())]),
    documents,
  ]);
  const rows = new Map<string, PositionedRow | undefined>(
    [...loaded].map(([id, stored]) => [id, (stored.doc ?? undefined) as PositionedRow | undefined]),
  );
  // A row many events of the batch change (an hour's totals) is written once, as the last one
  // left it: its index is worked out then, from that event (and the row just before it).
  const changed = new Map<string, { before: PositionedRow | undefined; event: ProjectedEvent }>();
  const changes: KeyedChange[] = [];
  let keys: readonly string[] = [];
  let event: ProjectedEvent;
  let documentKeys: readonly string[] = [];
  const read = (id: string) => {
    if (!keys.includes(id)) throw new Error(`${projection.name}: read of ${id} outside keysOf`);
    return rows.get(id);
  };
  // The same rule for the lane's document: only what the event's reads.keysOf named.
  const document = (id: string) => {
    if (!documentKeys.includes(id))
      throw new Error(`${projection.name}: read of the document ${id} outside reads.keysOf`);
    return view(event, id);
  };
  for (let i = 0; i < events.length; i++) {
    event = events[i]!;
    keys = keysOf[i] ?? [];
    documentKeys = projection.reads?.keysOf(event) ?? [];
    for (const id of keys) {
      const before = rows.get(id);
      const after = projection.evolve(before, event, { id, read, document });
      if (after === before) continue;
      rows.set(id, after);
      changed.set(id, { before, event });
      changes.push({ id, before, after, event });
    }
  }
  const writes: RowWrite[] = [];
  for (const [id, { before, event }] of changed) {
    const after = rows.get(id);
    // A removed row keeps the index it had: whose it was, and whether anyone may see it.
    const index = projection.index((after ?? before) as PositionedRow, event);
    writes.push({
      projection: projection.name,
      id,
      doc: after === undefined ? null : after,
      index,
      position: event.position,
    });
  }
  return { writes, changes };
}
