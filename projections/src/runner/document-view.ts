// What a projection reads of its lane's document over a batch (Projection.reads): each document
// just before and after each of the batch's events, from the changes the document's projection
// made in the same batch, or as stored when the batch changed it nowhere before the event. The
// runner replays a reader together with its document (prepare-checkpoints.ts), so the document is
// never ahead of the events its reader applies.
import type { DocumentAt, DocumentReads, PositionedRow, ProjectedEvent } from '../projection.ts';
import type { BatchStore } from './apply-batch.ts';
import type { DocumentChange } from './lane-document.ts';

/** A change of one document row, as evolve-rows.ts tells it. */
export type KeyedChange = DocumentChange<PositionedRow> & { readonly id: string };

/** The document `id` around `event`: the event must be one of the batch's, applied in log order. */
export type DocumentView = (event: ProjectedEvent, id: string) => DocumentAt;

export async function documentView(
  reads: DocumentReads,
  events: readonly ProjectedEvent[],
  readModels: BatchStore,
  folded: Promise<readonly KeyedChange[]>,
): Promise<DocumentView> {
  const keys = [...new Set(events.flatMap((e) => reads.keysOf(e)))];
  if (keys.length === 0) return noDocuments;
  const wanted = new Set(keys);
  const byKey = new Map<string, KeyedChange[]>();
  for (const change of await folded) {
    if (!wanted.has(change.id)) continue;
    let list = byKey.get(change.id);
    if (!list) byKey.set(change.id, (list = []));
    list.push(change);
  }
  // Nearly always none: the events that read a document (an order's submission, its
  // confirmation …) changed it in the same batch.
  const unchanged = keys.filter((key) => !byKey.has(key));
  const stored =
    unchanged.length === 0
      ? new Map()
      : await readModels.loadRows(reads.projection.name, unchanged);
  return (event, id) => {
    const list = byKey.get(id);
    // Before the batch's first change of it, the document is as its projection loaded it.
    const start = list
      ? list[0]!.before
      : ((stored.get(id)?.doc ?? undefined) as PositionedRow | undefined);
    let at: DocumentAt = { before: start, after: start };
    for (const change of list ?? []) {
      if (change.event.position > event.position) break;
      at =
        change.event.position === event.position
          ? { before: change.before, after: change.after }
          : { before: change.after, after: change.after };
    }
    return at;
  };
}

export const noDocuments: DocumentView = (_event, id) => {
  throw new Error(`read of the document ${id}: the projection reads no document for this event`);
};
