// One ReadModelStore over two: the screens' read models and a lane's own (the reports, written by
// a worker thread into a SQLite file of their own, since a file takes one writer at a time). Each
// call goes to the store that holds its projection; the change feed and checkpoints merge both.
import type { ReadModelStore, StoredRow } from './read-model.store.ts';

export function routeReadModels(
  main: ReadModelStore,
  lane: ReadModelStore,
  laneProjections: ReadonlySet<string>,
): ReadModelStore {
  if (main === lane) return main;
  const storeOf = (projection: string) => (laneProjections.has(projection) ? lane : main);
  const ownedBy = (store: ReadModelStore) => (projection: string) => storeOf(projection) === store;
  return {
    kind: main.kind,
    async readCheckpoints() {
      const [fromMain, fromLane] = await Promise.all([
        main.readCheckpoints(),
        lane.readCheckpoints(),
      ]);
      return new Map([
        ...[...fromMain].filter(([name]) => ownedBy(main)(name)),
        ...[...fromLane].filter(([name]) => ownedBy(lane)(name)),
      ]);
    },
    resetProjection: (projection, version) =>
      storeOf(projection).resetProjection(projection, version),
    loadRows: (projection, ids) => storeOf(projection).loadRows(projection, ids),
    async commit(rows, checkpoints) {
      const names = [...rows.map((r) => r.projection), ...checkpoints.map((c) => c.projection)];
      const stores = new Set(names.map(storeOf));
      if (stores.size > 1) throw new Error('one commit cannot span two read-model stores');
      await (stores.values().next().value ?? main).commit(rows, checkpoints);
    },
    getRow: (projection, id, vendorId) => storeOf(projection).getRow(projection, id, vendorId),
    findRows: (query) => storeOf(query.projection).findRows(query),
    async changesAfter(query) {
      if (query.projection !== undefined) return storeOf(query.projection).changesAfter(query);
      const [a, b] = await Promise.all([main.changesAfter(query), lane.changesAfter(query)]);
      const merged: StoredRow[] = [...a, ...b].sort((x, y) =>
        x.position < y.position ? -1 : x.position > y.position ? 1 : 0,
      );
      return merged.slice(0, query.limit);
    },
    scanRows: (projection) => storeOf(projection).scanRows(projection),
    async dropAll() {
      await Promise.all([main.dropAll(), lane.dropAll()]);
    },
    async close() {
      await Promise.all([main.close(), lane.close()]);
    },
  };
}
