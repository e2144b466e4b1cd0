// One read-model row that changed, as the runner (after its commit) and the change feeds give it.
import type { Position } from '@sofre/engine';

export interface RowChange<Row = unknown> {
  readonly projection: string;
  readonly vendorId: string;
  /** The row's key: an order id, a vendor id, a domain. */
  readonly id: string;
  /** The row as it is now; null when it was removed. */
  readonly row: Row | null;
  /** Position of the event that made this change. */
  readonly position: Position;
}
