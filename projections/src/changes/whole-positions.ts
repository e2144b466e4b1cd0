// One event can change several rows, all stamped with its position. A page of changes cut by a
// LIMIT in the middle of such a group would lose the rest, since the next read starts strictly
// after that position: so a full page gives back its last, maybe partial, group, and a page that
// is one group only is read again, larger.
import type { ChangeQuery, ReadModelStore, StoredRow } from '../read-models/read-model.store.ts';

export async function changesInWholeEvents(
  readModels: ReadModelStore,
  query: ChangeQuery,
): Promise<StoredRow[]> {
  for (let limit = query.limit; ; limit *= 2) {
    const rows = await readModels.changesAfter({ ...query, limit });
    if (rows.length < limit) return rows;
    const last = rows.at(-1)?.position;
    const whole = rows.filter((r) => r.position !== last);
    if (whole.length > 0) return whole;
  }
}
