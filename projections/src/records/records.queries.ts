// A vendor's records of one kind, as the gateway asks for them (removed ones left out).
import type { ReadModelStore } from '../read-models/read-model.store.ts';
import { recordKey, type RecordView } from './record.view.ts';

/** Far more than a vendor has of any kind (tables, zones, codes); the screens list them all. */
const MAX_RECORDS = 5_000;

export interface RecordQueries {
  /** Oldest first. */
  records(vendorId: string, kind: string): Promise<RecordView[]>;
  record(vendorId: string, kind: string, id: string): Promise<RecordView | undefined>;
}

export function createRecordQueries(readModels: ReadModelStore): RecordQueries {
  return {
    async records(vendorId, kind) {
      const { rows } = await readModels.findRows({
        projection: 'records',
        vendorId,
        kind: [kind],
        open: true,
        order: 'sortAt asc',
        limit: MAX_RECORDS,
      });
      // Creation order, exact even for records made within the same millisecond (positions are
      // fixed-width strings, so string order is log order).
      return rows
        .map((r) => r.doc as RecordView)
        .sort((a, b) =>
          a.createdPosition < b.createdPosition
            ? -1
            : a.createdPosition > b.createdPosition
              ? 1
              : 0,
        );
    },
    async record(vendorId, kind, id) {
      const row = await readModels.getRow('records', recordKey(kind, vendorId, id), vendorId);
      const view = row?.doc as RecordView | undefined;
      return view && !view.removed ? view : undefined;
    },
  };
}
