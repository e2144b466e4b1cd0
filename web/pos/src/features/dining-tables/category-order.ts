// Moving a category up or down: the list in its new order, and the sortOrder patches that make
// the server's order match (only the categories whose number changes are patched).
export interface Ordered {
  readonly id: string;
  readonly sortOrder: number;
}

export function movedPatches(
  categories: readonly Ordered[],
  id: string,
  step: -1 | 1,
): { id: string; changes: { sortOrder: number } }[] {
  const from = categories.findIndex((c) => c.id === id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= categories.length) return [];
  const order = [...categories];
  [order[from], order[to]] = [order[to]!, order[from]!];
  return order.flatMap((c, index) =>
    c.sortOrder === index ? [] : [{ id: c.id, changes: { sortOrder: index } }],
  );
}
