// The WHERE and ORDER BY of row queries, shared by both SQL dialects: they differ only in how a
// parameter is written ($1 or ?) and how a boolean is stored.
import type { ChangeQuery, RowOrder, RowQuery } from './read-model.store.ts';

export interface Dialect {
  /** The placeholder of the n-th parameter (1-based). */
  readonly param: (n: number) => string;
  readonly bool: (value: boolean) => unknown;
  /** The condition of a listed row, word for word as the partial indexes say it. */
  readonly listed: string;
}

/**
 * A row that was not removed, in both dialects' words. Row queries read only these, so their
 * index leaves out the tombstones the change feed keeps (a print queue's done jobs, say).
 */
export const PRESENT = 'doc IS NOT NULL';

export interface SqlPart {
  readonly where: string;
  readonly params: unknown[];
}

const ORDER: Record<RowOrder, string> = {
  'sortAt asc': 'sort_at ASC, id ASC',
  'sortAt desc': 'sort_at DESC, id DESC',
  'position desc': 'updated_position DESC, id DESC',
};
export const orderBy = (order: RowOrder): string => ORDER[order];

function builder(dialect: Dialect) {
  const clauses: string[] = [];
  const params: unknown[] = [];
  const add = (value: unknown) => {
    params.push(value);
    return dialect.param(params.length);
  };
  return {
    clauses,
    add,
    when: (condition: boolean, clause: () => string) => void (condition && clauses.push(clause())),
    done: (): SqlPart => ({ where: clauses.join(' AND '), params }),
  };
}

export function rowQueryWhere(q: RowQuery, dialect: Dialect): SqlPart {
  const b = builder(dialect);
  b.clauses.push(`projection = ${b.add(q.projection)}`, `vendor_id = ${b.add(q.vendorId)}`);
  b.clauses.push(dialect.listed, PRESENT);
  const anyOf = (column: string, values: readonly string[] | undefined) =>
    b.when(values !== undefined, () =>
      values!.length === 0 ? '1 = 0' : `${column} IN (${values!.map((v) => b.add(v)).join(', ')})`,
    );
  anyOf('status', q.status);
  anyOf('row_kind', q.kind);
  b.when(q.source !== undefined, () => `source = ${b.add(q.source)}`);
  b.when(q.phone !== undefined, () => `phone = ${b.add(q.phone)}`);
  b.when(q.discountCode !== undefined, () => `discount_code = ${b.add(q.discountCode)}`);
  b.when(q.customerId !== undefined, () => `customer_id = ${b.add(q.customerId)}`);
  b.when(q.bikerId !== undefined, () => `biker_id = ${b.add(q.bikerId)}`);
  b.when(q.open !== undefined, () => `open = ${b.add(dialect.bool(q.open ?? false))}`);
  b.when(q.sortFrom !== undefined, () => `sort_at >= ${b.add(q.sortFrom)}`);
  b.when(q.sortTo !== undefined, () => `sort_at <= ${b.add(q.sortTo)}`);
  return b.done();
}

export function changeQueryWhere(q: ChangeQuery, dialect: Dialect): SqlPart {
  const b = builder(dialect);
  b.clauses.push(dialect.listed);
  b.clauses.push(`updated_position > ${b.add(q.after ?? '')}`);
  b.when(q.projection !== undefined, () => `projection = ${b.add(q.projection)}`);
  b.when(q.vendorId !== undefined, () => `vendor_id = ${b.add(q.vendorId)}`);
  b.when(q.id !== undefined, () => `id = ${b.add(q.id)}`);
  return b.done();
}
