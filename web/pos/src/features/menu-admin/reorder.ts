// Drag-to-reorder of categories and items: the list after one row is dropped on another's place,
// with each row's `order` its position (1, 2, 3 …), and only the rows whose order changed — the
// ones the screen saves (`PUT {id, order}` each).
export interface Ordered {
  readonly id: string;
  readonly order: number;
}

export interface Reordered<T extends Ordered> {
  readonly rows: T[];
  readonly changes: { id: string; order: number }[];
}

export function reorder<T extends Ordered>(
  rows: readonly T[],
  movedId: string,
  targetId: string,
): Reordered<T> {
  const from = rows.findIndex((r) => r.id === movedId);
  const to = rows.findIndex((r) => r.id === targetId);
  if (from < 0 || to < 0 || from === to) return { rows: [...rows], changes: [] };
  const moved = [...rows];
  const [row] = moved.splice(from, 1);
  moved.splice(to, 0, row!);
  const renumbered = moved.map((r, index) => ({ ...r, order: index + 1 }));
  const before = new Map(rows.map((r) => [r.id, r.order]));
  return {
    rows: renumbered,
    changes: renumbered
      .filter((r) => before.get(r.id) !== r.order)
      .map(({ id, order }) => ({ id, order })),
  };
}

/** The order a new row gets: after the last one. */
export const nextOrder = (rows: readonly Ordered[]): number =>
  rows.reduce((max, r) => Math.max(max, r.order), 0) + 1;
