// A back-office record as the read side gives it: the kind's fields, with who/when facts.
export interface RecordView<Fields = Record<string, unknown>> {
  readonly kind: string;
  readonly id: string;
  readonly vendorId: string;
  readonly fields: Fields;
  /** UTC ISO-8601 instants of the first and the latest event. */
  readonly createdAt: string;
  readonly updatedAt: string;
  /** Log position of the record's creation: lists keep creation order even within one instant. */
  readonly createdPosition: string;
  /** A removed record stays as a marker, so live clients learn it went; queries leave it out. */
  readonly removed: boolean;
  readonly position: string;
}

/** Read-model key of a record: unique across kinds and vendors. */
export const recordKey = (kind: string, vendorId: string, id: string): string =>
  `${kind}:${vendorId}:${id}`;
