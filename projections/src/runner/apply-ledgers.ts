// A document's ledgers over a batch (lane-document.ts): each change of a document is turned into
// each ledger's tally and the keys it moves; the rows all ledgers name are loaded side by side
// (one round trip where the store can), the tallies added in log order, and each changed row
// written once.
import type { PositionedRow } from '../projection.ts';
import type { RowWrite } from '../read-models/read-model.store.ts';
import type { BatchStore } from './apply-batch.ts';
import type { AnyLedger, DocumentChange } from './lane-document.ts';

interface Move {
  readonly tally: unknown;
  readonly keys: readonly string[];
  readonly change: DocumentChange<PositionedRow>;
}

/** The ledger's moves for the batch's changes, in log order. */
function movesOf(ledger: AnyLedger, changes: readonly DocumentChange<PositionedRow>[]): Move[] {
  const moves: Move[] = [];
  for (const change of changes) {
    const tally = ledger.tallyOf(change);
    if (tally === undefined) continue;
    const keys = ledger.keysOf(change, tally);
    if (keys.length > 0) moves.push({ tally, keys, change });
  }
  return moves;
}

async function applyLedger(
  ledger: AnyLedger,
  moves: readonly Move[],
  readModels: BatchStore,
): Promise<RowWrite[]> {
  if (moves.length === 0) return [];
  const loaded = await readModels.loadRows(ledger.name, [...new Set(moves.flatMap((m) => m.keys))]);
  const rows = new Map<string, PositionedRow | undefined>(
    [...loaded].map(([id, stored]) => [id, (stored.doc ?? undefined) as PositionedRow | undefined]),
  );
  const changed = new Map<
    string,
    { before: PositionedRow | undefined; change: DocumentChange<PositionedRow> }
  >();
  if (ledger.drafts) addDrafts(ledger.drafts, moves, rows, changed);
  else
    for (const { tally, keys, change } of moves)
      for (const id of keys) {
        const before = rows.get(id);
        const after = ledger.add(before, tally, id, change);
        if (after === before) continue;
        rows.set(id, after);
        // As a projection's rows (evolve-rows.ts): a removed row keeps the index it had just before.
        changed.set(id, { before, change });
      }
  const writes: RowWrite[] = [];
  for (const [id, { before, change }] of changed) {
    const row = rows.get(id);
    writes.push({
      projection: ledger.name,
      id,
      doc: row ?? null,
      index: ledger.index((row ?? before)!, change),
      position: change.event.position,
    });
  }
  return writes;
}

type Drafts = NonNullable<AnyLedger['drafts']>;

/**
 * The moves added into a copy of each row made once per batch (Ledger.drafts), each row then
 * closed once. As add: a move at or before the row's own position was applied already.
 */
function addDrafts(
  drafts: Drafts,
  moves: readonly Move[],
  rows: Map<string, PositionedRow | undefined>,
  changed: Map<
    string,
    { before: PositionedRow | undefined; change: DocumentChange<PositionedRow> }
  >,
): void {
  const open = new Map<string, unknown>();
  for (const { tally, keys, change } of moves)
    for (const id of keys) {
      const before = rows.get(id);
      if (before !== undefined && before.position >= change.event.position) continue;
      let draft = open.get(id);
      if (draft === undefined) open.set(id, (draft = drafts.open(before, id)));
      drafts.addInto(draft, tally, change);
      changed.set(id, { before, change });
    }
  for (const [id, draft] of open) rows.set(id, drafts.close(draft, id, changed.get(id)!.change));
}

/** @param told the changes a ledger is told of (lane-document.ts ledgerChanges) */
export async function applyLedgers(
  ledgers: readonly AnyLedger[],
  told: (ledger: AnyLedger) => readonly DocumentChange<PositionedRow>[],
  readModels: BatchStore,
): Promise<RowWrite[]> {
  const written = await Promise.all(
    ledgers.map((ledger) => applyLedger(ledger, movesOf(ledger, told(ledger)), readModels)),
  );
  return written.flat();
}
